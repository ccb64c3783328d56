// Relative times (issue 25): one wording everywhere a time is shown. Under a day it counts minutes
// and hours; from a day on it counts calendar days in India's time zone, so that a car listed at
// 23:50 and seen at 00:10 is "20 minutes ago", never "Yesterday", and the server and every browser
// agree whatever their own time zone.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const INDIA_OFFSET = 5.5 * HOUR; // Asia/Kolkata has no daylight saving.
const indiaDay = (t: number) => Math.floor((t + INDIA_OFFSET) / DAY);
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** What relativeTime and timeOnMarketText both count from: elapsed time and India calendar days. */
export interface Age {
  /** Milliseconds between the two times (absolute: a time a little ahead of the clock counts alike). */
  ms: number;
  /** Calendar days in India between the two, at least 1 once a full day has passed. */
  days: number;
}

export function ageOf(then: string | Date, now: Date = new Date()): Age {
  const t = new Date(then).getTime();
  const n = now.getTime();
  const ms = Math.abs(n - t);
  const calendar = Math.abs(indiaDay(n) - indiaDay(t));
  return { ms, days: ms < DAY ? 0 : Math.max(1, calendar) };
}

/**
 * The one relative-time wording: "Just now" under a minute, "N minutes ago" under an hour, "N hours
 * ago" under a day, then India calendar days: "Yesterday", "N days ago" under 7. Past a week the
 * public side goes on with weeks (under 30 days), months (under 365) and years; the seller side
 * (timeAgo, seller-time.ts) shows the date instead.
 */
export function relativeTime(then: string | Date, now: Date = new Date()): string {
  const { ms, days } = ageOf(then, now);
  if (Number.isNaN(ms)) return 'Invalid Date';
  if (ms < MINUTE) return 'Just now';
  if (days === 1) return 'Yesterday';
  const [n, unit] = relativeAmount(then, now);
  return `${plural(n, unit)} ago`;
}

export type TimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * The one wording's amount and unit, for Intl.RelativeTimeFormat in another language (issue 25):
 * [0, 'second'] under a minute ("Just now"), [1, 'day'] for "Yesterday", [5, 'minute'], [2, 'week']…
 */
export function relativeAmount(then: string | Date, now: Date = new Date()): [number, TimeUnit] {
  const { ms, days } = ageOf(then, now);
  if (ms < MINUTE) return [0, 'second'];
  const [n, unit]: [number, TimeUnit] = ms < HOUR ? [ms / MINUTE, 'minute'] : ms < DAY ? [ms / HOUR, 'hour'] : days < 7 ? [days, 'day'] : days < 30 ? [days / 7, 'week'] : days < 365 ? [days / 30, 'month'] : [days / 365, 'year'];
  return [Math.floor(n), unit];
}

/** Public "Listed …" (listing page): the one wording, in a sentence ("Listed 5 minutes ago", "Listed yesterday"). */
export function listedAgo(createdAt: string | Date, now: Date = new Date()): string {
  return relativeTime(createdAt, now).replace(/^(J|Y)/, (c) => c.toLowerCase());
}

/** Admin "Submitted": "Aug 30, 2025, 03:45 PM". */
export function submittedAt(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Seller card "Created: Aug 30, 2025". */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
