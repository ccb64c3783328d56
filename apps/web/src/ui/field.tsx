import { useId, type ReactNode } from 'react';

export const fieldClasses =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 ' +
  'focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-500/40 disabled:opacity-60 ' +
  'dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-400 ' +
  'aria-[invalid=true]:border-red-500';

/** Label, control, hint and error laid out the same way for every form field. */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  hideLabel,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  hideLabel?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200'}>
        {label}
        {required && <span aria-hidden="true" className="text-red-600 dark:text-red-400"> *</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-describedby for a control inside Field. */
const describedBy = (id: string, hint?: ReactNode, error?: string | null) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** Id (given or generated) and ARIA of the control inside Field: required, invalid, described by its hint or error. */
export function useFieldControl({ id, hint, error, required }: { id?: string; hint?: ReactNode; error?: string | null; required?: boolean }) {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    id: controlId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(controlId, hint, error),
  };
}
