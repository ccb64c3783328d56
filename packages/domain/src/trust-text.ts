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

/**
 * Puts a text in the page's language: the web app's t() on a Hindi page (the texts below are its
 * message ids, issue 25); by default the English text with its values put in.
 */
export type Say = (id: string, values?: Record<string, string | number>) => string;
const english: Say = (id, values) => id.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));

/** "Based on 12 similar cars, expected ₹5,40,000 – ₹6,10,000". */
export function expectedRangeText(rating: { comparables: number; expected_low: number; expected_high: number }, say: Say = english): string {
  const values = { count: rating.comparables, low: formatPrice(rating.expected_low), high: formatPrice(rating.expected_high) };
  return rating.comparables === 1 ? say('Based on 1 similar car, expected {low} – {high}', values) : say('Based on {count} similar cars, expected {low} – {high}', values);
}

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "Usually replies within 2 hours" from the median first reply in minutes. Rounded up, so that
 * "within" stays true of the median: minutes (to the next 5) under an hour, hours under a day, days.
 */
export function responseTimeText(medianMinutes: number, say: Say = english): string {
  const m = Math.max(1, Math.ceil(medianMinutes));
  const days = (count: number) => (count === 1 ? say('1 day') : say('{count} days', { count }));
  let within: string;
  if (m < HOUR) {
    const five = Math.ceil(m / 5) * 5;
    within = five >= HOUR ? say('1 hour') : say('{count} minutes', { count: five });
  } else if (m < DAY) {
    const hours = Math.ceil(m / HOUR);
    within = hours >= 24 ? days(1) : hours === 1 ? say('1 hour') : say('{count} hours', { count: hours });
  } else {
    within = days(Math.ceil(m / DAY));
  }
  return say('Usually replies within {within}', { within });
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

/** Every change after the first price, newest first: "Price dropped ₹25,000 on 12 Nov" (`date` words the day). */
export function priceChangeLines(history: readonly PriceHistoryEntry[], now: Date = new Date(), say: Say = english, date: (iso: string, now: Date) => string = changeDate): PriceChangeLine[] {
  return history
    .filter((h) => h.previous_price !== null && h.previous_price !== h.price)
    .map((h) => {
      const diff = h.previous_price! - h.price;
      const kind = diff > 0 ? ('drop' as const) : ('rise' as const);
      const amount = Math.abs(diff);
      const values = { amount: formatPrice(amount), date: date(h.changed_at, now) };
      return { kind, amount, at: h.changed_at, text: kind === 'drop' ? say('Price dropped {amount} on {date}', values) : say('Price raised {amount} on {date}', values) };
    })
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/**
 * "On the market for 23 days": counted like relativeTime (time-ago.ts), so it never disagrees with
 * "Listed …" beside it: less than a day under 24 hours, then India calendar days.
 */
export function timeOnMarketText(createdAt: string, now: Date = new Date(), say: Say = english): string {
  const { ms, days } = ageOf(createdAt, now);
  if (ms < 86_400_000 || Number.isNaN(ms)) return say('On the market for less than a day');
  return days === 1 ? say('On the market for 1 day') : say('On the market for {count} days', { count: days });
}

/** The five checks an admin records before a listing is marked verified. */
export const VERIFICATION_CHECK_TEXT: Record<VerificationCheck, string> = {
  rc_seen: 'RC seen',
  insurance_valid: 'Insurance valid',
  puc_valid: 'PUC valid',
  chassis_matches: 'Chassis number matches',
  photos_match: 'Photos match the car',
};
