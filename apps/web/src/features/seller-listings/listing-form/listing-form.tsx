// The older three-step listing form (steps 0–2: Car Details, Media Upload, Preview), opened in
// edit mode from /seller/dashboard. Saves through PUT /cars/{id}/ (docs/decisions/003).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast-store';
import { ApiError } from '@/lib/api/client';
import { updateListing } from '@/lib/api/seller-listings';
import { brandsQuery, citiesQuery } from '@/lib/api/catalogue';
import { featuresQuery } from '@/lib/api/catalogue-forms';
import { useRevalidateOnChange } from '@/lib/use-revalidate-on-change';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { StepButtons } from '@/ui/step-buttons';
import type { SellerListing } from '@/lib/api/seller-listings';
import { DetailsStep } from './details-step';
import { buildUpdateBody, DETAIL_FIELDS, FORM_STEPS, listingFormSchema, valuesFromListing, type ListingFormValues } from './listing-form-schema';
import { MediaStep } from './media-step';
import { PreviewStep } from './preview-step';
import { useListingMedia } from './use-listing-media';

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
  const form = useForm<ListingFormValues>({ resolver: zodResolver(schema), defaultValues: valuesFromListing(listing) });
  useRevalidateOnChange(form);
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
      toast({ title: 'Listing Updated', description: 'Your listing has been updated and is under review', variant: 'success' });
    } catch (e) {
      if (e instanceof ApiError && e.status !== 0) toast({ title: 'Update Failed', description: e.message, variant: 'destructive' });
      else toast({ title: 'Network Error', description: 'Failed to update listing', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  const values = form.watch();

  return (
    <div>
      <Button variant="ghost" onClick={onBack} className="mb-4">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Dashboard
      </Button>
      <h2 className="mb-4 text-2xl font-bold text-gray-900 dark:text-gray-100">Edit Listing</h2>
      <ol className="mb-6 flex flex-wrap gap-2" aria-label="Progress">
        {FORM_STEPS.map((title, i) => (
          <li
            key={title}
            aria-current={i === step ? 'step' : undefined}
            className={
              i === step
                ? 'rounded-full bg-blue-600 px-3 py-1 text-sm font-semibold text-white'
                : 'rounded-full bg-gray-200 px-3 py-1 text-sm text-gray-800 dark:bg-gray-700 dark:text-gray-100'
            }
          >
            {i + 1}. {title}
          </li>
        ))}
      </ol>
      <FormProvider {...form}>
        <Card className="p-4 sm:p-6">
          <form noValidate onSubmit={(e) => e.preventDefault()} aria-label={FORM_STEPS[step]}>
            <h3 className="mb-4 text-lg font-semibold text-gray-900 dark:text-gray-100">{FORM_STEPS[step]}</h3>
            {step === 0 && (
              <DetailsStep
                brands={brands.data ?? []}
                cities={cities.data ?? []}
                features={features.data ?? {}}
                initialYear={listing.year ? String(listing.year) : ''}
              />
            )}
            {step === 1 && <MediaStep media={media} />}
            {step === 2 && <PreviewStep listing={listing} values={values} images={media.images} />}
            <StepButtons
              first={step === 0}
              last={step === FORM_STEPS.length - 1}
              onPrevious={() => setStep((s) => Math.max(0, s - 1))}
              onNext={() => void next()}
              nextDisabled={media.busy}
              onSubmit={() => void save()}
              submitLabel="Update Listing"
              busyLabel="Saving..."
              busy={saving}
            />
          </form>
        </Card>
      </FormProvider>
    </div>
  );
}
