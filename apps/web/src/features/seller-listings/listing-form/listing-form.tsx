// The older three-step listing form (steps 0–2: Car Details, Media Upload, Preview), opened in
// edit mode from /seller/dashboard. Saves through PUT /cars/{id}/ (docs/decisions/003).
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formatPrice } from '@gaadi/domain/format';
import { toast } from '@/lib/toast-store';
import { ApiError } from '@/lib/api/client';
import { updateListing, type SellerListing } from '@/lib/api/seller-listings';
import { brandsQuery, citiesQuery } from '@/lib/api/catalogue';
import { featuresQuery } from '@/lib/api/catalogue-forms';
import { useListingForm } from '@/lib/listing-form/use-listing-form';
import { Button } from '@/ui/button';
import type { ListingFieldsSetup } from '@/ui/listing-fields/listing-fields-context';
import { ListingFormProvider } from '@/ui/listing-form/listing-form-provider';
import { ListingStepForm } from '@/ui/listing-form/listing-step-form';
import { PriceAdvice } from '@/ui/listing-form/price-advice';
import { buildUpdateBody, DETAIL_FIELDS, FORM_STEPS, listingFormSchema, valuesFromListing, type ListingFormValues } from './listing-form-schema';
import { ListingMedia } from './listing-media';
import { PreviewStep } from './preview-step';
import { useListingMedia } from './use-listing-media';
import { t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';

// The price's hint appears once a price is typed; there is no range to announce (section 5).
const FIELD_TEXTS: ListingFieldsSetup['fields'] = {
  price: { hint: (price) => (price && Number(price) > 0 ? formatPrice(price) : undefined) },
};

export interface ListingFormProps {
  listing: SellerListing;
  onBack: () => void;
  onSaved: (car: SellerListing) => void;
}

export function ListingForm({ listing, onBack, onSaved }: ListingFormProps) {
  const [step, setStep] = useState(0);
  const [saving, setSaving] = useState(false);
  const brands = useQuery(brandsQuery);
  const cities = useQuery(citiesQuery);
  const features = useQuery(featuresQuery);
  const schema = useMemo(() => listingFormSchema(), []);
  const form = useListingForm(schema, valuesFromListing(listing));
  const media = useListingMedia(listing.id, listing.images ?? [], listing.video_url ?? '');

  async function next() {
    if (step === 0 && !(await form.trigger(DETAIL_FIELDS, { shouldFocus: true }))) return;
    setStep((s) => Math.min(s + 1, FORM_STEPS.length - 1));
  }

  async function save() {
    if (!(await form.trigger())) {
      setStep(0);
      return;
    }
    setSaving(true);
    try {
      const updated = await updateListing(listing.id, buildUpdateBody(listing, form.getValues()));
      // Any edit sends the listing back to review (contract 6.2).
      onSaved({ ...listing, images: media.images, ...updated, status: 'pending', rejection_reason: null });
      toast({ title: t('Listing Updated'), description: t('Your listing has been updated and is under review'), variant: 'success' });
    } catch (e) {
      if (e instanceof ApiError && e.status !== 0) toast({ title: t('Update Failed'), description: serverText(e.message), variant: 'destructive' });
      else toast({ title: t('Network Error'), description: t('Failed to update listing'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  const values = useWatch({ control: form.control }) as ListingFormValues;

  return (
    <div>
      <Button variant="ghost" onClick={onBack} className="mb-4">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('Back to Dashboard')}
      </Button>
      <h2 className="mb-4 text-2xl font-bold text-gray-900 dark:text-gray-100">{t('Edit Listing')}</h2>
      <ol className="mb-6 flex flex-wrap gap-2" aria-label={t('Progress')}>
        {FORM_STEPS.map(({ title }, i) => (
          <li
            key={title}
            aria-current={i === step ? 'step' : undefined}
            className={
              i === step
                ? 'rounded-full bg-blue-600 px-3 py-1 text-sm font-semibold text-white'
                : 'rounded-full bg-gray-200 px-3 py-1 text-sm text-gray-800 dark:bg-gray-700 dark:text-gray-100'
            }
          >
            {i + 1}. {t(title)}
          </li>
        ))}
      </ol>
      <ListingFormProvider form={form} setup={{ brands: brands.data ?? [], cities: cities.data ?? [], features: features.data ?? {}, fields: FIELD_TEXTS }}>
        <ListingStepForm
          heading={t(FORM_STEPS[step]!.title)}
          level={3}
          blocks={FORM_STEPS[step]!.blocks}
          slots={{ media: <ListingMedia media={media} />, priceAdvice: <PriceAdvice />, preview: <PreviewStep listing={listing} values={values} images={media.images} /> }}
          buttons={{
            first: step === 0,
            last: step === FORM_STEPS.length - 1,
            onPrevious: () => setStep((s) => Math.max(0, s - 1)),
            onNext: () => void next(),
            nextDisabled: media.busy,
            onSubmit: () => void save(),
            submitLabel: t('Update Listing'),
            busyLabel: t('Saving...'),
            busy: saving,
          }}
        />
      </ListingFormProvider>
    </div>
  );
}
