// Preview of the edit form: the seller's card as it will look (its Edit and Delete drawn, inert)
// and the details the card does not show.
import { accidentLabel, conditionLabel, urgencyLabel } from '@gaadi/domain/display-labels';
import type { CarImage } from '@gaadi/domain/schemas/car';
import { SellerListingCard, type CardListing } from '../seller-listing-card';
import type { ListingFormValues } from './listing-form-schema';
import { msg, t } from '@/lib/i18n/i18n';

export function PreviewStep({ listing, values, images }: { listing: CardListing; values: ListingFormValues; images: CarImage[] }) {
  const preview: CardListing = {
    ...listing,
    brand: values.brand_name,
    car_model: values.model_name,
    model: values.model_name,
    model_name: values.model_name,
    year: Number(values.year) || listing.year,
    price: Number(values.price) || 0,
    km_driven: Number(values.km_driven) || 0,
    location: { city: values.city_name, area: values.area, state: values.state_name },
    images,
    rejection_reason: null,
  };
  const rows: Array<[string, string]> = [
    [msg('Variant'), values.variant_name],
    [msg('Exterior Condition'), t(conditionLabel(values.exterior_condition))],
    [msg('Interior Condition'), t(conditionLabel(values.interior_condition))],
    [msg('Engine Condition'), t(conditionLabel(values.engine_condition))],
    [msg('Accident History'), t(accidentLabel(values.accident_history))],
    [msg('How soon'), t(urgencyLabel(values.urgency))],
    [msg('State'), values.state_name],
    [msg('Features'), values.features.map((f) => t(f)).join(', ')],
    [msg('Video'), values.video_url],
  ];
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,20rem)_1fr]">
      <SellerListingCard listing={preview} preview />
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700 dark:text-gray-300">{t(label)}</dt>
            <dd className="break-words text-gray-900 dark:text-gray-100">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
