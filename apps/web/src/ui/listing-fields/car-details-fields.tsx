// Brand, model, variant, year, fuel, gearbox, kilometres and owners: the wizard's Car Details
// controls, also used by the seller's edit form.
import { useFormContext, useWatch } from 'react-hook-form';
import type { Brand } from '@gaadi/domain/schemas/catalogue';
import { modelsOf, variantsOf } from '@/lib/catalogue-names';
import { CatalogueInput } from '@/ui/catalogue-input';
import { Input } from '@/ui/input';
import { ownerOptions } from '@/ui/listing-choices';
import { FuelTypeSelect, TransmissionSelect } from '@/ui/listing-selects';
import { Select } from '@/ui/select';
import { yearOptions, type ListingFieldValues } from './listing-field-values';

export function CarDetailsFields({ brands, initialYear }: { brands: Brand[]; initialYear?: string }) {
  const { register, setValue, control, formState } = useFormContext<ListingFieldValues>();
  const { errors } = formState;
  const [brand, model] = useWatch({ control, name: ['brand_name', 'model_name'] });

  // Picking a catalogue brand starts its model and variant afresh; a catalogue model its variant.
  const brandField = register('brand_name', {
    onChange: (e) => {
      if (brands.some((b) => b.name === e.target.value)) {
        setValue('model_name', '');
        setValue('variant_name', '');
      }
    },
  });
  const modelField = register('model_name', {
    onChange: (e) => {
      if (modelsOf(brands, brand).some((m) => m.name === e.target.value)) setValue('variant_name', '');
    },
  });

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <CatalogueInput
        label="Brand"
        required
        placeholder="e.g. Maruti Suzuki"
        suggestions={brands.map((b) => b.name)}
        error={errors.brand_name?.message}
        {...brandField}
      />
      <CatalogueInput
        label="Model"
        required
        placeholder="e.g. Swift"
        suggestions={modelsOf(brands, brand).map((m) => m.name)}
        error={errors.model_name?.message}
        {...modelField}
      />
      <CatalogueInput
        label="Variant"
        required
        placeholder="e.g. VXi"
        suggestions={variantsOf(brands, brand, model)}
        error={errors.variant_name?.message}
        {...register('variant_name')}
      />
      <Select label="Year" required placeholder="Select year" options={yearOptions(initialYear)} error={errors.year?.message} {...register('year')} />
      <FuelTypeSelect error={errors.fuel_type?.message} {...register('fuel_type')} />
      <TransmissionSelect error={errors.transmission?.message} {...register('transmission')} />
      <Input
        label="Kilometers Driven"
        required
        type="number"
        inputMode="numeric"
        min={0}
        placeholder="e.g. 42000"
        error={errors.km_driven?.message}
        {...register('km_driven')}
      />
      <Select label="Number of Owners" options={ownerOptions} error={errors.owner_number?.message} {...register('owner_number')} />
    </div>
  );
}
