// Car Details of the edit form: the wizard's controls for every field it sets, in the wizard's
// order (car and features, price and condition, location), plus the description.
import { useFormContext, useWatch } from 'react-hook-form';
import { DESCRIPTION_COUNTER } from '@gaadi/domain/constants';
import { formatPrice } from '@gaadi/domain/format';
import type { Brand, City, FeatureCatalogue } from '@gaadi/domain/schemas/catalogue';
import { Input } from '@/ui/input';
import { CarDetailsFields } from '@/ui/listing-fields/car-details-fields';
import { ConditionFields } from '@/ui/listing-fields/condition-fields';
import { FeaturePicker } from '@/ui/listing-fields/feature-picker';
import { LocationFields } from '@/ui/listing-fields/location-fields';
import { Textarea } from '@/ui/textarea';
import type { ListingFormValues } from './listing-form-schema';

const sectionTitle = 'mb-3 text-base font-semibold text-gray-900 dark:text-gray-100';

export function DetailsStep({
  brands,
  cities,
  features,
  initialYear,
}: {
  brands: Brand[];
  cities: City[];
  features: FeatureCatalogue;
  initialYear: string;
}) {
  const { register, control, formState } = useFormContext<ListingFormValues>();
  const { errors } = formState;
  const [price, description] = useWatch({ control, name: ['price', 'description'] });
  return (
    <div className="space-y-8">
      <section aria-labelledby="edit-car" className="space-y-6">
        <h4 id="edit-car" className={sectionTitle}>
          Car
        </h4>
        <CarDetailsFields brands={brands} initialYear={initialYear} />
        <FeaturePicker features={features} />
      </section>
      <section aria-labelledby="edit-pricing">
        <h4 id="edit-pricing" className={sectionTitle}>
          Pricing &amp; Condition
        </h4>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Input
            label="Expected Price (₹)"
            required
            type="number"
            inputMode="numeric"
            placeholder="e.g. 550000"
            hint={price && Number(price) > 0 ? formatPrice(price) : undefined}
            error={errors.price?.message}
            {...register('price')}
          />
          <ConditionFields />
        </div>
      </section>
      <section aria-labelledby="edit-location">
        <h4 id="edit-location" className={sectionTitle}>
          Location
        </h4>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <LocationFields cities={cities} />
        </div>
      </section>
      <Textarea
        label="Description"
        rows={4}
        hint={`${(description ?? '').length}/${DESCRIPTION_COUNTER}`}
        {...register('description')}
      />
    </div>
  );
}
