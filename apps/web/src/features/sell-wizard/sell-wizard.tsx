// The four-step sell wizard plus its success step (seller-admin spec section 2).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { Brand, City, FeatureCatalogue } from '@gaadi/domain/schemas/catalogue';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { ApiError } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { useRevalidateOnChange } from '@/lib/use-revalidate-on-change';
import { Card } from '@/ui/card';
import { StepButtons } from '@/ui/step-buttons';
import { defaultSellValues, LAST_FORM_STEP, sellSchema, STEP_FIELDS, STEP_TITLES, stepOfField, type SellValues } from './sell-schema';
import { CarDetailsStep } from './steps/car-details-step';
import { ContactStep } from './steps/contact-step';
import { PhotosStep } from './steps/photos-step';
import { PricingStep } from './steps/pricing-step';
import { SuccessStep } from './steps/success-step';
import { formFieldOf, submitListing, SUBMIT_MESSAGES } from './submit-listing';
import { usePhotoUploads } from './use-photo-uploads';
import { WizardProgress } from './wizard-progress';

export interface SellWizardProps {
  brands: Brand[];
  cities: City[];
  features: FeatureCatalogue;
  maxImages: number;
  user: Parameters<typeof defaultSellValues>[0];
}

export function SellWizard({ brands, cities, features, maxImages, user }: SellWizardProps) {
  const [step, setStep] = useState(1);
  const [submitting, setSubmitting] = useState(false);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const photos = usePhotoUploads(maxImages);
  const queryClient = useQueryClient();
  const form = useForm<SellValues>({ resolver: zodResolver(sellSchema), defaultValues: defaultSellValues(user) });
  useRevalidateOnChange(form);

  const goTo = (next: number) => {
    setStep(next);
    window.scrollTo?.({ top: 0 });
  };

  async function next() {
    if (await form.trigger(STEP_FIELDS[step], { shouldFocus: true })) goTo(step + 1);
  }

  async function submit() {
    if (!(await form.trigger(STEP_FIELDS[LAST_FORM_STEP], { shouldFocus: true }))) return;
    setSubmitting(true);
    setGeneralErrors([]);
    try {
      const values = form.getValues();
      await submitListing(values, photos.images.map((i) => i.id));
      // The server gave an unnamed profile this name (issue 14); the stored user follows, so that
      // "Welcome back" greets the seller by it without a new sign-in.
      const typed = values.sellerName.trim().replace(/\s+/g, ' ');
      if (typed && !session.user?.name?.trim()) session.updateUser({ name: typed.slice(0, 100) });
      toast({ title: SUBMIT_MESSAGES.successTitle, description: SUBMIT_MESSAGES.successDescription, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sellerListings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sellerStats });
      goTo(5);
    } catch (e) {
      showSubmitError(e);
    } finally {
      setSubmitting(false);
    }
  }

  function showSubmitError(e: unknown) {
    if (!(e instanceof ApiError) || e.status === 0) {
      toast({ title: SUBMIT_MESSAGES.failedTitle, description: SUBMIT_MESSAGES.fallback, variant: 'destructive' });
      return;
    }
    const general: string[] = [];
    let firstStep = LAST_FORM_STEP;
    for (const [key, message] of Object.entries(e.fieldErrors)) {
      const field = formFieldOf(key);
      if (field) form.setError(field, { type: 'server', message });
      else general.push(message);
      firstStep = Math.min(firstStep, stepOfField(key));
    }
    setGeneralErrors(general);
    toast({ title: SUBMIT_MESSAGES.failedTitle, description: e.firstDetail ?? e.message, variant: 'destructive' });
    if (firstStep !== step) goTo(firstStep);
  }

  function sellAnother() {
    form.reset(defaultSellValues(user));
    photos.reset();
    setGeneralErrors([]);
    goTo(1);
  }

  if (step === 5) {
    return (
      <Card className="p-4 sm:p-6">
        <SuccessStep onSellAnother={sellAnother} />
      </Card>
    );
  }

  return (
    <FormProvider {...form}>
      <WizardProgress step={step} />
      <Card className="p-4 sm:p-6">
        <form noValidate onSubmit={(e) => e.preventDefault()} aria-labelledby="sell-step-title">
          <h2 id="sell-step-title" className="mb-4 text-xl font-semibold text-gray-900 dark:text-gray-100">
            Step {step}: {STEP_TITLES[step - 1]}
          </h2>
          {step === 1 && <CarDetailsStep brands={brands} features={features} />}
          {step === 2 && <PricingStep />}
          {step === 3 && <ContactStep cities={cities} />}
          {step === 4 && <PhotosStep photos={photos} maxImages={maxImages} generalErrors={generalErrors} />}
          <StepButtons
            first={step === 1}
            last={step === LAST_FORM_STEP}
            onPrevious={() => goTo(Math.max(1, step - 1))}
            onNext={() => void next()}
            onSubmit={() => void submit()}
            submitLabel="Submit Listing"
            busyLabel="Submitting..."
            busy={submitting}
            submitDisabled={photos.uploading}
          />
        </form>
      </Card>
    </FormProvider>
  );
}
