import { useFormContext, useWatch } from 'react-hook-form';
import { FUEL_LABELS, FUEL_TYPES, OWNER_NUMBERS, TRANSMISSION_LABELS, TRANSMISSIONS, YEAR_MIN } from '@gaadi/domain/constants';
import type { Brand, City } from '@gaadi/domain/schemas/catalogue';
import { CatalogueInput } from '@/lib/catalogue-input';
import { modelsOf } from '@/lib/catalogue-queries';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import type { ListingFormValues } from './listing-form-schema';

const fuelOptions = FUEL_TYPES.map((f) => ({ value: f, label: FUEL_LABELS[f] }));
const transmissionOptions = TRANSMISSIONS.map((t) => ({ value: t, label: TRANSMISSION_LABELS[t] }));
const ownerOptions = OWNER_NUMBERS.map((o) => ({ value: o, label: `${o} owner` }));

export function DetailsStep({ brands, cities }: { brands: Brand[]; cities: City[] }) {
  const { register, control, formState } = useFormContext<ListingFormValues>();
  const { errors } = formState;
  const make = useWatch({ control, name: 'make' });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <CatalogueInput label="Make" required suggestions={brands.map((b) => b.name)} error={errors.make?.message} {...register('make')} />
      <CatalogueInput
        label="Model"
        required
        suggestions={modelsOf(brands, make).map((m) => m.name)}
        error={errors.model?.message}
        {...register('model')}
      />
      <Input
        label="Year"
        required
        type="number"
        inputMode="numeric"
        min={YEAR_MIN}
        max={new Date().getFullYear() + 1}
        error={errors.year?.message}
        {...register('year')}
      />
      <Select label="Fuel Type" required placeholder="Select fuel type" options={fuelOptions} error={errors.fuelType?.message} {...register('fuelType')} />
      <Select
        label="Transmission"
        required
        placeholder="Select transmission"
        options={transmissionOptions}
        error={errors.transmission?.message}
        {...register('transmission')}
      />
      <Input label="Kilometers" required type="number" inputMode="numeric" error={errors.kilometers?.message} {...register('kilometers')} />
      <Select label="Ownership" required placeholder="Select ownership" options={ownerOptions} error={errors.ownership?.message} {...register('ownership')} />
      <Input label="Price (₹)" required type="number" inputMode="numeric" error={errors.price?.message} {...register('price')} />
      <CatalogueInput label="City" required suggestions={cities.map((c) => c.name)} error={errors.city?.message} {...register('city')} />
      <Textarea label="Description" rows={4} containerClassName="sm:col-span-2" {...register('description')} />
    </div>
  );
}
