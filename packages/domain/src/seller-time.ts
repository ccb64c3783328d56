// The seller side's relative times (notifications, inquiries, activity): time-ago.ts's one wording
// under a week, then a date in India's time zone. Apart from time-ago.ts so that the public listing
// page does not carry the date formatting.
import { ageOf, relativeTime } from './time-ago.ts';

/** "12 Nov", or "12 Nov 2025" outside the current year, in India's time zone (formatters made on use: public pages never need them). */
export function indiaDate(then: string | Date, now: Date = new Date()): string {
  const d = new Date(then);
  const year = (x: Date) => new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(x);
  const sameYear = year(d) === year(now);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'Asia/Kolkata' }).format(d);
}

/** Seller-side wording for notifications, inquiries and activity: the same, with a date past a week. */
export function timeAgo(createdAt: string | Date, now: Date = new Date()): string {
  return ageOf(createdAt, now).days >= 7 ? indiaDate(createdAt, now) : relativeTime(createdAt, now);
}
