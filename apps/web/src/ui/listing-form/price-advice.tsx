// Price advice beside the price (issue 22, item 2): once brand, model, year and km are known, what
// similar cars are worth (GET /valuation/) and where the typed price falls on the buyers'
// fair-price scale, in the listing page's words ("Buyers will see: Good price"). Advice only: it
// never blocks a price the spec allows.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { priceLabel } from '@gaadi/domain/fair-price-method';
import { formatPrice } from '@gaadi/domain/format';
import { isValidPrice } from '@gaadi/domain/listing-rules';
import type { PriceRatingLabel } from '@gaadi/domain/schemas/trust';
import { PRICE_RATING_ORDER, PRICE_RATING_TEXT } from '@gaadi/domain/trust-text';
import { canValue, valuationQuery, type ValuationAsk } from '@/lib/api/valuation';
import { cn } from '@/lib/cn';
import { msg, t } from '@/lib/i18n/i18n';

const STEP: Record<PriceRatingLabel, { bar: string; text: string }> = {
  great: { bar: 'bg-green-600', text: 'text-green-800 dark:text-green-300' },
  good: { bar: 'bg-lime-500', text: 'text-lime-800 dark:text-lime-300' },
  fair: { bar: 'bg-sky-500', text: 'text-sky-800 dark:text-sky-300' },
  high: { bar: 'bg-amber-500', text: 'text-amber-800 dark:text-amber-300' },
  overpriced: { bar: 'bg-red-600', text: 'text-red-700 dark:text-red-300' },
};

/** In English; shown through t() in the page's language. */
export const PRICE_ADVICE_TEXT = {
  title: msg('Price advice'),
  needCar: msg('Enter the brand, model, year and kilometres driven to see what similar cars sell for.'),
  loading: msg('Checking similar cars…'),
  failed: msg('Price advice is not available right now. You can still set any price.'),
  advisory: msg('Advice only: any price from ₹10,000 to ₹1 crore can be submitted.'),
  noRatingYet: msg('Buyers will see no price rating until 5 cars of this model are listed; against this rough guide your price is:'),
};

/** The form's values a valuation needs, settled for a moment (one request per pause in typing). */
function useAsk(delayMs = 400): ValuationAsk {
  const { control } = useFormContext();
  const [brand, model, year, km, fuel, gearbox, owners, city] = useWatch({
    control,
    name: ['brand_name', 'model_name', 'year', 'km_driven', 'fuel_type', 'transmission', 'owner_number', 'city_name'],
  }) as (string | undefined)[];
  const ask: ValuationAsk = {
    brand: brand ?? '',
    model: model ?? '',
    year: year ?? '',
    km_driven: km ?? '',
    fuel_type: fuel,
    transmission: gearbox,
    owners,
    city,
  };
  const key = JSON.stringify(ask);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return JSON.parse(settled) as ValuationAsk;
}

export function PriceAdvice() {
  const { control } = useFormContext();
  const price = Number(String(useWatch({ control, name: 'price' }) ?? '').replace(/[,\s]/g, ''));
  const ask = useAsk();
  const ready = canValue(ask);
  const { data, isPending, isError } = useQuery({ ...valuationQuery(ask), enabled: ready, retry: false });

  let body;
  if (!ready) body = <p>{t(PRICE_ADVICE_TEXT.needCar)}</p>;
  else if (isError) body = <p>{t(PRICE_ADVICE_TEXT.failed)}</p>;
  else if (isPending || !data) body = <p>{t(PRICE_ADVICE_TEXT.loading)}</p>;
  else if (data.typical === null) body = <p>{data.basis}</p>;
  else {
    const label = price > 0 && isValidPrice(price) ? priceLabel(price, data.typical) : null;
    body = (
      <>
        <p className="text-base font-semibold text-gray-900 dark:text-gray-100">
          {t('Similar cars: {low} – {high}', { low: formatPrice(data.low), high: formatPrice(data.high) })}
          <span className="font-normal text-gray-700 dark:text-gray-300"> {t('(typical {price})', { price: formatPrice(data.typical) })}</span>
        </p>
        <p className="text-gray-700 dark:text-gray-300">{data.basis}</p>
        {label && (
          <div data-testid="buyers-will-see">
            <p className="mt-1">
              {data.scope === 'model' ? t('Buyers will see:') : t(PRICE_ADVICE_TEXT.noRatingYet)}{' '}
              <strong className={cn('font-bold', STEP[label].text)}>{t(PRICE_RATING_TEXT[label])}</strong>
            </p>
            <ol aria-hidden="true" className="mt-2 grid max-w-xs grid-cols-5 gap-1">
              {PRICE_RATING_ORDER.map((l) => (
                <li key={l} className={cn('block rounded-full', STEP[l].bar, l === label ? 'h-2.5' : 'mt-0.5 h-1.5 opacity-40')} />
              ))}
            </ol>
          </div>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="price-advice-title" className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm dark:border-blue-900 dark:bg-blue-950/40">
      <h3 id="price-advice-title" className="font-semibold text-blue-900 dark:text-blue-200">
        {t(PRICE_ADVICE_TEXT.title)}
      </h3>
      <div aria-live="polite" className="mt-1 space-y-1 text-gray-800 dark:text-gray-200">
        {body}
      </div>
      <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
        {t(PRICE_ADVICE_TEXT.advisory)}{' '}
        <a href="/fair-price" target="_blank" rel="noopener" className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300">
          {t('How we rate prices')}
        </a>
      </p>
    </section>
  );
}
