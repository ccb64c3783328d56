// Fair-price rating beside the price (issue 15): the band, a five-step scale and the comparables
// it rests on. Static text: hydrated when near the viewport (trust-parts.ts); the link works before.
import type { PriceRating as Rating } from '@gaadi/domain/schemas/trust';
import { expectedRangeText, PRICE_RATING_ORDER, PRICE_RATING_TEXT } from '@gaadi/domain/trust-text';
import type { PublicCar } from '@/lib/api/cars';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';
import { msg, t } from '@/lib/i18n/i18n';

const STEP = {
  great: { bar: 'bg-green-600', text: 'text-green-800 dark:text-green-300' },
  good: { bar: 'bg-lime-500', text: 'text-lime-800 dark:text-lime-300' },
  fair: { bar: 'bg-sky-500', text: 'text-sky-800 dark:text-sky-300' },
  high: { bar: 'bg-amber-500', text: 'text-amber-800 dark:text-amber-300' },
  overpriced: { bar: 'bg-red-600', text: 'text-red-700 dark:text-red-300' },
} as const;

const SHORT = { great: msg('Great'), good: msg('Good'), fair: msg('Fair'), high: msg('High'), overpriced: msg('Over') } as const;

export function PriceRatingView({ rating }: { rating: Rating }) {
  const current = PRICE_RATING_ORDER.indexOf(rating.label);
  return (
    <section id="trust-rating" aria-labelledby="price-rating-label" className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      <p id="price-rating-label" className={cn('text-lg font-bold', STEP[rating.label].text)}>
        {t(PRICE_RATING_TEXT[rating.label])}
      </p>
      {/* The words above and below say it all; the scale is the picture of it. */}
      <ol aria-hidden="true" className="mt-2 grid grid-cols-5 gap-1">
        {PRICE_RATING_ORDER.map((label, i) => (
          <li key={label} className="text-center">
            <span className={cn('block rounded-full', STEP[label].bar, i === current ? 'h-2.5' : 'mt-0.5 h-1.5 opacity-40')} />
            <span className={cn('mt-1 block text-[11px] leading-tight', i === current ? 'font-bold text-gray-900 dark:text-white' : 'text-gray-600 dark:text-gray-400')}>
              {t(SHORT[label])}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{expectedRangeText(rating, t)}</p>
      <Link to="/fair-price" className="mt-1 inline-block text-sm font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300">
        {t('How we rate prices')}
      </Link>
    </section>
  );
}

/** Nothing without a rating (too few comparables). */
export default function PriceRating({ car }: { car: PublicCar }) {
  return car.price_rating ? <PriceRatingView rating={car.price_rating} /> : null;
}
