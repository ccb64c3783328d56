// The seller side's relative times (notifications, inquiries) in the page's language: English as
// the domain words it (seller-time.ts), Hindi through Intl with hi-IN ("2 घंटे पहले", "कल",
// "12 नव॰"), so that no Hindi table of units is shipped.
import { indiaDate, timeAgo } from '@gaadi/domain/seller-time';
import { currentLocale, t } from '@/lib/i18n/i18n';

/**
 * The amount and unit of an age. Computed here rather than with time-ago.ts's relativeAmount: a
 * seller-side import of it would add an export to the chunk the public pages load.
 */
function amount(ms: number): [number, Intl.RelativeTimeFormatUnit] {
  const s = Math.floor(ms / 1000);
  if (s < 60) return [0, 'second'];
  if (s < 3600) return [Math.floor(s / 60), 'minute'];
  if (s < 86_400) return [Math.floor(s / 3600), 'hour'];
  return [Math.floor(s / 86_400), 'day'];
}

let relative: Intl.RelativeTimeFormat | undefined;

export function sellerTimeAgo(then: string | Date, now: Date = new Date()): string {
  if (currentLocale() !== 'hi') return timeAgo(then, now);
  const ms = now.getTime() - new Date(then).getTime();
  if (Number.isNaN(ms)) return '';
  const [n, unit] = amount(Math.max(0, ms));
  if (unit === 'day' && n >= 7) return indiaDate(then, now, { locale: 'hi-IN' });
  if (!n) return t('Just now');
  relative ??= new Intl.RelativeTimeFormat('hi-IN', { numeric: 'auto' });
  return relative.format(-n, unit);
}
