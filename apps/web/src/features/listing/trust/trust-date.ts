// The day of a price change or a check in the page's language, in India's time zone: "12 Nov" on an
// English page (the domain's changeDate), "12 नव॰" on a Hindi one (Intl hi-IN); the year only
// outside the current one. Formatters are made once (a new Intl.DateTimeFormat costs more than
// the formatting).
import { changeDate } from '@gaadi/domain/trust-text';
import { currentLocale } from '@/lib/i18n/i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (locale: string, withYear: boolean) => {
  const key = `${locale} ${withYear}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'Asia/Kolkata' })));
  return f;
};
const year = (d: Date) => formatter('en-GB', true).formatToParts(d).find((p) => p.type === 'year')?.value;

export function trustDate(iso: string, now: Date = new Date(), withYear = false): string {
  if (currentLocale() !== 'hi' && !withYear) return changeDate(iso, now);
  const d = new Date(iso);
  return formatter(currentLocale() === 'hi' ? 'hi-IN' : 'en-GB', withYear || year(d) !== year(now)).format(d);
}
