// What the landing pages read of public listings: counts per model within a city or a brand (their
// newest cars come from the search, search/newest-cards.ts, decision 048).
// Counts read the rollup landing_model_counts (public listings per city, brand and model with their
// price range, kept by the triggers of migration 0019; decision 041): a few hundred rows of one
// key range, whatever the number of listings. EXPLAIN in landing-reads.test.ts; the rollup against
// a fresh group by over listings in landing-model-counts.test.ts.
import { sql, type SQL } from 'drizzle-orm';
import { PUBLIC_STATUS } from '@gaadi/domain/constants';
import type { DbOrTx } from '../../platform/database.ts';

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

/**
 * Public listings of a city (by id) per brand and model, or of a brand per city and model; `key`
 * is the lower-cased name of the other dimension, `brand` the brand's name. The same rows as a
 * group by over the public listings: the rollup's rows of a group differ only in the names their
 * listings carry, and rows whose listings all left (n = 0) are skipped.
 */
export function modelCountsQuery(f: { cityId: string } | { brandId: string }): SQL {
  if ('cityId' in f) {
    return sql`
      select lower(min(brand_name)) as key, min(brand_name) as name, model_name as model, min(brand_name) as brand,
             sum(n)::int as n, min(min_price)::int as min_price, max(max_price)::int as max_price
      from landing_model_counts where city_id = ${f.cityId} and n > 0
      group by brand_id, model_name`;
  }
  return sql`
    select lower(min(city_name)) as key, min(city_name) as name, model_name as model, '' as brand,
           sum(n)::int as n, min(min_price)::int as min_price, max(max_price)::int as max_price
    from landing_model_counts where brand_id = ${f.brandId} and n > 0
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
