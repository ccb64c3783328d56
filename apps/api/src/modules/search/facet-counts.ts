// Option counts under the other filters chosen (issue 23, decision 030): beside each option of a
// dimension (brand, city, fuel, transmission, body type), how many public listings choosing it
// would show with every other filter kept, as AutoTrader and CarGurus count. Exact or absent, never
// estimated. A dimension is counted
//   - from the global counts when no other filter is chosen;
//   - from the rollup listing_counts when the other filters are at most one of brand, city, fuel,
//     transmission and year with any price range (the rollup groups by pairs; the partial price
//     bands at the range's edges are counted in listing_search);
//   - otherwise over the hits of the other filters, reading at most HIT_LIMIT + 1 of them: one
//     pass (grouping sets) serves every dimension that is not filtered itself, since its other
//     filters are the whole filter set; a filtered dimension needs a pass of its own;
// and when the hits are more than HIT_LIMIT it is left out (named in `uncounted`), so that the
// panel shows no number rather than a wrong one. The cost of a count is bounded either way.
// With the search index loaded (decision 046) every dimension is counted there instead, over all
// the hits, and none is left out (indexedCounts).
import { COUNTED_DIMENSIONS, type CarsCounts, type CarsFilters, type CountedDimension } from '@gaadi/domain/schemas/car';
import type { LoadingCache } from '../../platform/loading-cache.ts';
import type { ValueDimension } from './index-snapshot.ts';
import type { ListingIndex } from './listing-index.ts';
import { whereFor, type OptionCounts, type Queryable, type SearchFilters } from './queries.ts';
import { priceBuckets, rollupAnswers } from './totals.ts';


/** Most hits of the other filters that a dimension is counted over. */
export const HIT_LIMIT = 10_000;

/** The filter set without the dimension's own filter. */
export function withoutDimension(f: SearchFilters, d: CountedDimension): SearchFilters {
  switch (d) {
    case 'brands':
      return { ...f, brand: undefined, brandIn: undefined };
    case 'cities':
      return { ...f, city: undefined, cityIn: undefined };
    case 'fuelTypes':
      return { ...f, fuelType: undefined };
    case 'transmissions':
      return { ...f, transmission: undefined };
    case 'bodyTypes':
      return { ...f, bodyType: undefined };
  }
}

export function filtersDimension(f: SearchFilters, d: CountedDimension): boolean {
  return JSON.stringify(withoutDimension(f, d)) !== JSON.stringify(f);
}

const isSet = (v: unknown) => v !== undefined && v !== '' && v !== false && !(Array.isArray(v) && v.length === 0);

/** No filter at all (search words included). */
export function noFilter(f: SearchFilters): boolean {
  return Object.values(f).every((v) => !isSet(v));
}

const structured = (f: SearchFilters) => [f.brand ?? f.brandIn, f.city ?? f.cityIn, f.fuelType, f.transmission, f.year].filter(isSet).length;

/** The rollup groups by pairs: it counts a dimension under at most one other structured filter. */
export const rollupCounts = (d: CountedDimension, others: SearchFilters) =>
  d !== 'bodyTypes' && rollupAnswers(others) && !others.bodyType?.length && structured(others) <= 1;

const ROLLUP_COLUMN: Record<Exclude<CountedDimension, 'bodyTypes'>, { rollup: string; search: string }> = {
  brands: { rollup: 'brand_key', search: 'brand_key' },
  cities: { rollup: 'city_key', search: 'city_key' },
  fuelTypes: { rollup: 'fuel_type', search: 'fuel_type' },
  transmissions: { rollup: 'transmission', search: 'transmission' },
};

/**
 * One statement: the dimension's values under `others` from the rollup's whole price buckets, plus
 * the edge bands counted in listing_search. Keys are as the tables hold them (brands and cities
 * lower-cased).
 */
