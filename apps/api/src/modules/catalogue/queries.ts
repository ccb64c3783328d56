// SQL of the public catalogue: cities with live counts, the brand tree, the feature catalogue.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/database.ts';

/** One array parameter (Drizzle would spread a JS array into a list); ids and counts need no quoting. */
const pgArray = (values: Array<string | number>) => `{${values.join(',')}}`;

export type CityCountRow = {
  id: string;
  name: string;
  state: string;
  car_count: number;
}

/**
 * Verified cities, plus unverified ones once an approved listing uses them; most listings first.
 * `counts` are the public listings per city id (the listings module counts them).
 */
export async function citiesWithCounts(db: DbOrTx, counts: Map<string, number>): Promise<CityCountRow[]> {
  const { rows } = await db.execute<CityCountRow>(sql`
    select c.id, c.name, c.state, coalesce(n.cnt, 0)::int as car_count
    from cities c
    left join unnest(${pgArray([...counts.keys()])}::uuid[], ${pgArray([...counts.values()])}::int[]) as n(city_id, cnt) on n.city_id = c.id
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
export async function brandTree(db: DbOrTx, used: { brandIds: string[]; modelIds: string[]; variantIds: string[] }): Promise<BrandTreeRow[]> {
  const { rows } = await db.execute<BrandTreeRow>(sql`
    select b.name as brand, b.logo_url, m.name as model, v.name as variant
    from brands b
    left join models m on m.brand_id = b.id and (m.verified or m.id = any(${pgArray(used.modelIds)}::uuid[]))
    left join variants v on v.model_id = m.id and (v.verified or v.id = any(${pgArray(used.variantIds)}::uuid[]))
    where b.verified or b.id = any(${pgArray(used.brandIds)}::uuid[])
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
