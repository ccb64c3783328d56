// Which filter leads an index walk (decision 006). A page of many hits is read by walking an index
// in sort order; listing_search has one per sort after each filter whose values go with sort keys.
// With two such filters the planner guesses which index to walk and can pick the one whose start
// holds none of the other filter's cars (transmission=manual&year=2022&sortBy=km_asc walked every
// low-km manual car of other years: 370 ms at 1M). The filter with the fewest public listings
// (known from the rollup) leads; the others are checked on the rows walked.
import type { SortBy } from '@gaadi/domain/constants';
import type { Dimension, Queryable, SearchFilters } from './queries.ts';

/** Filters that have an index of their own in each sort's order (db/schema.ts, listing_search). */
const WALKABLE: Record<'created' | 'price' | 'year' | 'km' | 'reduced', readonly Dimension[]> = {
  created: ['brand', 'city', 'fuelType', 'transmission', 'year', 'bodyType'],
  price: ['brand', 'fuelType', 'transmission', 'year', 'bodyType'],
  year: ['brand', 'fuelType', 'transmission', 'year'],
  km: ['brand', 'fuelType', 'transmission', 'year'],
  // Its own index only (listing_search_reduced_idx).
  reduced: [],
};

/** The one value of a filter that can lead a walk (several body types cannot: no index walks them in order). */
export function leadValue(f: SearchFilters, d: Dimension): string | number | undefined {
  if (d === 'bodyType') return f.bodyType?.length === 1 ? f.bodyType[0] : undefined;
  return f[d];
}

const sortKey = (sortBy: SortBy) => sortBy.split('_')[0] as keyof typeof WALKABLE;

/** The rollup's grouping of one filter alone, over all price buckets. */
const ALONE: Record<Dimension, string> = {
  brand: `brand_key = lower($1) and city_key = '' and fuel_type = '' and transmission = '' and year = 0`,
  city: `brand_key = '' and city_key = lower($1) and fuel_type = '' and transmission = '' and year = 0`,
  fuelType: `brand_key = '' and city_key = '' and fuel_type = $1 and transmission = '' and year = 0`,
  transmission: `brand_key = '' and city_key = '' and fuel_type = '' and transmission = $1 and year = 0`,
  year: `brand_key = '' and city_key = '' and fuel_type = '' and transmission = '' and year = $1::int`,
  bodyType: '',
};

/** Public listings with this one filter value, from the rollup. */
export async function countAlone(db: Queryable, d: Dimension, value: string | number): Promise<number> {
  if (d === 'bodyType') {
    const { rows } = await db.query<{ n: number }>(`select coalesce(sum(n), 0)::int as n from listing_name_counts where kind = 'body' and name = $1`, [value]);
    return rows[0]!.n;
  }
  const { rows } = await db.query<{ n: number }>(`select coalesce(sum(n), 0)::int as n from listing_counts where ${ALONE[d]}`, [value]);
  return rows[0]!.n;
}

/**
 * The filters to leave to the index walk: the one with the fewest listings among those with an
 * index in the sort's order (none: the sort's own index), and how many rows that index range
 * holds. A city with a fuel and a price sort walks (city, fuel, price); a year sort keeps a year
 * filter in the walk's index condition too.
 */
export async function walkLead(
  f: SearchFilters,
  sortBy: SortBy,
  count: (d: Dimension, value: string | number) => Promise<number>,
): Promise<{ lead: Dimension[]; rows: number | null }> {
  const key = sortKey(sortBy);
  let best: Dimension | null = null;
  let fewest = Number.POSITIVE_INFINITY;
  for (const d of WALKABLE[key]) {
    const value = leadValue(f, d);
    if (value === undefined || value === '') continue;
    const n = await count(d, value);
    if (n < fewest) [best, fewest] = [d, n];
  }
  const rows = best ? fewest : null;
  if (key === 'price' && f.city && f.fuelType) return { lead: ['city', 'fuelType'], rows: Math.min(fewest, await count('city', f.city)) };
  if (key === 'year' && f.year !== undefined && best !== 'year') return { lead: best ? [best, 'year'] : ['year'], rows: await count('year', f.year) }; // (D, year, created_at)
  return { lead: best ? [best] : [], rows };
}

/** All public listings, from the rollup. */
export async function countPublic(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select coalesce(sum(n), 0)::int as n from listing_counts where brand_key = '' and city_key = '' and fuel_type = '' and transmission = '' and year = 0`,
  );
  return rows[0]!.n;
}
