// The listing's price among the public cars like it (issue 22): each comparable price a dot on a
// line from the cheapest to the dearest, the middle marked, this car a larger marker.
import { formatPrice } from '@gaadi/domain/format';
import type { ListingStatistics } from '@gaadi/domain/schemas/listing-statistics';
import { PRICE_RATING_TEXT } from '@gaadi/domain/trust-text';
import { t } from '@/lib/i18n/i18n';

type Price = ListingStatistics['price'];

/** Where a price sits between the ends, 0–100 (the ends padded so that markers stay inside). */
export function positionOf(value: number, lo: number, hi: number): number {
  if (hi <= lo) return 50;
  return 4 + (Math.min(Math.max(value, lo), hi) - lo) / (hi - lo) * 92;
}

export function differenceText(price: Pick<Price, 'difference_percent' | 'typical'>): string | null {
  const d = price.difference_percent;
  if (d === null || price.typical === null) return null;
  if (d === 0) return t('the same as the middle of similar cars');
  return d > 0 ? t('{percent}% above the middle of similar cars', { percent: d }) : t('{percent}% below the middle of similar cars', { percent: -d });
}

export function PriceSpread({ price }: { price: Price }) {
  const prices = price.comparable_prices;
  if (price.typical === null) {
    return (
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('Too few similar cars are on sale to compare your price with ({count} of the same model within two years).', { count: prices.length })}
      </p>
    );
  }
  const lo = Math.min(prices[0]!, price.price);
  const hi = Math.max(prices.at(-1)!, price.price);
  const difference = differenceText(price);
  const among = { price: formatPrice(price.price), count: prices.length, from: formatPrice(prices[0]), to: formatPrice(prices.at(-1)), middle: formatPrice(price.typical) };
  const label = difference
    ? t('Your price {price} among {count} similar cars from {from} to {to}; the middle is {middle}, yours is {difference}.', { ...among, difference })
    : t('Your price {price} among {count} similar cars from {from} to {to}; the middle is {middle}.', among);
  // "Your price <strong>₹5,50,000</strong> is 3% above the middle of similar cars (…)": the words around the price in the page's order.
  const [before, after] = t('Your price {price} is {difference} ({count} of the same model within two years).', { difference: difference ?? '', count: prices.length }).split('{price}');
  const [seeBefore, seeAfter] = t('Buyers see: {rating}.').split('{rating}');
  return (
    <div>
      <div className="relative mt-6 h-10" role="img" aria-label={label}>
        <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded bg-gray-200 dark:bg-gray-700" />
        {prices.map((p, i) => (
          <span key={i} className="absolute top-1/2 h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-gray-400 opacity-70 dark:bg-gray-500" style={{ left: `${positionOf(p, lo, hi)}%` }} />
        ))}
        <span className="absolute top-0 h-10 w-0.5 -translate-x-1/2 bg-gray-700 dark:bg-gray-300" style={{ left: `${positionOf(price.typical, lo, hi)}%` }} />
        <span className="absolute top-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-blue-600 shadow dark:border-gray-900 dark:bg-blue-400" style={{ left: `${positionOf(price.price, lo, hi)}%` }} />
      </div>
      <div className="mt-1 flex justify-between text-xs text-gray-600 dark:text-gray-400" aria-hidden="true">
        <span>{formatPrice(lo)}</span>
        <span>{t('middle {price}', { price: formatPrice(price.typical) })}</span>
        <span>{formatPrice(hi)}</span>
      </div>
      <p className="mt-3 text-sm text-gray-800 dark:text-gray-200">
        {before}
        <strong>{formatPrice(price.price)}</strong>
        {after}
        {price.rating && (
          <>
            {' '}
            {seeBefore}
            <strong>{t(PRICE_RATING_TEXT[price.rating.label])}</strong>
            {seeAfter}
          </>
        )}
      </p>
    </div>
  );
}
