// "Listed 5 minutes ago" (the one wording, domain time-ago.ts); on a Hindi page the same amount
// through Intl ("5 मिनट पहले लिस्ट हुई", "कल लिस्ट हुई"), so no Hindi table of units is shipped.
import { listedAgo, relativeAmount } from '@gaadi/domain/time-ago';
import { currentLocale, t } from '@/lib/i18n/i18n';

export function listedText(createdAt: string | Date, now: Date = new Date()): string {
  if (currentLocale() === 'en') return `Listed ${listedAgo(createdAt, now)}`;
  const [n, unit] = relativeAmount(createdAt, now);
  if (!n) return t('Listed just now'); // Intl's Hindi "now" is अब; a listing is listed अभी-अभी
  return t('Listed {ago}', { ago: new Intl.RelativeTimeFormat('hi-IN', { numeric: 'auto' }).format(-n, unit) });
}
