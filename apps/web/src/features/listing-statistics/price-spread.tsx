// The listing's price among the public cars like it (issue 22): each comparable price a dot on a
// line from the cheapest to the dearest, the middle marked, this car a larger marker.
import { formatPrice } from '@gaadi/domain/format';
import type { ListingStatistics } from '@gaadi/domain/schemas/listing-statistics';
import { PRICE_RATING_TEXT } from '@gaadi/domain/trust-text';

type Price = ListingStatistics['price'];

/** Where a price sits between the ends, 0–100 (the ends padded so that markers stay inside). */
export function positionOf(value: number, lo: number, hi: number): number {
  if (hi <= lo) return 50;
  return 4 + (Math.min(Math.max(value, lo), hi) - lo) / (hi - lo) * 92;
}

export function differenceText(price: Pick<Price, 'difference_percent' | 'typical'>): string | null {
  const d = price.difference_percent;
  if (d === null || price.typical === null) return null;
  if (d === 0) return 'the same as the middle of similar cars';
  return `${Math.abs(d)}% ${d > 0 ? 'above' : 'below'} the middle of similar cars`;
}

export function PriceSpread({ price }: { price: Price }) {
  const prices = price.comparable_prices;
  if (price.typical === null) {
    return (
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Too few similar cars are on sale to compare your price with ({prices.length} of the same model within two years).
      </p>
    );
  }
  const lo = Math.min(prices[0]!, price.price);
  const hi = Math.max(prices.at(-1)!, price.price);
  const difference = differenceText(price);
  const label = `Your price ${formatPrice(price.price)} among ${prices.length} similar cars from ${formatPrice(prices[0])} to ${formatPrice(prices.at(-1))}; the middle is ${formatPrice(price.typical)}${difference ? `, yours is ${difference}` : ''}.`;
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
        <span>middle {formatPrice(price.typical)}</span>
        <span>{formatPrice(hi)}</span>
      </div>
      <p className="mt-3 text-sm text-gray-800 dark:text-gray-200">
        Your price <strong>{formatPrice(price.price)}</strong> is {difference} ({prices.length} of the same model within two years).
        {price.rating && (
          <>
            {' '}
            Buyers see: <strong>{PRICE_RATING_TEXT[price.rating.label]}</strong>.
          </>
        )}
      </p>
    </div>
  );
}
