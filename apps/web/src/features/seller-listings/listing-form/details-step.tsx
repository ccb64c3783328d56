import { useFormContext, useWatch } from 'react-hook-form';
import { YEAR_MIN } from '@gaadi/domain/constants';
import type { Brand, City } from '@gaadi/domain/schemas/catalogue';
import { CatalogueInput } from '@/ui/catalogue-input';
import { modelsOf } from '@/lib/catalogue-names';
import { Input } from '@/ui/input';
import { ownerOptions } from '@/ui/listing-choices';
import { FuelTypeSelect, TransmissionSelect } from '@/ui/listing-selects';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import type { ListingFormValues } from './listing-form-schema';

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
      <FuelTypeSelect error={errors.fuelType?.message} {...register('fuelType')} />
      <TransmissionSelect error={errors.transmission?.message} {...register('transmission')} />
      <Input label="Kilometers" required type="number" inputMode="numeric" error={errors.kilometers?.message} {...register('kilometers')} />
      <Select label="Ownership" required placeholder="Select ownership" options={ownerOptions} error={errors.ownership?.message} {...register('ownership')} />
      <Input label="Price (₹)" required type="number" inputMode="numeric" error={errors.price?.message} {...register('price')} />
      <CatalogueInput label="City" required suggestions={cities.map((c) => c.name)} error={errors.city?.message} {...register('city')} />
      <Textarea label="Description" rows={4} containerClassName="sm:col-span-2" {...register('description')} />
    </div>
  );
}