export function rollupCountsQuery(d: Exclude<CountedDimension, 'bodyTypes'>, others: SearchFilters) {
  const { buckets, edges } = priceBuckets(others.minPrice, others.maxPrice);
  if (!buckets && !edges.length) return null;
  const values: unknown[] = [];
  const $ = (v: unknown) => `$${values.push(v)}`;
  const column = ROLLUP_COLUMN[d];
  const keyIn = (several: string[] | undefined, one: string | undefined) =>
    several?.length ? `= any(lower(${$(several)})::text[])` : `= lower(${$(one ?? '')})`;
  // Every parameter must appear in the text (PostgreSQL cannot type an unused one).
  const cond: Record<string, () => string> = {
    brand_key: () => `brand_key ${keyIn(others.brandIn, others.brand)}`,
    city_key: () => `city_key ${keyIn(others.cityIn, others.city)}`,
    fuel_type: () => `fuel_type = ${$(others.fuelType ?? '')}`,
    transmission: () => `transmission = ${$(others.transmission ?? '')}`,
  };
  cond[column.rollup] = () => `${column.rollup} <> ''`;
  const parts: string[] = [];
  if (buckets) {
    parts.push(`select ${column.rollup} as k, n from listing_counts
      where ${Object.values(cond)
        .map((c) => c())
        .join(' and ')} and year = ${$(others.year ?? 0)}
        and price_bucket between ${$(buckets[0])} and ${$(buckets[1])}`);
  }
  if (edges.length) {
    const where = whereFor({ ...others, minPrice: undefined, maxPrice: undefined });
    const offset = values.length;
    values.push(...where.values);
    const text = where.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
    const bands = edges.map(([a, b]) => `price between ${$(a)} and ${$(b)}`).join(' or ');
    parts.push(`select ${column.search} as k, count(*) as n from listing_search where ${text} and (${bands}) group by 1`);
  }
  return { text: `select k, sum(n)::int as n from (${parts.join(' union all ')}) c group by k`, values };
}


const HIT_COLUMN: Record<CountedDimension, string> = {
  brands: 'brand_key',
  cities: 'city_key',
  fuelTypes: 'fuel_type',
  transmissions: 'transmission',
  bodyTypes: 'body_type',
};

/**
 * The dimensions' values over at most HIT_LIMIT + 1 hits of `f`, in one pass: a grouping set per
 * dimension and the empty one for the number of hits read.
 */
export function hitCountsQuery(f: SearchFilters, dims: readonly CountedDimension[], limit = HIT_LIMIT) {
  const where = whereFor(f);
  const cols = dims.map((d) => HIT_COLUMN[d]);
  const flags = cols.map((c, i) => `grouping(${c}) as g${i}`).join(', ');
  return {
    text: `with hits as (select ${cols.join(', ')} from listing_search where ${where.text} limit ${limit + 1})
           select ${flags}, ${cols.join(', ')}, count(*)::int as n from hits
           group by grouping sets (${cols.map((c) => `(${c})`).join(', ')}, ())`,
    values: where.values,
  };
}

/** Counts keyed as the tables hold them (brands and cities lower-cased); null when over HIT_LIMIT. */
export type RawCounts = Partial<Record<CountedDimension, Record<string, number> | null>>;

export async function countUnderRollup(db: Queryable, d: Exclude<CountedDimension, 'bodyTypes'>, others: SearchFilters): Promise<Record<string, number>> {
  const q = rollupCountsQuery(d, others);
  if (!q) return {};
  const { rows } = await db.query<{ k: string; n: number }>(q.text, q.values);
  return Object.fromEntries(rows.filter((r) => r.n > 0).map((r) => [r.k, r.n]));
}

