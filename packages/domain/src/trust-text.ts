// Wording of issue 15's trust panel on the listing page: the fair-price label, price changes, time
// on the market and how fast a seller replies. Zod-free (the listing page imports it).
import { formatPrice } from './format.ts';
import { indiaDate } from './seller-time.ts';
import { ageOf } from './time-ago.ts';
import type { PriceHistoryEntry, PriceRatingLabel, VerificationCheck } from './schemas/trust.ts';

/** The bands best for the buyer first (PRICE_RATING_LABELS without importing zod). */
export const PRICE_RATING_ORDER: readonly PriceRatingLabel[] = ['great', 'good', 'fair', 'high', 'overpriced'];

export const PRICE_RATING_TEXT: Record<PriceRatingLabel, string> = {
  great: 'Great price',
  good: 'Good price',
  fair: 'Fair price',
  high: 'High price',
  overpriced: 'Overpriced',
};

/** "Based on 12 similar cars, expected ₹5,40,000 – ₹6,10,000". */
export function expectedRangeText(rating: { comparables: number; expected_low: number; expected_high: number }): string {
  const cars = `${rating.comparables} similar ${rating.comparables === 1 ? 'car' : 'cars'}`;
  return `Based on ${cars}, expected ${formatPrice(rating.expected_low)} – ${formatPrice(rating.expected_high)}`;
}

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * "Usually replies within 2 hours" from the median first reply in minutes. Rounded up, so that
 * "within" stays true of the median: minutes (to the next 5) under an hour, hours under a day, days.
 */
export function responseTimeText(medianMinutes: number): string {
  const m = Math.max(1, Math.ceil(medianMinutes));
  let within: string;
  if (m < HOUR) {
    const five = Math.ceil(m / 5) * 5;
    within = five >= HOUR ? '1 hour' : unit(five, 'minute');
  } else if (m < DAY) {
    const hours = Math.ceil(m / HOUR);
    within = hours >= 24 ? '1 day' : unit(hours, 'hour');
  } else {
    within = unit(Math.ceil(m / DAY), 'day');
  }
  return `Usually replies within ${within}`;
}

/** "12 Nov", or "12 Nov 2025" outside the current year, in India's time zone (the server and the browser print the same day). */
export function changeDate(iso: string, now: Date = new Date()): string {
  return indiaDate(iso, now);
}

export interface PriceChangeLine {
  kind: 'drop' | 'rise';
  amount: number;
  at: string;
  text: string;
}

/** Every change after the first price, newest first: "Price dropped ₹25,000 on 12 Nov". */
export function priceChangeLines(history: readonly PriceHistoryEntry[], now: Date = new Date()): PriceChangeLine[] {
  return history
    .filter((h) => h.previous_price !== null && h.previous_price !== h.price)
    .map((h) => {
      const diff = h.previous_price! - h.price;
      const kind = diff > 0 ? ('drop' as const) : ('rise' as const);
      const amount = Math.abs(diff);
      return { kind, amount, at: h.changed_at, text: `Price ${kind === 'drop' ? 'dropped' : 'raised'} ${formatPrice(amount)} on ${changeDate(h.changed_at, now)}` };
    })
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/**
 * "On the market for 23 days": counted like relativeTime (time-ago.ts), so it never disagrees with
 * "Listed …" beside it: less than a day under 24 hours, then India calendar days.
 */
export function timeOnMarketText(createdAt: string, now: Date = new Date()): string {
  const { ms, days } = ageOf(createdAt, now);
  return ms < 86_400_000 || Number.isNaN(ms) ? 'On the market for less than a day' : `On the market for ${unit(days, 'day')}`;
}

/** The five checks an admin records before a listing is marked verified. */
export const VERIFICATION_CHECK_TEXT: Record<VerificationCheck, string> = {
  rc_seen: 'RC seen',
  insurance_valid: 'Insurance valid',
  puc_valid: 'PUC valid',
  chassis_matches: 'Chassis number matches',
  photos_match: 'Photos match the car',
};
