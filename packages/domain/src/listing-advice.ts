// Advice to a seller drawn from their listing's figures (issue 22): each line says what the data
// shows and what tends to help, with the numbers it is based on.
import { formatNumber, formatPrice } from './format.ts';
import { ADVISED_PHOTOS, type ListingStatistics } from './schemas/listing-statistics.ts';

type Advice = ListingStatistics['advice'][number];
type Figures = Pick<ListingStatistics, 'status' | 'totals' | 'images_count'> & { price: Pick<ListingStatistics['price'], 'typical' | 'difference_percent' | 'comparable_prices'> };

/** Within this many percent of the median, a price is in line with similar cars. */
export const IN_LINE_PERCENT = 5;
const MIN_VIEWS_FOR_SILENCE = 50;
const MIN_APPEARANCES_FOR_CLICKS = 200;
/** Fewer views than this share of appearances is few clicks. */
const FEW_CLICKS_SHARE = 0.02;

const plural = (n: number, one: string, many = `${one}s`) => `${formatNumber(n) || '0'} ${n === 1 ? one : many}`;

export function listingAdvice(f: Figures): Advice[] {
  const advice: Advice[] = [];
  if (f.status !== 'approved') {
    advice.push({ kind: 'not_public', text: 'Buyers cannot see this listing now, so it gets no new views or inquiries. Figures grow again once it is approved and public.' });
  }
  const { typical, difference_percent: diff, comparable_prices: prices } = f.price;
  if (typical !== null && diff !== null) {
    const based = `the middle of ${plural(prices.length, 'similar car')} is ${formatPrice(typical)}`;
    if (diff > IN_LINE_PERCENT) advice.push({ kind: 'price_above', text: `Priced ${diff}% above similar cars (${based}). Buyers compare: a price nearer the middle brings more calls.` });
    else if (diff < -IN_LINE_PERCENT) advice.push({ kind: 'price_below', text: `Priced ${-diff}% below similar cars (${based}). It should sell fast; make sure the price is what you want.` });
    else advice.push({ kind: 'price_in_line', text: `Priced in line with similar cars (${based}).` });
  }
  if (f.images_count < ADVISED_PHOTOS) {
    advice.push({ kind: 'photos', text: `Listings with ${ADVISED_PHOTOS} or more photos get more inquiries: you have ${f.images_count}. Add the front, back, both sides, the dashboard, the seats, the boot and the engine.` });
  }
  const { views, appearances, inquiries } = f.totals;
  if (views >= MIN_VIEWS_FOR_SILENCE && inquiries === 0) {
    advice.push({ kind: 'no_inquiries', text: `${plural(views, 'visitor')} opened it in 30 days and nobody asked about it. A fairer price or more photos usually change that.` });
  }
  if (appearances >= MIN_APPEARANCES_FOR_CLICKS && views < appearances * FEW_CLICKS_SHARE) {
    advice.push({ kind: 'few_clicks', text: `It was shown in ${plural(appearances, 'search result')} but opened ${plural(views, 'time')}. The cover photo and the price are what buyers see in the results.` });
  }
  return advice;
}
