// The newest public cars of a city, a brand or both, as the landing pages list them (decision 048):
// the page `/buy?city=…&brand=…&sortBy=created_desc` would show, read as GET /cars/ reads its pages
// (search-cars.ts: chosen by this process's search index and read by id, or in SQL while the index
// is read). At 1,000,000 listings a city's brand in SQL on listings meant two index bitmaps ANDed
// and some thousands of rows sorted for each first view.
import type { AppContext } from '../../platform/context.ts';
import type { CardRow } from '../listing-store/card-rows.ts';
import type { PageRequest, SearchFilters } from './queries.ts';

type PageOf = (f: SearchFilters, p: PageRequest) => Promise<[CardRow[], number]>;

const published = new WeakMap<AppContext, PageOf>();

/** The search routes' page reader, for this app (search/routes.ts). */
export function publishSearchPages(ctx: AppContext, pageOf: PageOf) {
  published.set(ctx, pageOf);
}

/** The newest `limit` public cars with `f`'s lower-cased city and brand, newest first. */
export async function newestCards(ctx: AppContext, f: { city?: string; brand?: string }, limit: number): Promise<CardRow[]> {
  const pageOf = published.get(ctx);
  if (!pageOf) throw new Error('newestCards: the search routes are not registered in this app');
  const [rows] = await pageOf({ terms: [], city: f.city, brand: f.brand }, { sortBy: 'created_desc', limit, offset: 0 });
  return rows;
}
