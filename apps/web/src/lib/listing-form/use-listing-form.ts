// The one listing form: react-hook-form over a screen's part of the values, checked by the one
// schema under that screen's rules.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { useRevalidateOnChange } from '@/lib/use-revalidate-on-change';
import type { ListingField, ValuesOf } from './listing-values';

export function useListingForm<K extends ListingField>(schema: z.ZodType<ValuesOf<K>, ValuesOf<K>>, defaultValues: ValuesOf<K>) {
  const form = useForm<ValuesOf<K>>({ resolver: zodResolver(schema), defaultValues: defaultValues as DefaultValues<ValuesOf<K>> });
  useRevalidateOnChange(form);
  return form;
}
