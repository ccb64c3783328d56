// The seller side's relative times (notifications, inquiries, activity): time-ago.ts's one wording
// under a week, then a date in India's time zone. Apart from time-ago.ts so that the public listing
// page does not carry the date formatting.
import { ageOf, relativeTime } from './time-ago.ts';

/** Made on first use (public pages never need them) and kept: a new Intl.DateTimeFormat costs more than formatting. */
let formats: { year: Intl.DateTimeFormat; day: Intl.DateTimeFormat; dayYear: Intl.DateTimeFormat } | undefined;

/** "12 Nov", or "12 Nov 2025" outside the current year, in India's time zone. */
export function indiaDate(then: string | Date, now: Date = new Date()): string {
  const d = new Date(then);
  formats ??= {
    year: new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Asia/Kolkata' }),
    day: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }),
    dayYear: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  };
  return (formats.year.format(d) === formats.year.format(now) ? formats.day : formats.dayYear).format(d);
}

/** Seller-side wording for notifications, inquiries and activity: the same, with a date past a week. */
export function timeAgo(createdAt: string | Date, now: Date = new Date()): string {
  return ageOf(createdAt, now).days >= 7 ? indiaDate(createdAt, now) : relativeTime(createdAt, now);
}
