import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';
import { Field, fieldClasses, useFieldControl } from '@/ui/field';

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
  const control = useFieldControl({ id, hint, error, required });
  return (
    <Field id={control.id} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={containerClassName}>
      <input {...control} className={cn(fieldClasses, 'h-10', className)} {...rest} />
    </Field>
  );
}
