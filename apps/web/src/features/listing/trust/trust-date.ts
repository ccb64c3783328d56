// The day of a price change or a check in the page's language, in India's time zone: "12 Nov" on an
// English page (the domain's changeDate), "12 नव॰" on a Hindi one (Intl hi-IN); the year only
// outside the current one.
import { changeDate } from '@gaadi/domain/trust-text';
import { currentLocale } from '@/lib/i18n/i18n';

const year = (d: Date) => new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(d);

export function trustDate(iso: string, now: Date = new Date(), withYear = false): string {
  if (currentLocale() !== 'hi' && !withYear) return changeDate(iso, now);
  const d = new Date(iso);
  const locale = currentLocale() === 'hi' ? 'hi-IN' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...(withYear || year(d) !== year(now) ? { year: 'numeric' } : {}), timeZone: 'Asia/Kolkata' }).format(d);
}
