// SQL of the public catalogue: cities with live counts, the brand tree, the feature catalogue.
import { sql } from 'drizzle-orm';
import { PUBLIC_STATUS } from '@gaadi/domain/constants';
import type { DbOrTx } from '../../platform/database.ts';

export type CityCountRow = {
  id: string;
  name: string;
  state: string;
  car_count: number;
}

/** Verified cities, plus unverified ones once an approved listing uses them; most listings first. */
export async function citiesWithCounts(db: DbOrTx): Promise<CityCountRow[]> {
  const { rows } = await db.execute<CityCountRow>(sql`
    select c.id, c.name, c.state, coalesce(n.cnt, 0)::int as car_count
    from cities c
    left join (select city_id, count(*) as cnt from listings where status = ${PUBLIC_STATUS} group by city_id) n
      on n.city_id = c.id
    where c.verified or n.cnt > 0
    order by car_count desc, lower(c.name), c.id`);
  return rows;
}

export type BrandTreeRow = {
  brand: string;
  logo_url: string | null;
  model: string | null;
  variant: string | null;
}

/**
 * Brands, their models and variants in one query (no N+1), one row per variant (or per model
 * without variants, or per brand without models). Names sellers typed that the catalogue lacked
 * (`verified` false) appear only while an approved listing uses them.
 */
export async function brandTree(db: DbOrTx): Promise<BrandTreeRow[]> {
  const { rows } = await db.execute<BrandTreeRow>(sql`
    with used as (select distinct brand_id, model_id, variant_id from listings where status = ${PUBLIC_STATUS})
    select b.name as brand, b.logo_url, m.name as model, v.name as variant
    from brands b
    left join models m on m.brand_id = b.id and (m.verified or m.id in (select model_id from used))
    left join variants v on v.model_id = m.id
      and (v.verified or v.id in (select variant_id from used where variant_id is not null))
    where b.verified or b.id in (select brand_id from used)
    order by lower(b.name), b.id, lower(m.name), m.id, lower(v.name), v.id`);
  return rows;
}

export type FeatureRow = {
  category: string;
  name: string;
  icon: string | null;
  description: string;
}

/** Features ordered by category (by its first feature's sort order), then sort order, then name. */
export async function featureRows(db: DbOrTx, category?: string): Promise<FeatureRow[]> {
  const only = category ? sql`where lower(category) = lower(${category})` : sql``;
  const { rows } = await db.execute<FeatureRow>(sql`
    select category, name, icon, description
    from (select *, min(sort_order) over (partition by category) as category_order from features ${only}) f
    order by category_order, category, sort_order, name`);
  return rows;
}
