import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { describedBy, Field, fieldClasses } from '@/ui/field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Labelled text input with hint and error wired to aria-describedby. */
export function Input({ label, error, hint, hideLabel, id, className, containerClassName, required, ...rest }: InputProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <Field id={inputId} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={containerClassName}>
      <input
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={cn(fieldClasses, 'h-10', className)}
        {...rest}
      />
    </Field>
  );
}
