// City (a catalogue city brings its state), state, area and address: the wizard's Contact Info
// location controls, shared with the seller's edit form.
import { useFormContext } from 'react-hook-form';
import type { City } from '@gaadi/domain/schemas/catalogue';
import { CatalogueInput } from '@/ui/catalogue-input';
import { Input } from '@/ui/input';
import type { ListingFieldValues } from './listing-field-values';

export function LocationFields({ cities }: { cities: City[] }) {
  const { register, setValue, formState } = useFormContext<ListingFieldValues>();
  const { errors } = formState;
  // A catalogue city brings its state; a typed new city leaves the state to the seller.
  const cityField = register('city_name', {
    onChange: (e) => {
      const city = cities.find((c) => c.name === e.target.value);
      if (city) setValue('state_name', city.state ?? '');
    },
  });
  return (
    <>
      <CatalogueInput
        label="City"
        required
        placeholder="e.g. Pune"
        suggestions={cities.map((c) => c.name)}
        error={errors.city_name?.message}
        {...cityField}
      />
      <Input label="State" error={errors.state_name?.message} {...register('state_name')} />
      <Input label="Area / Locality" error={errors.area?.message} {...register('area')} />
      <Input label="Address" containerClassName="sm:col-span-2" error={errors.address?.message} {...register('address')} />
    </>
  );
}
