// SQL of the public search (contract 4.1). Every filter is written in the form the composite
// indexes of db/schema.ts were built for (lower(city_name), lower(brand_name), status first), and
// each sort ends with id so that pages never overlap or skip rows with equal sort keys.
import { and, asc, count, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
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

const ORDER: Record<SortBy, SQL[]> = {
  created_desc: [desc(listings.createdAt), desc(listings.id)],
  created_asc: [asc(listings.createdAt), asc(listings.id)],
  price_asc: [asc(listings.price), asc(listings.id)],
  price_desc: [desc(listings.price), desc(listings.id)],
  // Same direction as the (status, year, created_at) index, so it is read without sorting.
  year_desc: [desc(listings.year), desc(listings.createdAt), desc(listings.id)],
  year_asc: [asc(listings.year), asc(listings.createdAt), asc(listings.id)],
  km_asc: [asc(listings.kmDriven), asc(listings.id)],
  km_desc: [desc(listings.kmDriven), desc(listings.id)],
};

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
    .orderBy(...ORDER[p.sortBy])
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

/** The terms that occur as typed somewhere in the public catalogue (the others may be typos). */
export async function knownTerms(db: DbOrTx, terms: string[]): Promise<Set<string>> {
  const found = await Promise.all(
    terms.map(async (term) => {
      const [hit] = await db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.status, PUBLIC_STATUS), containsTerm(term)))
        .limit(1);
      return hit ? term : null;
    }),
  );
  return new Set(found.filter((t): t is string => t !== null));
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
