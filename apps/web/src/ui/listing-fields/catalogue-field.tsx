// Brand, model, variant and city: typed names with the catalogue's suggestions (contract 4.4).
// Picking a catalogue brand starts its model and variant afresh, a catalogue model its variant;
// a catalogue city brings its state, a typed new city leaves the state to the seller.
import type { ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ListingField, ListingValues } from '@/lib/listing-form/listing-values';
import { modelsOf, variantsOf } from '@/lib/catalogue-names';
import { CatalogueInput } from '@/ui/catalogue-input';
import type { FieldLook } from './field-specs';
import { useListingFields } from './listing-fields-context';

export function CatalogueField({ name, look, placeholder }: { name: ListingField; look: FieldLook; placeholder: string }) {
  const { brands = [], cities = [] } = useListingFields();
  const { register, setValue, control } = useFormContext<ListingValues>();
  const [brand, model] = useWatch({ control, name: ['brand_name', 'model_name'] });

  let suggestions: string[] = [];
  let onChange: ((e: ChangeEvent<HTMLInputElement>) => void) | undefined;
  if (name === 'brand_name') {
    suggestions = brands.map((b) => b.name);
    onChange = (e) => {
      if (!brands.some((b) => b.name === e.target.value)) return;
      setValue('model_name', '');
      setValue('variant_name', '');
    };
  } else if (name === 'model_name') {
    suggestions = modelsOf(brands, brand).map((m) => m.name);
    onChange = (e) => {
      if (modelsOf(brands, brand).some((m) => m.name === e.target.value)) setValue('variant_name', '');
    };
  } else if (name === 'variant_name') {
    suggestions = variantsOf(brands, brand, model);
  } else if (name === 'city_name') {
    suggestions = cities.map((c) => c.name);
    onChange = (e) => {
      const city = cities.find((c) => c.name === e.target.value);
      if (city) setValue('state_name', city.state ?? '');
    };
  }

  const { hint: _hint, ...rest } = look;
  return <CatalogueInput placeholder={placeholder} suggestions={suggestions} {...rest} {...register(name, { onChange })} />;
}
