// The advice's words in the page's language (issue 25). The API words each line in English
// (listing-advice.ts), shown as it comes on English pages; a Hindi page words it again from the
// line's kind and the figures the page already has, so that no text is read apart.
import { formatNumber, formatPrice } from '@gaadi/domain/format';
import type { ListingStatistics } from '@gaadi/domain/schemas/listing-statistics';
import { currentLocale, t } from '@/lib/i18n/i18n';

type Advice = ListingStatistics['advice'][number];

export function adviceText(a: Advice, data: Partial<ListingStatistics>): string {
  if (currentLocale() !== 'hi') return a.text;
  const price = data.price;
  const diff = Math.abs(price?.difference_percent ?? 0);
  const based = () => t('the middle of {count} similar cars is {price}', { count: formatNumber(price?.comparable_prices.length ?? 0) || '0', price: formatPrice(price?.typical ?? 0) });
  const totals = data.totals ?? { views: 0, appearances: 0, inquiries: 0, shortlists: 0 };
  switch (a.kind) {
    case 'not_public':
      return t('Buyers cannot see this listing now, so it gets no new views or inquiries. Figures grow again once it is approved and public.');
    case 'price_above':
      return t('Priced {percent}% above similar cars ({based}). Buyers compare: a price nearer the middle brings more calls.', { percent: diff, based: based() });
    case 'price_below':
      return t('Priced {percent}% below similar cars ({based}). It should sell fast; make sure the price is what you want.', { percent: diff, based: based() });
    case 'price_in_line':
      return t('Priced in line with similar cars ({based}).', { based: based() });
    case 'photos': {
      // The number of photos advised is the API's (read from its line: importing the constant would
      // bring the zod schemas into this page's chunk).
      const advised = /^Listings with (\d+) /.exec(a.text)?.[1];
      if (!advised) return a.text;
      return t('Listings with {advised} or more photos get more inquiries: you have {count}. Add the front, back, both sides, the dashboard, the seats, the boot and the engine.', {
        advised,
        count: data.images_count ?? 0,
      });
    }
    case 'no_inquiries':
      return t('{count} visitors opened it in 30 days and nobody asked about it. A fairer price or more photos usually change that.', { count: formatNumber(totals.views) || '0' });
    case 'few_clicks':
      return t('It was shown in {appearances} search results but opened {views} times. The cover photo and the price are what buyers see in the results.', {
        appearances: formatNumber(totals.appearances) || '0',
        views: formatNumber(totals.views) || '0',
      });
    default:
      return a.text;
  }
}
