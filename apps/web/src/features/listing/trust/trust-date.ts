// The day of a price change or a check in the page's language, in India's time zone: "12 Nov" on an
// English page (the domain's changeDate), "12 नव॰" on a Hindi one (Intl hi-IN, the domain's
// indiaDate and its kept formatters); the year only outside the current one.
import { indiaDate } from '@gaadi/domain/seller-time';
import { changeDate } from '@gaadi/domain/trust-text';
import { currentLocale } from '@/lib/i18n/i18n';

export function trustDate(iso: string, now: Date = new Date(), withYear = false): string {
  if (currentLocale() !== 'hi' && !withYear) return changeDate(iso, now);
  return indiaDate(iso, now, { locale: currentLocale() === 'hi' ? 'hi-IN' : 'en-GB', withYear });
}
