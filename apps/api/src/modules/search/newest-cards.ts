// The newest public cars of a city, a brand or both, as the landing pages list them (decision 048):
// chosen by this process's search index (decision 046) as `/buy?city=…&brand=…&sortBy=created_desc`
// would choose them, their cards read by the search's named statement by id. Without an index, or
// while it is read, the caller reads them with SQL (the same cars: listing_search is the public
// listings). At 1,000,000 listings a city's brand in SQL meant two index bitmaps ANDed and some
// thousands of rows sorted for each first view.
import type { AppContext } from '../../platform/context.ts';
import type { CardRow } from '../listing-store/card-rows.ts';
import type { ListingIndex } from './listing-index.ts';
import { findCardsOfIds, type Queryable } from './queries.ts';

const published = new WeakMap<AppContext, { index: ListingIndex; db: Queryable }>();

/** The search routes' index and the pool it reads cards from, for this app (search/routes.ts). */
export function publishSearchIndex(ctx: AppContext, index: ListingIndex, db: Queryable) {
  published.set(ctx, { index, db });
}

/** The newest `limit` public cars with `f`'s lower-cased city and brand, newest first; null when the index cannot say. */
export async function newestCards(ctx: AppContext, f: { city?: string; brand?: string }, limit: number): Promise<CardRow[] | null> {
  const held = published.get(ctx);
  if (!held) return null;
  const found = await held.index.page({ terms: [], city: f.city, brand: f.brand }, { sortBy: 'created_desc', limit, offset: 0 });
  if (!found) return null;
  const rows = await findCardsOfIds(held.db, found.ids, 'created_desc');
  // A car gone since the index last heard of it: SQL answers this time (the change is on its way).
  return rows.length === found.ids.length ? rows : null;
}
