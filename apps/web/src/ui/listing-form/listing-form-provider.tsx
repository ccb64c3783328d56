// The one listing form's context: react-hook-form's for the values, ListingFieldsProvider's for
// how the screen shows its fields.
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ListingFieldsProvider, type ListingFieldsSetup } from '@/ui/listing-fields/listing-fields-context';

export function ListingFormProvider<V extends FieldValues>({ form, setup, children }: { form: UseFormReturn<V>; setup: ListingFieldsSetup; children: ReactNode }) {
  return (
    <FormProvider {...form}>
      <ListingFieldsProvider setup={setup}>{children}</ListingFieldsProvider>
    </FormProvider>
  );
}
