// /car-valuation (issue 22, decision 031): "What's my car worth". A plain GET form (it works before
// the script loads, and every answer has its own address), the answer server-rendered from
// GET /valuation/: the range, how many cars it rests on, what moved it, a few of those cars, and
// "Sell this car" into the wizard with the answers filled in.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { OWNER_NUMBERS } from '@gaadi/domain/constants';
import { formatKm, formatPrice } from '@gaadi/domain/format';
import { FUEL_LABELS, FUEL_TYPES, TRANSMISSION_LABELS, TRANSMISSIONS } from '@gaadi/domain/public-constants';
import { citiesQuery } from '@/lib/api/catalogue';
import { canValue, sellPathOf, VALUATION_KEYS, valuationBrandsQuery, valuationParams, valuationAskOf, valuationQuery, type Valuation, type ValuationAsk } from '@/lib/api/valuation';
import { cn } from '@/lib/cn';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { buttonClasses } from '@/ui/button';
import { msg, t } from '@/lib/i18n/i18n';

export const VALUATION_TITLE = msg("What's my car worth?");
export const VALUATION_DESCRIPTION = msg(
  'A free, indicative price range for your used car from similar cars listed on our site, adjusted for kilometres, owners, year, fuel and gearbox. No sign-in needed.',
);

const YEARS = Array.from({ length: 30 }, (_, i) => new Date().getFullYear() - i);
const label = 'block text-sm font-medium text-gray-800 dark:text-gray-200';
const control =
  'mt-1 block h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-500 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100';

export default function ValuationPage() {
  useDocumentMeta(t(VALUATION_TITLE), t(VALUATION_DESCRIPTION));
  // The intro's link sits inside its sentence, wherever the language puts it.
  const [beforeLink, afterLink] = t('A free price range from similar cars listed with us, adjusted to your car by our {link}. No sign-in needed.').split('{link}');
  const [params] = useSearchParams();
  const asked = valuationAskOf(params);
  const ready = canValue(asked);
  const result = useQuery({ ...valuationQuery(asked), enabled: ready, retry: false });
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-gray-900 dark:text-white">{t(VALUATION_TITLE)}</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">
        {beforeLink}
        <Link to="/fair-price" className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300">
          {t('published fair-price method')}
        </Link>
        {afterLink}
      </p>
      <ValuationForm key={params.toString()} initial={asked} />
      {ready && (
        <div className="mt-8" aria-live="polite">
          {result.data ? (
            <ValuationResult v={result.data} asked={asked} />
          ) : result.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
              {result.error instanceof Error ? result.error.message : t('Could not value this car. Please check the answers and try again.')}
            </p>
          ) : (
            <p>{t('Checking similar cars…')}</p>
          )}
        </div>
      )}
    </div>
  );
}

