// SQL of the public search (contract 4.1). Every filter is written in the form the composite
// indexes of db/schema.ts were built for (lower(city_name), lower(brand_name), status first), and
// each sort ends with id so that pages never overlap or skip rows with equal sort keys.
import { and, asc, count, desc, eq, getTableColumns, gte, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PUBLIC_STATUS, type SortBy } from '@gaadi/domain/constants';
import { listings } from '../../db/schema.ts';
import type { Db, DbOrTx } from '../../platform/database.ts';

export interface SearchFilters {
  /** Lower-cased search words; each must occur in title, brand, model or city. */
  terms: string[];
  brand?: string;
  city?: string;
  fuelType?: string;
  transmission?: string;
  minPrice?: number;
  maxPrice?: number;
  year?: number;
}

/** pg_trgm word similarity a misspelt word needs ("hyundia" → "hyundai" scores 0.625). */
export const FUZZY_THRESHOLD = 0.5;

// Cards never need the search columns; leaving them out keeps rows small.
const { searchVector: _v, searchText: _t, ...cardColumns } = getTableColumns(listings);

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const WORD = /^[\p{L}\p{N}]+$/u;

/**
 * A term occurs in the listing's search text. Trigrams cannot index a substring shorter than three
 * characters, so a short word ("ev", "mg", "xz") matches as the start of a word instead, through
 * the full-text index; without that it would read every public listing.
 */
function containsTerm(term: string): SQL {
  if (term.length < 3 && WORD.test(term)) return sql`${listings.searchVector} @@ to_tsquery('simple', ${`${term}:*`})`;
  return sql`${listings.searchText} like ${`%${escapeLike(term)}%`}`;
}

function termCondition(term: string, fuzzy: boolean): SQL {
  // Both forms are served by the GIN trigram index on search_text (a BitmapOr when combined).
  return fuzzy ? sql`(${containsTerm(term)} or ${listings.searchText} %> ${term})` : containsTerm(term);
}

/** Every term must occur as typed, except those in `fuzzy`, which may also be a near word (typos). */
export function whereFor(f: SearchFilters, fuzzy: ReadonlySet<string> = new Set()): SQL {
  const conds: SQL[] = [eq(listings.status, PUBLIC_STATUS)];
  if (f.brand) conds.push(sql`lower(${listings.brandName}) = lower(${f.brand})`);
  if (f.city) conds.push(sql`lower(${listings.cityName}) = lower(${f.city})`);
  if (f.fuelType) conds.push(eq(listings.fuelType, f.fuelType));
  if (f.transmission) conds.push(eq(listings.transmission, f.transmission));
  if (f.minPrice !== undefined) conds.push(gte(listings.price, f.minPrice));
  if (f.maxPrice !== undefined) conds.push(lte(listings.price, f.maxPrice));
  if (f.year !== undefined) conds.push(eq(listings.year, f.year));
  for (const term of f.terms) conds.push(termCondition(term, fuzzy.has(term)));
  return and(...conds)!;
}

type SortColumns = Record<'createdAt' | 'price' | 'year' | 'kmDriven' | 'id', AnyColumn | SQL.Aliased>;

function orderBy(c: SortColumns, sortBy: SortBy): SQL[] {
  switch (sortBy) {
    case 'created_asc':
      return [asc(c.createdAt), asc(c.id)];
    case 'price_asc':
      return [asc(c.price), asc(c.id)];
    case 'price_desc':
      return [desc(c.price), desc(c.id)];
    // Same direction as the (status, year, created_at) index, so it is read without sorting.
    case 'year_desc':
      return [desc(c.year), desc(c.createdAt), desc(c.id)];
    case 'year_asc':
      return [asc(c.year), asc(c.createdAt), asc(c.id)];
    case 'km_asc':
      return [asc(c.kmDriven), asc(c.id)];
    case 'km_desc':
      return [desc(c.kmDriven), desc(c.id)];
    default:
      return [desc(c.createdAt), desc(c.id)];
  }
}

export interface PageRequest {
  where: SQL;
  sortBy: SortBy;
  limit: number;
  offset: number;
}

export function findPage(db: DbOrTx, p: PageRequest) {
  return db
    .select(cardColumns)
    .from(listings)
    .where(p.where)
    .orderBy(...orderBy(listings, p.sortBy))
    .limit(p.limit)
    .offset(p.offset);
}

/** Larger than any table here; a subquery with a LIMIT is planned on its own (a fence). */
const FENCE = 2_147_483_647;

/**
 * The same page, read through a subquery the planner may not merge into the sorted outer query:
 * it collects the hits through the search indexes and sorts them, instead of walking a sort index.
 */
export function findPageOfFew(db: DbOrTx, p: PageRequest) {
  const hits = db.select(cardColumns).from(listings).where(p.where).limit(FENCE).as('hits');
  return db
    .select()
    .from(hits)
    .orderBy(...orderBy(hits, p.sortBy))
    .limit(p.limit)
    .offset(p.offset);
}

export const countQuery = (db: DbOrTx, where: SQL) => db.select({ n: count() }).from(listings).where(where);

export async function countMatches(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await countQuery(db, where);
  return row?.n ?? 0;
}

/** Runs `fn` in a transaction whose trigram operators use FUZZY_THRESHOLD (the default 0.6 misses too much). */
export function withFuzzyThreshold<T>(db: Db, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
      return fn(tx);
    },
    { accessMode: 'read only' },
  );
}

export type FacetRow = {
  brands: string[] | null;
  cities: string[] | null;
  min_price: number | null;
  max_price: number | null;
  min_year: number | null;
  max_year: number | null;
}

/** Options of the browse selects over the whole public catalogue, in one pass. */
export async function publicFacets(db: DbOrTx): Promise<FacetRow> {
  const { rows } = await db.execute<FacetRow>(sql`
    select array_agg(distinct brand_name) as brands, array_agg(distinct city_name) as cities,
           min(price) as min_price, max(price) as max_price, min(year) as min_year, max(year) as max_year
    from listings where status = ${PUBLIC_STATUS}`);
  return rows[0]!;
}
