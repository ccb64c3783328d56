// Exact totals of a filter set (decision 006). Counting the matches of a broad filter reads one
// index entry per match: 80–300 ms at a million listings. The rollup listing_counts (kept current
// by triggers) holds the public listings per combination of at most two structured filters and per
// price bucket, so such a total is a sum over at most a few hundred rollup rows, plus an exact
// count of the two narrow price bands at the edges of a range that does not fall on bucket limits.
import { countMatches, whereFor, type Queryable, type SearchFilters } from './queries.ts';

/** Width of a price bucket of listing_counts, in rupees (migration 0002_search_rollup_triggers). */
export const PRICE_BUCKET = 10_000;
/** The rollup holds groupings of at most this many structured filters. */
const ROLLUP_DIMENSIONS = 2;

type Band = [number, number];
/** Prices are int4: no bound may exceed it. */
const INT_MAX = 2_147_483_647;

/** Full buckets inside [min, max] and the partial bands left at either end (inclusive bounds). */
export function priceBuckets(min: number | undefined, max: number | undefined): { buckets: Band | null; edges: Band[] } {
  const lo = min ?? 0;
  const hi = max ?? Number.POSITIVE_INFINITY;
  if (lo > hi) return { buckets: null, edges: [] };
  const first = Math.ceil(lo / PRICE_BUCKET);
  const last = max === undefined ? Number.POSITIVE_INFINITY : Math.floor((hi + 1) / PRICE_BUCKET) - 1;
  if (first > last) return { buckets: null, edges: [[lo, Math.min(hi, INT_MAX)]] };
  const edges: Band[] = [];
  if (lo < first * PRICE_BUCKET) edges.push([lo, Math.min(first * PRICE_BUCKET - 1, INT_MAX)]);
  if (last !== Number.POSITIVE_INFINITY && (last + 1) * PRICE_BUCKET <= hi) edges.push([(last + 1) * PRICE_BUCKET, hi]);
  return { buckets: [first, Math.min(last, INT_MAX)], edges };
}

const dimensions = (f: SearchFilters) =>
  [f.brand ?? f.brandIn, f.city ?? f.cityIn, f.fuelType, f.transmission, f.year].filter((v) => v !== undefined && v !== '').length;

/** Filters the rollup does not group by (issue 13): a set with any of them is counted in listing_search. */
const beyondRollup = (f: SearchFilters) =>
  !!f.bodyType?.length ||
  !!f.model?.length ||
  f.minYear !== undefined ||
  f.maxYear !== undefined ||
  f.maxKm !== undefined ||
  f.maxOwners !== undefined ||
  !!f.reduced;

/**
 * Whether the rollup can answer this filter set: no search words, at most two of brand, city,
 * fuel, transmission and year (several brands or cities are a sum over their disjoint rows), and
 * none of the filters it does not group by.
 */
export const rollupAnswers = (f: SearchFilters) => (f.terms.length === 0 && dimensions(f) <= ROLLUP_DIMENSIONS && !beyondRollup(f)) || bodyTypesOnly(f);

/**
 * Body types and nothing else (the SUV quick chip): listing_name_counts holds the public listings
 * per body type, so the total is a sum of a few rows (decision 015).
 */
export function bodyTypesOnly(f: SearchFilters): boolean {
  const { terms, bodyType, ...rest } = f;
  return terms.length === 0 && !!bodyType?.length && Object.values(rest).every((v) => v === undefined || v === '' || v === false);
}

export const bodyTypesCountQuery = (bodyTypes: string[]) => ({
  text: `select coalesce(sum(n), 0)::int as n from listing_name_counts where kind = 'body' and name = any($1::text[])`,
  values: [bodyTypes],
});

/** One statement: the full buckets from the rollup plus the edge bands counted in listing_search. */
export function rollupCountQuery(f: SearchFilters): { text: string; values: unknown[] } | null {
  const { buckets, edges } = priceBuckets(f.minPrice, f.maxPrice);
  if (!buckets && !edges.length) return null;
  const values: unknown[] = [];
  const $ = (v: unknown) => `$${values.push(v)}`;
  // One name as before; several are summed (each listing has one brand and one city).
  const keyIn = (several: string[] | undefined, one: string | undefined) =>
    several?.length ? `= any(lower(${$(several)})::text[])` : `= lower(${$(one ?? '')})`;
  const parts: string[] = [];
  if (buckets) {
    parts.push(`(select coalesce(sum(n), 0) from listing_counts
      where brand_key ${keyIn(f.brandIn, f.brand)} and city_key ${keyIn(f.cityIn, f.city)}
        and fuel_type = ${$(f.fuelType ?? '')} and transmission = ${$(f.transmission ?? '')} and year = ${$(f.year ?? 0)}
        and price_bucket between ${$(buckets[0])} and ${$(buckets[1])})`);
  }
  if (edges.length) {
    const where = whereFor({ ...f, minPrice: undefined, maxPrice: undefined });
    // Renumber the listing filter's parameters after the rollup's.
    const offset = values.length;
    values.push(...where.values);
    const text = where.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
    const bands = edges.map(([a, b]) => `price between ${$(a)} and ${$(b)}`).join(' or ');
    parts.push(`(select count(*) from listing_search where ${text} and (${bands}))`);
  }
  return { text: `select (${parts.join(' + ')})::int as n`, values };
}

/** The exact number of public listings matching `f`. */
export async function countTotal(db: Queryable, f: SearchFilters, where = whereFor(f)): Promise<number> {
  if (bodyTypesOnly(f)) return (await db.query<{ n: number }>(bodyTypesCountQuery(f.bodyType!))).rows[0]!.n;
  if (!rollupAnswers(f)) return countMatches(db, where);
  const q = rollupCountQuery(f);
  if (!q) return 0;
  return (await db.query<{ n: number }>(q)).rows[0]!.n;
}
