// /seller/dealer-profile (issue 22): a seller becomes a dealer or edits their dealer profile:
// business name, GSTIN (checked as typed, the server checks again), address, city from the
// catalogue, opening hours and a logo; with a link to the public page once it exists.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isValidGstin, normalizeGstin } from '@gaadi/domain/gstin';
import type { OwnDealer } from '@gaadi/domain/schemas/dealers';
import { GATE_MESSAGES, useAuthGate } from '@/lib/auth-gate';
import { citiesQuery } from '@/lib/api/catalogue';
import { ApiError } from '@/lib/api/client';
import { ownDealerQuery, saveOwnDealer, uploadDealerLogo } from '@/lib/api/dealers';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast-store';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { FileInput } from '@/ui/file-input';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { Textarea } from '@/ui/textarea';
import { t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';
import { withPageMessages } from '@/lib/i18n/page-messages';

type Values = { business_name: string; gstin: string; address: string; city: string; opening_hours: string };
type Errors = Partial<Record<keyof Values | 'logo', string>>;

const EMPTY: Values = { business_name: '', gstin: '', address: '', city: '', opening_hours: '' };
const valuesOf = (d: OwnDealer | null): Values =>
  d ? { business_name: d.business_name, gstin: d.gstin, address: d.address, city: d.city, opening_hours: d.opening_hours } : EMPTY;

/** What the browser can tell before sending (the same rules the server applies). */
function check(v: Values): Errors {
  const e: Errors = {};
  if (v.business_name.trim().length < 2) e.business_name = t('Enter your business name (2 to 100 characters)');
  if (!isValidGstin(normalizeGstin(v.gstin))) e.gstin = t('Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV');
  if (v.address.trim().length < 5) e.address = t('Enter your business address (5 to 300 characters)');
  if (!v.city) e.city = t('Choose your city from the list');
  return e;
}

function ProfileForm({ dealer }: { dealer: OwnDealer | null }) {
  const qc = useQueryClient();
  const cities = useQuery(citiesQuery).data ?? [];
  const [values, setValues] = useState<Values>(() => valuesOf(dealer));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { dealer: saved, message } = await saveOwnDealer({ ...values, gstin: normalizeGstin(values.gstin) });
      qc.setQueryData(ownDealerQuery.queryKey, saved);
      // The API's texts are the domain's (DEALER_MESSAGES): the Hindi catalogue has them by their English text.
      toast({ title: t(message), variant: 'success' });
    } catch (err) {
      if (err instanceof ApiError && err.details) setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, m]) => [k, t(m)])) as Errors);
      toast({ title: err instanceof Error ? serverText(err.message) : t('Could not save'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function onLogo(files: File[]) {
    const file = files[0];
    if (!file) return;
    setUploading(true);
    try {
      const logo_url = await uploadDealerLogo(file);
      qc.setQueryData(ownDealerQuery.queryKey, (d: OwnDealer | null | undefined) => (d ? { ...d, logo_url } : d));
      setErrors((x) => ({ ...x, logo: undefined }));
      toast({ title: t('Logo updated'), variant: 'success' });
    } catch (err) {
      setErrors((x) => ({ ...x, logo: err instanceof Error ? serverText(err.message) : t('Upload failed') }));
    } finally {
      setUploading(false);
    }
  }

  const cityOptions = cities.map((c) => ({ value: c.name, label: c.name }));
  if (values.city && !cityOptions.some((o) => o.value === values.city)) cityOptions.unshift({ value: values.city, label: values.city });

  return (
    <div className="space-y-6">
      {dealer && (
        <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-6">
          {dealer.logo_url ? (
            <img src={dealer.logo_url} alt={t('Your logo')} width={80} height={80} className="h-20 w-20 rounded-lg border border-gray-200 bg-white object-contain dark:border-gray-700" />
          ) : (
            <div aria-hidden="true" className="flex h-20 w-20 items-center justify-center rounded-lg bg-blue-100 text-2xl font-bold text-blue-800 dark:bg-blue-900 dark:text-blue-100">
              {dealer.business_name.slice(0, 1).toUpperCase()}
            </div>
          )}
          <div className="min-w-0 flex-1 space-y-2">
            <p className="text-gray-700 dark:text-gray-300">
              {dealer.approved_cars === 1 ? t('Your public page shows 1 approved car.') : t('Your public page shows {count} approved cars.', { count: dealer.approved_cars })}
            </p>
            <Link to={dealer.path} className={buttonClasses('outline', 'sm')}>
              {t('View your dealer page')}
            </Link>
          </div>
          <div>
            <label htmlFor="dealer-logo" className="mb-1 block text-sm font-medium">
              {t('Logo (JPEG, PNG or WebP, up to 5 MB)')}
            </label>
            <FileInput id="dealer-logo" accept="image/jpeg,image/png,image/webp" onFiles={(f) => void onLogo(f)} disabled={uploading} aria-describedby={errors.logo ? 'dealer-logo-error' : undefined} />
            {errors.logo && (
              <p id="dealer-logo-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
                {errors.logo}
              </p>
            )}
          </div>
        </Card>
      )}
      <Card className="p-4 sm:p-6">
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
          <Input label={t('Business name')} value={values.business_name} onChange={set('business_name')} error={errors.business_name} required maxLength={100} autoComplete="organization" />
          <Input label={t('GSTIN')} value={values.gstin} onChange={set('gstin')} error={errors.gstin} required maxLength={20} hint={t('15 characters, e.g. 27AAPFU0939F1ZV')} autoCapitalize="characters" />
          <Textarea label={t('Address')} value={values.address} onChange={set('address')} error={errors.address} required maxLength={300} rows={3} containerClassName="sm:col-span-2" />
          <Select label={t('City')} value={values.city} onChange={set('city')} error={errors.city} required placeholder={t('Choose a city')} options={cityOptions} />
          <Textarea label={t('Opening hours')} value={values.opening_hours} onChange={set('opening_hours')} error={errors.opening_hours} maxLength={300} rows={2} hint={t('For example: Mon–Sat 10:00–19:00')} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {busy ? t('Saving…') : dealer ? t('Save dealer profile') : t('Become a dealer')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

function DealerProfilePage() {
  const allowed = useAuthGate(GATE_MESSAGES.dashboard);
  const { data, isPending, error } = useQuery({ ...ownDealerQuery, enabled: allowed });
  useDocumentMeta(t('Dealer profile'));
  if (!allowed) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('Dealer profile')}</h1>
      <p className="mt-1 text-gray-700 dark:text-gray-300">
        {data ? t('Your business as buyers see it on your cars and your dealer page.') : t('Sell as a business: your cars name your dealership and link to your own page.')}
      </p>
      <div className="mt-6">
        {isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : error ? (
          <p role="alert">{t('Could not load your dealer profile. Please try again.')}</p>
        ) : (
          <ProfileForm key={data?.slug ?? 'new'} dealer={data ?? null} />
        )}
      </div>
    </div>
  );
}

// The page's Hindi (its own chunk, loaded with the page on /hi; decision 040).
// The upload refusals of the logo are the photos' (hi-sell.ts holds their Hindi patterns).
export default withPageMessages(DealerProfilePage, () => import('@/lib/i18n/hi-dealer'), () => import('@/lib/i18n/hi-sell'));
