import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Field, fieldClasses, useFieldControl } from '@/ui/field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  /** Options; children may be given instead. */
  options?: readonly SelectOption[];
  /** A first option with value "" (e.g. "All Cities"). */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A styled native select: fast, keyboard- and screen-reader-friendly on every platform. */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  hideLabel,
  id,
  className,
  containerClassName,
  required,
  children,
  ...rest
}: SelectProps) {
  const control = useFieldControl({ id, hint, error, required });
  return (
    <Field id={control.id} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={containerClassName}>
      <select {...control} className={cn(fieldClasses, 'h-10 pr-8', className)} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </Field>
  );
}