function ValuationForm({ initial }: { initial: ValuationAsk }) {
  const navigate = useNavigate();
  const brands = useQuery(valuationBrandsQuery).data ?? [];
  const cities = useQuery(citiesQuery).data ?? [];
  const [brand, setBrand] = useState(initial.brand);
  const models = brands.find((b) => b.name.toLowerCase() === brand.toLowerCase())?.models ?? (initial.model ? [initial.model] : []);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const ask = Object.fromEntries(VALUATION_KEYS.map((k) => [k, String(data.get(k) ?? '')])) as unknown as ValuationAsk;
    navigate(`/car-valuation?${valuationParams(ask)}`);
  }

  return (
    <form method="get" action="/car-valuation" onSubmit={submit} className="mt-6 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-700 dark:bg-gray-800">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <label className={label}>
          {t('Brand')}
          <select name="brand" required className={control} value={brand} onChange={(e) => setBrand(e.target.value)}>
            <option value="">{t('Select brand')}</option>
            {(brands.length ? brands.map((b) => b.name) : initial.brand ? [initial.brand] : []).map((b) => (
              <option key={b}>{b}</option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('Model')}
          <select name="model" required className={control} defaultValue={initial.model} key={brand}>
            <option value="">{brand ? t('Select model') : t('Select a brand first')}</option>
            {models.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('Year')}
          <select name="year" required className={control} defaultValue={initial.year}>
            <option value="">{t('Select year')}</option>
            {YEARS.map((y) => (
              <option key={y}>{y}</option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('Kilometres driven')}
          <input name="km_driven" required inputMode="numeric" pattern="[0-9,]*" placeholder={t('e.g. {km}', { km: '42000' })} className={control} defaultValue={initial.km_driven} />
        </label>
        <label className={label}>
          {t('Fuel')}
          <select name="fuel_type" required className={control} defaultValue={initial.fuel_type}>
            <option value="">{t('Select fuel')}</option>
            {FUEL_TYPES.map((f) => (
              <option key={f} value={f}>
                {t(FUEL_LABELS[f])}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('Transmission')}
          <select name="transmission" required className={control} defaultValue={initial.transmission}>
            <option value="">{t('Select transmission')}</option>
            {TRANSMISSIONS.map((gear) => (
              <option key={gear} value={gear}>
                {t(TRANSMISSION_LABELS[gear])}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('Owners')}
          <select name="owners" required className={control} defaultValue={initial.owners || '1st'}>
            {OWNER_NUMBERS.map((o) => (
              <option key={o} value={o}>
                {t(`${o} owner`)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('City')}
          <select name="city" className={control} defaultValue={initial.city}>
            <option value="">{t('Any city')}</option>
            {(cities.length ? cities.map((c) => c.name) : initial.city ? [initial.city] : []).map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
      </div>
      <button type="submit" className={buttonClasses('primary', 'lg', 'mt-6 w-full sm:w-auto')}>
        {t("Get my car's value")}
      </button>
    </form>
  );
}

const FACTOR_NAMES: Record<Valuation['factors'][number]['factor'], string> = {
  km: msg('Kilometres'),
  age: msg('Year'),
  owners: msg('Owners'),
  fuel: msg('Fuel'),
  transmission: msg('Gearbox'),
};

function ValuationResult({ v, asked }: { v: Valuation; asked: ValuationAsk }) {
  const name = `${v.car.year} ${v.car.brand} ${v.car.model}`;
  const sell = sellPathOf(asked);
  return (
    <section aria-labelledby="valuation-result" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-700 dark:bg-gray-800">
      <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
        {t('Indicative')}
      </p>
      <h2 id="valuation-result" className="mt-3 text-xl font-semibold text-gray-900 dark:text-white">
        {name}, {formatKm(v.car.km_driven)}
      </h2>
      {v.typical === null ? (
        <p className="mt-3 rounded-lg bg-gray-100 p-3 text-gray-800 dark:bg-gray-900 dark:text-gray-200">{v.basis}</p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
            {(
              [
                [msg('Low'), v.low],
                [msg('Typical'), v.typical],
                [msg('High'), v.high],
              ] as const
            ).map(([k, amount]) => (
              <div key={k} className={cn('rounded-lg p-2 sm:p-3', k === 'Typical' ? 'bg-blue-700 text-white' : 'bg-gray-100 text-gray-900 dark:bg-gray-900 dark:text-gray-100')}>
                <dt className={cn('text-xs sm:text-sm', k === 'Typical' ? 'text-blue-100' : 'text-gray-600 dark:text-gray-400')}>{t(k)}</dt>
                <dd className="text-base font-bold sm:text-2xl">{formatPrice(amount)}</dd>
              </div>
            ))}
          </dl>
          <p className={cn('mt-3 text-sm', v.widened ? 'rounded-lg bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/50 dark:text-amber-100' : 'text-gray-700 dark:text-gray-300')}>
            {v.basis}
          </p>
          <h3 className="mt-6 font-semibold text-gray-900 dark:text-white">{t('What moved the figure')}</h3>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {t('The compared cars average {price} as listed; each is adjusted to your car:', { price: formatPrice(v.comparables_average) })}
          </p>
          <ul className="mt-2 divide-y divide-gray-200 text-sm dark:divide-gray-700">
            {v.factors.map((f) => (
              <li key={f.factor} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
                <span className="w-24 shrink-0 font-medium text-gray-900 dark:text-gray-100">{t(FACTOR_NAMES[f.factor])}</span>
                <span className="text-gray-700 dark:text-gray-300">{f.text}</span>
              </li>
            ))}
          </ul>
          {v.examples.length > 0 && (
            <>
              <h3 className="mt-6 font-semibold text-gray-900 dark:text-white">{t('Some of the cars compared')}</h3>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {v.examples.map((e) => (
                  <li key={e.id}>
                    <Link to={e.url} className="block rounded-lg border border-gray-200 p-3 hover:border-blue-500 dark:border-gray-700">
                      <span className="block font-medium text-blue-700 dark:text-blue-300">{e.title}</span>
                      <span className="block text-sm text-gray-700 dark:text-gray-300">
                        {formatPrice(e.price)} · {formatKm(e.km_driven)} · {t(`${e.owner_number} owner`)} · {e.city}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <p className="mt-6 text-xs text-gray-600 dark:text-gray-400">
        {t(
          'Indicative only: an estimate from asking prices of listed cars, not an offer to buy. Condition, service history and accidents are not counted; a buyer will look at them.',
        )}
      </p>
      <Link to={sell} className={buttonClasses('success', 'lg', 'mt-4 w-full sm:w-auto')}>
        {t('Sell this car')}
      </Link>
    </section>
  );
}
