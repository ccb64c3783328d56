// What robots/sitemaps read of public listings: approved listings by keyset within a range of ids (never OFFSET), the
// count that sizes the index, and the city/brand pairs that have landing pages.
import { sql } from 'drizzle-orm';
import { PUBLIC_STATUS } from '@gaadi/domain/constants';
import type { DbOrTx } from '../../platform/database.ts';

export type SitemapListing = { id: string; updated_at: Date };
export type LandingPair = { city: string; brand: string; n: number; updated_at: Date };

export async function publicListingCount(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from listings where status = ${PUBLIC_STATUS}`);
  return rows[0]!.n;
}

/** The next `limit` approved listings with lo <= id < hi after `after`, in id order (primary key). */
export async function publicListingsAfter(db: DbOrTx, range: { lo: string; hi: string | null; after: string | null; limit: number }) {
  const { rows } = await db.execute<SitemapListing>(sql`
    select id, updated_at from listings
    where status = ${PUBLIC_STATUS} and id >= ${range.lo}::uuid
      ${range.hi ? sql`and id < ${range.hi}::uuid` : sql``}
      ${range.after ? sql`and id > ${range.after}::uuid` : sql``}
    order by id limit ${range.limit}`);
  return rows;
}

/** Every city and brand pair with approved listings (one pass; the sitemap is cached). */
export async function publicCityBrandPairs(db: DbOrTx): Promise<LandingPair[]> {
  const { rows } = await db.execute<LandingPair>(sql`
    select min(city_name) as city, min(brand_name) as brand, count(*)::int as n, max(updated_at) as updated_at
    from listings where status = ${PUBLIC_STATUS}
    group by lower(city_name), lower(brand_name)`);
  return rows;
}
