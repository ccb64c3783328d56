// SQL of the public search (contract 4.1). Every filter is written in the form the composite
// indexes of db/schema.ts were built for (lower(city_name), lower(brand_name), status first), and
// each sort ends with id so that pages never overlap or skip rows with equal sort keys.
//
// The hot path is plain SQL text on the pg pool, not the Drizzle builder: building this select
// of forty columns cost about 0.5 ms of CPU per request, as much as running it. Queries stay
// unnamed (no prepared statements), so every one is planned with its actual values.
import { getTableColumns, sql } from 'drizzle-orm';
import type pg from 'pg';
import { PUBLIC_STATUS, type SortBy } from '@gaadi/domain/constants';
import { listings } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import type { ListingRow } from '../listings/serialize.ts';

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

/** The pool or one of its clients (inside a transaction). */
export type Queryable = Pick<pg.Pool, 'query'>;

export interface Where {
  text: string;
  values: unknown[];
}

export interface PageRequest {
  sortBy: SortBy;
  limit: number;
  offset: number;
}

/** A listing as cards need it: every column but the two search columns, and its cover image. */
export type CardRow = Omit<ListingRow, 'searchVector' | 'searchText'> & {
  imageId: string | null;
  imageKey: string | null;
  imageThumbnailKey: string | null;
};

/** pg itself yields Dates, numbers and arrays; aliases give the rows Drizzle's property names. */
const CARD_COLUMNS = Object.entries(getTableColumns(listings))
  .filter(([key]) => key !== 'searchVector' && key !== 'searchText')
  .map(([key, column]) => `"${column.name}" as "${key}"`)
  .join(', ');

/** Pg_trgm word similarity a misspelt word needs ("hyundia" → "hyundai" scores 0.625). */
export const FUZZY_THRESHOLD = 0.5;

const WORD = /^[\p{L}\p{N}]+$/u;
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every term must occur in the search text, except those in `fuzzy`, which may instead be a near
 * word (typos; `%>` is served by the same trigram index). Trigrams cannot index a substring
 * shorter than three characters, so a short word ("ev", "mg", "xz") matches as the start of a
 * word instead, through the full-text index; without that it would read every public listing.
 */
export function whereFor(f: SearchFilters, fuzzy: ReadonlySet<string> = new Set()): Where {
  const values: unknown[] = [PUBLIC_STATUS];
  const $ = (v: unknown) => `$${values.push(v)}`;
  const conds = ['status = $1'];
  if (f.brand) conds.push(`lower(brand_name) = lower(${$(f.brand)})`);
  if (f.city) conds.push(`lower(city_name) = lower(${$(f.city)})`);
  if (f.fuelType) conds.push(`fuel_type = ${$(f.fuelType)}`);
  if (f.transmission) conds.push(`transmission = ${$(f.transmission)}`);
  if (f.minPrice !== undefined) conds.push(`price >= ${$(f.minPrice)}`);
  if (f.maxPrice !== undefined) conds.push(`price <= ${$(f.maxPrice)}`);
  if (f.year !== undefined) conds.push(`year = ${$(f.year)}`);
  for (const term of f.terms) {
    const contains =
      term.length < 3 && WORD.test(term)
        ? `search_vector @@ to_tsquery('simple', ${$(`${term}:*`)})`
        : `search_text like ${$(`%${escapeLike(term)}%`)}`;
    conds.push(fuzzy.has(term) ? `(${contains} or search_text %> ${$(term)})` : contains);
  }
  return { text: conds.join(' and '), values };
}

// Column aliases (the output names) resolve to the columns, so the sort indexes still apply.
// year_* follow the (status, year, created_at) index in one direction, read without sorting.
const ORDER: Record<SortBy, string> = {
  created_desc: '"createdAt" desc, "id" desc',
  created_asc: '"createdAt" asc, "id" asc',
  price_asc: '"price" asc, "id" asc',
  price_desc: '"price" desc, "id" desc',
  year_desc: '"year" desc, "createdAt" desc, "id" desc',
  year_asc: '"year" asc, "createdAt" asc, "id" asc',
  km_asc: '"kmDriven" asc, "id" asc',
  km_desc: '"kmDriven" desc, "id" desc',
};

const paged = (where: Where, p: PageRequest) => {
  const n = where.values.length;
  return { tail: `order by ${ORDER[p.sortBy]} limit $${n + 1} offset $${n + 2}`, values: [...where.values, p.limit, p.offset] };
};

/**
 * Adds each listing's cover (first image) to a page, in the same statement: one round trip
 * fewer per request, and only the page's own rows are joined, never those skipped by OFFSET.
 */
const withCover = (page: string, p: PageRequest) => `
  select page.*, cover.* from (${page}) page
  left join lateral (
    select i.id as "imageId", i.storage_key as "imageKey", i.thumbnail_key as "imageThumbnailKey"
    from listing_images i where i.listing_id = page.id order by i.position, i.created_at limit 1
  ) cover on true
  order by ${ORDER[p.sortBy]}`;

export function pageQuery(where: Where, p: PageRequest) {
  const { tail, values } = paged(where, p);
  return { text: withCover(`select ${CARD_COLUMNS} from listings where ${where.text} ${tail}`, p), values };
}

/** Larger than any table here; a subquery with a LIMIT is planned on its own (a fence). */
const FENCE = 2_147_483_647;

/**
 * The same page, read through a subquery the planner may not merge into the sorted outer query:
 * it collects the hits through the search indexes and sorts them, instead of walking a sort index.
 */
export function fewPageQuery(where: Where, p: PageRequest) {
  const { tail, values } = paged(where, p);
  const hits = `select ${CARD_COLUMNS} from listings where ${where.text} limit ${FENCE}`;
  return { text: withCover(`select * from (${hits}) hits ${tail}`, p), values };
}

export const countQuery = (where: Where) => ({ text: `select count(*)::int as n from listings where ${where.text}`, values: where.values });

export async function findPage(db: Queryable, where: Where, p: PageRequest): Promise<CardRow[]> {
  return (await db.query<CardRow>(pageQuery(where, p))).rows;
}

export async function findPageOfFew(db: Queryable, where: Where, p: PageRequest): Promise<CardRow[]> {
  return (await db.query<CardRow>(fewPageQuery(where, p))).rows;
}

export async function countMatches(db: Queryable, where: Where): Promise<number> {
  return (await db.query<{ n: number }>(countQuery(where))).rows[0]!.n;
}

/** Runs `fn` in a read-only transaction whose trigram operators use FUZZY_THRESHOLD (the default 0.6 misses too much). */
export async function withFuzzyThreshold<T>(pool: pg.Pool, fn: (client: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('begin read only');
    await client.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(FUZZY_THRESHOLD)]);
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (e) {
    await client.query('rollback').catch(() => (broken = true));
    throw e;
  } finally {
    client.release(broken);
  }
}

export type FacetRow = {
  brands: string[] | null;
  cities: string[] | null;
  min_price: number | null;
  max_price: number | null;
  min_year: number | null;
  max_year: number | null;
};

/** Options of the browse selects over the whole public catalogue, in one pass. */
export async function publicFacets(db: DbOrTx): Promise<FacetRow> {
  const { rows } = await db.execute<FacetRow>(sql`
    select array_agg(distinct brand_name) as brands, array_agg(distinct city_name) as cities,
           min(price) as min_price, max(price) as max_price, min(year) as min_year, max(year) as max_year
    from listings where status = ${PUBLIC_STATUS}`);
  return rows[0]!;
}