export async function countOverHits(db: Queryable, f: SearchFilters, dims: readonly CountedDimension[], limit = HIT_LIMIT): Promise<RawCounts> {
  const q = hitCountsQuery(f, dims, limit);
  const { rows } = await db.query<Record<string, string | number | null>>(q.text, q.values);
  const all = rows.find((r) => dims.every((_, i) => r[`g${i}`] === 1));
  const out: RawCounts = {};
  const over = Number(all?.n ?? 0) > limit;
  for (const d of dims) out[d] = over ? null : {};
  for (const r of rows) {
    const d = dims.find((_, j) => r[`g${j}`] === 0); // the total's row groups by none
    const counts = d && out[d];
    const key = d && r[HIT_COLUMN[d]];
    if (counts && typeof key === 'string' && Number(r.n) > 0) counts[key] = Number(r.n);
  }
  return out;
}

/**
 * The counts of every dimension under the other filters of `f`, as the answer names them (brand
 * and city names as listed in `available`), with the dimensions that could not be counted.
 */
export async function narrowedCounts(
  db: Queryable,
  cache: LoadingCache<RawCounts>,
  f: SearchFilters,
  available: CarsFilters,
  limit = HIT_LIMIT,
): Promise<CarsCounts> {
  const global = available.counts;
  const raw: RawCounts = {};
  const overHits: CountedDimension[] = [];
  const jobs: Array<Promise<void>> = [];
  for (const d of COUNTED_DIMENSIONS) {
    const others = withoutDimension(f, d);
    if (noFilter(others) && global) raw[d] = global[d];
    else if (d !== 'bodyTypes' && rollupCounts(d, others))
      jobs.push(cache.get(`r:${d}:${JSON.stringify(others)}`, async () => ({ [d]: await countUnderRollup(db, d, others) })).then((c) => void (raw[d] = c[d])));
    else if (!filtersDimension(f, d)) overHits.push(d);
    else jobs.push(cache.get(`h:${d}:${JSON.stringify(others)}`, () => countOverHits(db, others, [d], limit)).then((c) => void (raw[d] = c[d])));
  }
  if (overHits.length) jobs.push(cache.get(`h:${overHits.join()}:${JSON.stringify(f)}`, () => countOverHits(db, f, overHits, limit)).then((c) => void Object.assign(raw, c)));
  await Promise.all(jobs);

  return namedCounts(raw, available);
}

/** Raw counts named as the answer names them (brand and city names as listed in `available`); a dimension without counts is `uncounted`. */
function namedCounts(raw: RawCounts, available: CarsFilters): CarsCounts {
  const named = (names: string[]) => new Map(names.map((n) => [n.toLowerCase(), n]));
  const names: Partial<Record<CountedDimension, Map<string, string>>> = { brands: named(available.availableBrands), cities: named(available.availableCities) };
  const counts: OptionCounts = { bodyTypes: {}, fuelTypes: {}, transmissions: {}, brands: {}, cities: {} };
  const uncounted: CountedDimension[] = [];
  for (const d of COUNTED_DIMENSIONS) {
    const c = raw[d];
    if (!c) {
      uncounted.push(d);
      continue;
    }
    const byName = names[d];
    // Global counts are keyed by name already; the rollup's and the hits' keys are lower-cased.
    for (const [k, n] of Object.entries(c)) counts[d][byName?.get(k) ?? k] = n;
  }
  return uncounted.length ? { counts, uncounted } : { counts };
}

/** Which column of the search index a counted dimension is. */
const INDEX_DIMENSION: Record<CountedDimension, ValueDimension> = {
  brands: 'brand',
  cities: 'city',
  fuelTypes: 'fuel',
  transmissions: 'transmission',
  bodyTypes: 'body',
};

/**
 * The same counts from the search index (decision 046): every dimension counted exactly over all
 * the hits of its other filters, however many; null while the index is not loaded.
 */
export async function indexedCounts(index: Pick<ListingIndex, 'countBy'>, f: SearchFilters, available: CarsFilters): Promise<CarsCounts | null> {
  const raw: RawCounts = {};
  for (const d of COUNTED_DIMENSIONS) {
    const counts = await index.countBy(withoutDimension(f, d), INDEX_DIMENSION[d]);
    if (!counts) return null;
    raw[d] = Object.fromEntries(counts);
  }
  return namedCounts(raw, available);
}

