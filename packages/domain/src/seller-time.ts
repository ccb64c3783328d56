// The seller side's relative times (notifications, inquiries, activity): time-ago.ts's one wording
// under a week, then a date in India's time zone. Apart from time-ago.ts so that the public listing
// page does not carry the date formatting.
import { ageOf, relativeTime } from './time-ago.ts';

/** Made on first use (public pages never need them) and kept, per language: a new Intl.DateTimeFormat costs more than formatting. */
const formats = new Map<string, { year: Intl.DateTimeFormat; day: Intl.DateTimeFormat; dayYear: Intl.DateTimeFormat }>();

/**
 * "12 Nov", or "12 Nov 2025" outside the current year (always with `withYear`), in India's time
 * zone; in Hindi with `locale: 'hi-IN'` ("12 नव॰").
 */
export function indiaDate(then: string | Date, now: Date = new Date(), { locale = 'en-GB', withYear = false } = {}): string {
  const d = new Date(then);
  let f = formats.get(locale);
  if (!f) {
    const zone = { timeZone: 'Asia/Kolkata' } as const;
    f = {
      year: new Intl.DateTimeFormat(locale, { year: 'numeric', ...zone }),
      day: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...zone }),
      dayYear: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', ...zone }),
    };
    formats.set(locale, f);
  }
  return (!withYear && f.year.format(d) === f.year.format(now) ? f.day : f.dayYear).format(d);
}

/** Seller-side wording for notifications, inquiries and activity: the same, with a date past a week. */
export function timeAgo(createdAt: string | Date, now: Date = new Date()): string {
  return ageOf(createdAt, now).days >= 7 ? indiaDate(createdAt, now) : relativeTime(createdAt, now);
}
