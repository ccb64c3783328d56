// Field errors of the step forms are set when Next is pressed, and a field showing an error is
// checked again as its value changes. Validating on blur instead would remove an error line at
// the moment the user presses Next (the blur comes first), moving the button out from under the
// pointer so that the click is lost.
import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

export function useRevalidateOnChange<T extends FieldValues>(form: UseFormReturn<T>) {
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name && form.getFieldState(name as FieldPath<T>).error) void form.trigger(name as FieldPath<T>);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
