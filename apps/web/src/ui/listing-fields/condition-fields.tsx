// How soon, the three conditions and accident history: the wizard's Pricing controls, shared
// with the seller's edit form.
import { useFormContext } from 'react-hook-form';
import { accidentOptions, conditionOptions, urgencyOptions } from '@/ui/listing-choices';
import { Select } from '@/ui/select';
import type { ListingFieldValues } from './listing-field-values';

export function ConditionFields() {
  const { register } = useFormContext<ListingFieldValues>();
  return (
    <>
      <Select label="How soon do you want to sell?" options={urgencyOptions} {...register('urgency')} />
      <Select label="Exterior Condition" options={conditionOptions} {...register('exterior_condition')} />
      <Select label="Interior Condition" options={conditionOptions} {...register('interior_condition')} />
      <Select label="Engine Condition" options={conditionOptions} {...register('engine_condition')} />
      <Select label="Accident History" options={accidentOptions} {...register('accident_history')} />
    </>
  );
}
