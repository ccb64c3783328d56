// Labelled range slider on Radix Slider (keyboard: arrows, Page Up/Down, Home/End).
import * as RadixSlider from '@radix-ui/react-slider';
import { useId, type ReactNode } from 'react';

export interface SliderProps {
  label: string;
  /** Formatted current value shown beside the label and announced as aria-valuetext. */
  valueText: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** Scale ends under the track. */
  minLabel?: ReactNode;
  maxLabel?: ReactNode;
}

export function Slider({ label, valueText, value, min, max, step, onChange, minLabel, maxLabel }: SliderProps) {
  const id = useId();
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-2 text-sm">
        <span id={id} className="font-medium text-gray-800 dark:text-gray-200">
          {label}
        </span>
        <span className="font-semibold text-blue-700 dark:text-blue-300">{valueText}</span>
      </div>
      <RadixSlider.Root
        className="relative flex h-5 w-full touch-none select-none items-center"
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={(v) => onChange(v[0] ?? min)}
      >
        <RadixSlider.Track className="relative h-2 grow rounded-full bg-gray-200 dark:bg-gray-700">
          <RadixSlider.Range className="absolute h-full rounded-full bg-blue-600" />
        </RadixSlider.Track>
        <RadixSlider.Thumb
          aria-labelledby={id}
          aria-valuetext={valueText}
          className="block h-5 w-5 rounded-full border-2 border-blue-600 bg-white shadow focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-500/40"
        />
      </RadixSlider.Root>
      {(minLabel || maxLabel) && (
        <div className="mt-1 flex justify-between text-xs text-gray-600 dark:text-gray-400">
          <span>{minLabel}</span>
          <span>{maxLabel}</span>
        </div>
      )}
    </div>
  );
}
