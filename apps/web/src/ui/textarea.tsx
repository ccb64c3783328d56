import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Field, fieldClasses, useFieldControl } from '@/ui/field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ label, error, hint, hideLabel, id, className, containerClassName, required, rows = 4, ...rest }: TextareaProps) {
  const control = useFieldControl({ id, hint, error, required });
  return (
    <Field id={control.id} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={containerClassName}>
      <textarea {...control} rows={rows} className={cn(fieldClasses, className)} {...rest} />
    </Field>
  );
}
