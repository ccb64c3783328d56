// What the landing pages read of public listings: counts per model within a city or a brand, and
// the newest cars.
// Counts read (status, city_id, brand_id, model_name, brand_name, price) or (status, brand_id,
// city_id, model_name, city_name, price) alone (index-only scans); the newest cars walk
// listings_status_city_created_idx or listings_status_brand_created_idx backwards. EXPLAIN in
// landing-pages.test.ts; measured at 1,000,000 listings in docs/decisions/011.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_STATUS } from '@gaadi/domain/constants';
import { listings } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export interface LandingFilter {
  /** Lower-cased catalogue names. */
  city?: string;
  brand?: string;
}

export type ModelCountRow = {
  /** lower(brand_name) or lower(city_name): the other dimension of the page. */
  key: string;
  name: string;
  model: string;
  brand: string;
  n: number;
  min_price: number;
  max_price: number;
};

function where(f: LandingFilter): SQL {
  const conds = [eq(listings.status, PUBLIC_STATUS)];
  if (f.city) conds.push(sql`lower(${listings.cityName}) = ${f.city}`);
  if (f.brand) conds.push(sql`lower(${listings.brandName}) = ${f.brand}`);
  return and(...conds)!;
}

/**
 * Public listings of a city (by id) per brand and model, or of a brand per city and model; `key`
 * is the lower-cased name of the other dimension, `brand` the brand's name.
 */
export function modelCountsQuery(f: { cityId: string } | { brandId: string }): SQL {
  if ('cityId' in f) {
    return sql`
      select lower(min(brand_name)) as key, min(brand_name) as name, model_name as model, min(brand_name) as brand,
             count(*)::int as n, min(price)::int as min_price, max(price)::int as max_price
      from listings where status = ${PUBLIC_STATUS} and city_id = ${f.cityId}
      group by brand_id, model_name`;
  }
  return sql`
    select lower(min(city_name)) as key, min(city_name) as name, model_name as model, '' as brand,
           count(*)::int as n, min(price)::int as min_price, max(price)::int as max_price
    from listings where status = ${PUBLIC_STATUS} and brand_id = ${f.brandId}
    group by city_id, model_name`;
}

/** The brand's id, from one of its public listings (null when it has none). */
export async function publicBrandId(db: DbOrTx, brand: string): Promise<string | null> {
  const { rows } = await db.execute<{ brand_id: string }>(
    sql`select brand_id from listings where status = ${PUBLIC_STATUS} and lower(brand_name) = ${brand} limit 1`,
  );
  return rows[0]?.brand_id ?? null;
}

/** Public listings of a city (per brand and model) or of a brand (per city and model). */
export async function publicModelCounts(db: DbOrTx, f: { cityId: string } | { brandId: string }): Promise<ModelCountRow[]> {
  return (await db.execute<ModelCountRow>(modelCountsQuery(f))).rows;
}

/** The newest public listings of a city and/or brand (lower-cased names), as /buy's default order. */
export function newestPublicListings(db: DbOrTx, f: LandingFilter, limit: number) {
  return db.select().from(listings).where(where(f)).orderBy(desc(listings.createdAt), desc(listings.id)).limit(limit);
}
