// The file picker of the listing forms' photos and video: its label, the picker and a help line
// that turns into the error when there is one. Framed, it is the sell wizard's drop area.
import { ImagePlus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FileInput } from '@/ui/file-input';

export function MediaPicker({
  label,
  required,
  help,
  error,
  framed,
  children,
  ...pick
}: {
  label: string;
  required?: boolean;
  help: ReactNode;
  error?: string | null;
  framed?: boolean;
  /** Drawn under the picker: progress, the photos picked so far, a link to the video. */
  children?: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const input = (
    <FileInput id={id} className={framed ? undefined : 'block'} aria-describedby={`${id}-help`} aria-invalid={error ? true : undefined} {...pick} />
  );
  const helpLine = (
    <p
      id={`${id}-help`}
      className={cn('text-xs', !framed && 'mt-1', error ? 'text-red-700 dark:text-red-400' : 'text-gray-600 dark:text-gray-400')}
      role={error ? 'alert' : undefined}
    >
      {error ?? help}
    </p>
  );
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
        {required && <span aria-hidden="true" className="text-red-600 dark:text-red-400"> *</span>}
      </label>
      {framed ? (
        <div className="flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-gray-300 p-6 text-center dark:border-gray-600">
          <ImagePlus className="h-8 w-8 text-gray-500 dark:text-gray-400" aria-hidden="true" />
          {input}
          {helpLine}
        </div>
      ) : (
        <>
          {input}
          {helpLine}
        </>
      )}
      {children}
    </div>
  );
}
