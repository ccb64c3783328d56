// The four-step sell wizard plus its success step (seller-admin spec section 2).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPrice } from '@gaadi/domain/format';
import type { Brand, City, FeatureCatalogue } from '@gaadi/domain/schemas/catalogue';
import { useLocation, useNavigate } from '@/lib/router';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { ApiError } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { useListingForm } from '@/lib/listing-form/use-listing-form';
import { Card } from '@/ui/card';
import type { ListingFieldsSetup } from '@/ui/listing-fields/listing-fields-context';
import { ListingFormProvider } from '@/ui/listing-form/listing-form-provider';
import { ListingStepForm } from '@/ui/listing-form/listing-step-form';
import { PriceAdvice } from '@/ui/listing-form/price-advice';
import { defaultSellValues, LAST_FORM_STEP, SELL_STEPS, sellSchema, STEP_FIELDS, stepOfField } from './sell-schema';
import { useLeaveGuard, useSellDraft } from './sell-draft';
import { SuccessStep } from './success-step';
import { formFieldOf, submitListing, SUBMIT_MESSAGES } from './submit-listing';
import { usePhotoUploads } from './use-photo-uploads';
import { WizardPhotos } from './wizard-photos';
import { WizardProgress } from './wizard-progress';
import { currentLocale, msg, t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';

// The wizard's own texts for fields the edit form shares.
const FIELD_TEXTS: ListingFieldsSetup['fields'] = {
  price: { hint: (price) => (price ? formatPrice(price) : t('Between ₹10,000 and ₹1 crore')) },
  description: { input: { placeholder: msg('Tell buyers about your car: service history, modifications, reason for selling…') } },
};

export interface SellWizardProps {
  brands: Brand[];
  cities: City[];
  features: FeatureCatalogue;
  maxImages: number;
  user: Parameters<typeof defaultSellValues>[0];
  /** Whose draft this browser keeps (the signed-in user). */
  userId?: string | null;
}

export function SellWizard({ brands, cities, features, maxImages, user, userId }: SellWizardProps) {
  const [step, setStep] = useState(1);
  const [submitting, setSubmitting] = useState(false);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const photos = usePhotoUploads(maxImages);
  const queryClient = useQueryClient();
  const form = useListingForm(sellSchema, defaultSellValues(user));
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const draft = useSellDraft(form, userId, defaultSellValues(user), search, step, setStep, () => navigate(pathname, { replace: true }));
  useLeaveGuard(draft.dirty && step < 5);

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
      draft.discard();
      toast({ title: t(SUBMIT_MESSAGES.successTitle), description: t(SUBMIT_MESSAGES.successDescription), variant: 'success' });
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
      toast({ title: t(SUBMIT_MESSAGES.failedTitle), description: t(SUBMIT_MESSAGES.fallback), variant: 'destructive' });
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
    toast({ title: t(SUBMIT_MESSAGES.failedTitle), description: serverText(e.firstDetail ?? e.message), variant: 'destructive' });
    if (firstStep !== step) goTo(firstStep);
  }

  function sellAnother() {
    draft.discard();
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
    <ListingFormProvider form={form} setup={{ brands, cities, features, fields: FIELD_TEXTS }}>
      <WizardProgress step={step} />
      {draft.restoredAt && (
        <p role="status" className="mb-4 flex flex-wrap items-center gap-2 rounded-lg bg-blue-50 p-3 text-sm text-blue-900 dark:bg-blue-950 dark:text-blue-100">
          {t('Your draft from {when} is restored (photos need adding again).', {
            when: new Date(draft.restoredAt).toLocaleString(currentLocale() === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }),
          })}
          <button type="button" className="font-semibold underline underline-offset-2" onClick={sellAnother}>
            {t('Start over')}
          </button>
        </p>
      )}
      <ListingStepForm
        heading={t('Step {n}: {title}', { n: step, title: t(SELL_STEPS[step - 1]!.title) })}
        level={2}
        blocks={SELL_STEPS[step - 1]!.blocks}
        slots={{ photos: <WizardPhotos photos={photos} maxImages={maxImages} />, priceAdvice: <PriceAdvice />, errors: <GeneralErrors messages={generalErrors} /> }}
        buttons={{
          first: step === 1,
          last: step === LAST_FORM_STEP,
          onPrevious: () => goTo(Math.max(1, step - 1)),
          onNext: () => void next(),
          onSubmit: () => void submit(),
          submitLabel: t('Submit Listing'),
          busyLabel: t('Submitting...'),
          busy: submitting,
          submitDisabled: photos.uploading,
        }}
      />
    </ListingFormProvider>
  );
}

/** Server messages no field shows (contract 6.1's details without an input of their own). */
function GeneralErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul role="alert" className="list-inside list-disc rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {messages.map((m) => (
        <li key={m}>{t(m)}</li>
      ))}
    </ul>
  );
}
