// SQL of the public search (contract 4.1). Filters, sorts and counts run on listing_search, the
// narrow projection of the public listings (decision 006), in the form its indexes were built for;
// a page of ids is then joined back to listings for its cards. Each sort ends with id so that
// pages never overlap or skip rows with equal sort keys.
//
// The hot path is plain SQL text on the pg pool, not the Drizzle builder: building this select
// of forty columns cost about 0.5 ms of CPU per request, as much as running it. Queries stay
// unnamed (no prepared statements), so every one is planned with its actual values.
import type pg from 'pg';
import { FUEL_TYPES, REDUCED_WITHIN_DAYS, TRANSMISSIONS, type SortBy } from '@gaadi/domain/public-constants';
import { isShortWord, wordStartPattern } from '@gaadi/domain/search-words';
import { cardsOfPage, publicCardsOfIds, type CardRow } from '../listing-store/card-rows.ts';
import { dealerRefJoin } from '../dealers/dealer-records.ts';
import { coverImageJoin } from '../media/listing-images.ts';

export type { CardRow };

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
  // Issue 13. `brand` and `city` hold one name; several comma-separated ones go in brandIn/cityIn.
  brandIn?: string[];
  cityIn?: string[];
  /** Lower-case BODY_TYPES values. */
  bodyType?: string[];
  /** Model names as typed (compared lower-cased). */
  model?: string[];
  minYear?: number;
  maxYear?: number;
  maxKm?: number;
  maxOwners?: number;
  /** Only listings whose price went down within REDUCED_WITHIN_DAYS. */
  reduced?: boolean;
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

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A structured filter that may lead an index walk. */
export type Dimension = 'brand' | 'city' | 'fuelType' | 'transmission' | 'year' | 'bodyType';

/**
 * Every term must occur in the search text (misspelt words are corrected before, see
 * spelling.ts). Trigrams cannot index a substring shorter than three characters, so a short word
 * ("ev", "mg", "xz") matches as the start of a word of the search text or of the variant instead
 * (@gaadi/domain/search-words), through the trigram indexes, which read a word's start as padding;
 * without that it would read every public listing.
 *
 * With `walk.lead` (an index walk, see walk-lead.ts), the other text filters are compared in the
 * "C" collation, which no index has (same values, same statistics), so the planner cannot walk the
 * index of another filter that goes with the sort key, whose start holds none of the lead's cars.
 */
export function whereFor(f: SearchFilters, walk?: { lead: readonly Dimension[] }): Where {
  const values: unknown[] = [];
  const $ = (v: unknown) => `$${values.push(v)}`;
  const conds = ['true'];
  // `collate "C"` keeps the column's statistics (good estimates) but matches no index.
  const col = (d: Dimension, column: string) => (!walk || walk.lead.includes(d) ? column : `${column} collate "C"`);
  if (f.brand) conds.push(`${col('brand', 'brand_key')} = lower(${$(f.brand)})`);
  if (f.city) conds.push(`${col('city', 'city_key')} = lower(${$(f.city)})`);
  if (f.fuelType) conds.push(`${col('fuelType', 'fuel_type')} = ${$(f.fuelType)}`);
  if (f.transmission) conds.push(`${col('transmission', 'transmission')} = ${$(f.transmission)}`);
  if (f.minPrice !== undefined) conds.push(`price >= ${$(f.minPrice)}`);
  if (f.maxPrice !== undefined) conds.push(`price <= ${$(f.maxPrice)}`);
  if (f.year !== undefined) conds.push(`year = ${$(f.year)}`);
  // Several names: lower() of the array's text form lower-cases every element, as for one name.
  if (f.brandIn?.length) conds.push(`${col('brand', 'brand_key')} = any(lower(${$(f.brandIn)})::text[])`);
  if (f.cityIn?.length) conds.push(`${col('city', 'city_key')} = any(lower(${$(f.cityIn)})::text[])`);
  if (f.model?.length) {
    conds.push(f.model.length === 1 ? `model_key = lower(${$(f.model[0])})` : `model_key = any(lower(${$(f.model)})::text[])`);
  }
  if (f.bodyType?.length) {
    conds.push(
      f.bodyType.length === 1
        ? `${col('bodyType', 'body_type')} = ${$(f.bodyType[0])}`
        : `${col('bodyType', 'body_type')} = any(${$(f.bodyType)}::text[])`,
    );
  }
  if (f.minYear !== undefined) conds.push(`year >= ${$(f.minYear)}`);
  if (f.maxYear !== undefined) conds.push(`year <= ${$(f.maxYear)}`);
  if (f.maxKm !== undefined) conds.push(`km_driven <= ${$(f.maxKm)}`);
  if (f.maxOwners !== undefined) conds.push(`owners <= ${$(f.maxOwners)}`);
  if (f.reduced) conds.push(`price_reduced_at >= now() - ${$(`${REDUCED_WITHIN_DAYS} days`)}::interval`);
  for (const term of f.terms) {
    if (isShortWord(term)) {
      const start = $(wordStartPattern(term));
      conds.push(`(search_text ~ ${start} or variant_key ~ ${start})`);
    } else conds.push(`search_text like ${$(`%${escapeLike(term)}%`)}`);
  }
  return { text: conds.length > 1 ? conds.slice(1).join(' and ') : 'true', values };
}

// The order of each sort, over listing_search's columns. year_* follow the (year, created_at)
// indexes in one direction, read without sorting.
const ORDER: Record<SortBy, string> = {
  created_desc: 'created_at desc, id desc',
  created_asc: 'created_at asc, id asc',
  price_asc: 'price asc, id asc',
  price_desc: 'price desc, id desc',
  year_desc: 'year desc, created_at desc, id desc',
  year_asc: 'year asc, created_at asc, id asc',
  km_asc: 'km_driven asc, id asc',
  km_desc: 'km_driven desc, id desc',
  // Most recently reduced first, then the cars never reduced, newest first (listing_search_reduced_idx).
  reduced_desc: 'price_reduced_at desc nulls last, created_at desc, id desc',
};
const SORT_COLUMNS = 'id, created_at, price, year, km_driven, price_reduced_at';

const paged = (where: Where, p: PageRequest) => {
  const n = where.values.length;
  return { tail: `order by ${ORDER[p.sortBy]} limit $${n + 1} offset $${n + 2}`, values: [...where.values, p.limit, p.offset] };
};

/** What every list of cards joins to its page of ids: the cover and photo count (media), the dealer (dealers). */
export const CARD_JOINS = { cover: coverImageJoin('page.id'), dealer: dealerRefJoin('l.seller_id') };

/** The page's cards with their covers, in the sort's order (listing-store/card-rows.ts). */
const cards = (page: string, p: PageRequest) => cardsOfPage(page, ORDER[p.sortBy].replace(/(\w+) (asc|desc)/g, 'page.$1 $2'), CARD_JOINS);

/** The page by walking the index of the sort (with a filter first where an index has one). */
export function pageQuery(where: Where, p: PageRequest) {
  const { tail, values } = paged(where, p);
  return { text: cards(`select ${SORT_COLUMNS} from listing_search where ${where.text} ${tail}`, p), values };
}

/**
 * The cards of a page whose ids the search index chose (listing-index.ts), in the index's order:
 * one named prepared statement (decision 044's lookups by key) whose generic plan, the same
 * whatever the ids (primary keys), PostgreSQL keeps after five runs. It looks the ids up in
 * listings alone (decision 049): through listing_search first, it cost PostgreSQL 0.53 ms instead
 * of 0.42 ms at 100,000 listings.
 */
const CARDS_OF_IDS = { name: 'public-cards-of-ids', text: publicCardsOfIds(CARD_JOINS) };

// The ids (uuids the index holds) as an array literal: pg quotes and escapes each element of an array it is given.
export const cardsOfIdsQuery = (ids: string[]) => ({ ...CARDS_OF_IDS, values: [`{${ids.join(',')}}`] });

export async function findCardsOfIds(db: Queryable, ids: string[]): Promise<CardRow[]> {
  return ids.length ? (await db.query<CardRow>(cardsOfIdsQuery(ids))).rows : [];
}

/** Larger than any table here; a subquery with a LIMIT is planned on its own (a fence). */
const FENCE = 2_147_483_647;

/**
 * The same page, read through a subquery the planner may not merge into the sorted outer query:
 * it collects the hits through the filter and search indexes and sorts them, instead of walking a
 * sort index.
 */
export function fewPageQuery(where: Where, p: PageRequest) {
  const { tail, values } = paged(where, p);
  const hits = `select ${SORT_COLUMNS} from listing_search where ${where.text} limit ${FENCE}`;
  return { text: cards(`select * from (${hits}) hits ${tail}`, p), values };
}

/** The order of each sort over the card columns' names. */
const CARD_ORDER = (sortBy: SortBy) =>
  ORDER[sortBy]
    .replace(/\bprice_reduced_at\b/g, '"priceReducedAt"')
    .replace(/\bcreated_at\b/g, '"createdAt"').replace(/\bkm_driven\b/g, '"kmDriven"').replace(/\b(price|year|id)\b/g, '"$1"');

/**
 * A page and the total in one pass, for filter sets the rollup cannot count: the hits are
 * collected once (through the filter and search indexes), counted, and the page sorted out of
 * them. One row with a null id and the total when the page is past the end.
 */
export function countedPageQuery(where: Where, p: PageRequest) {
  const { tail, values } = paged(where, p);
  const text = `
    with hits as materialized (select ${SORT_COLUMNS} from listing_search where ${where.text})
    select t.total, c.* from (select count(*)::int as total from hits) t
    left join lateral (${cards(`select * from hits ${tail}`, p)}) c on true
    order by ${CARD_ORDER(p.sortBy).replace(/"(\w+)"/g, 'c."$1"')}`;
  return { text, values };
}

export async function findCountedPage(db: Queryable, where: Where, p: PageRequest): Promise<[CardRow[], number]> {
  const { rows } = await db.query<CardRow & { total: number }>(countedPageQuery(where, p));
  return [rows.filter((r) => r.id !== null), rows[0]?.total ?? 0];
}

export const countQuery = (where: Where) => ({ text: `select count(*)::int as n from listing_search where ${where.text}`, values: where.values });

export async function findPage(db: Queryable, where: Where, p: PageRequest): Promise<CardRow[]> {
  return (await db.query<CardRow>(pageQuery(where, p))).rows;
}

export async function findPageOfFew(db: Queryable, where: Where, p: PageRequest): Promise<CardRow[]> {
  return (await db.query<CardRow>(fewPageQuery(where, p))).rows;
}

export async function countMatches(db: Queryable, where: Where): Promise<number> {
  return (await db.query<{ n: number }>(countQuery(where))).rows[0]!.n;
}

/** Whether any public listing matches (stops at the first). */
export async function anyMatch(db: Queryable, where: Where): Promise<boolean> {
  return (await db.query(`select 1 from listing_search where ${where.text} limit 1`, where.values)).rows.length > 0;
}

export type FacetRow = {
  brands: string[] | null;
  cities: string[] | null;
  min_price: number | null;
  max_price: number | null;
  min_year: number | null;
  max_year: number | null;
};

/**
 * Options of the browse selects over the whole public catalogue: the names from the rollup
 * listing_name_counts, the bounds from the ends of the price and year indexes (no scan).
 */
export const FACETS_SQL = `
  select (select array_agg(name) from listing_name_counts where kind = 'brand' and n > 0) as brands,
         (select array_agg(name) from listing_name_counts where kind = 'city' and n > 0) as cities,
         (select min(price) from listing_search) as min_price,
         (select max(price) from listing_search) as max_price,
         (select min(year) from listing_search) as min_year,
         (select max(year) from listing_search) as max_year`;

export async function publicFacets(db: Queryable): Promise<FacetRow> {
  return (await db.query<FacetRow>(FACETS_SQL)).rows[0]!;
}

/** Public catalogue names (brands, models, cities) with their listing counts: the words typo correction may suggest. */
export async function catalogueNames(db: Queryable): Promise<Array<{ name: string; n: number }>> {
  return (await db.query<{ name: string; n: number }>(`select name, n from listing_name_counts where kind in ('brand', 'model', 'city') and n > 0`)).rows;
}

export interface OptionCounts {
  bodyTypes: Record<string, number>;
  fuelTypes: Record<string, number>;
  transmissions: Record<string, number>;
  brands: Record<string, number>;
  cities: Record<string, number>;
}

/**
 * Public listings per option of the filter panel over the whole catalogue (decision 015): names
 * and body types from listing_name_counts, fuels and transmissions from the rows of
 * listing_counts that group by that filter alone (a few hundred price buckets each, one
 * primary-key range per value).
 */
export const OPTION_COUNTS_SQL = `
  select kind, name, n from listing_name_counts where kind in ('body', 'brand', 'city') and n > 0
  union all
  select 'fuel', fuel_type, sum(n)::int from listing_counts
  where brand_key = '' and city_key = '' and fuel_type = any($1::text[]) and transmission = '' and year = 0 group by fuel_type
  union all
  select 'transmission', transmission, sum(n)::int from listing_counts
  where brand_key = '' and city_key = '' and fuel_type = '' and transmission = any($2::text[]) and year = 0 group by transmission`;

const OPTION_KEYS: Record<string, keyof OptionCounts> = {
  body: 'bodyTypes',
  brand: 'brands',
  city: 'cities',
  fuel: 'fuelTypes',
  transmission: 'transmissions',
};

export async function optionCounts(db: Queryable): Promise<OptionCounts> {
  const { rows } = await db.query<{ kind: string; name: string; n: number }>(OPTION_COUNTS_SQL, [[...FUEL_TYPES], [...TRANSMISSIONS]]);
  const counts: OptionCounts = { bodyTypes: {}, fuelTypes: {}, transmissions: {}, brands: {}, cities: {} };
  for (const r of rows) if (r.n > 0) counts[OPTION_KEYS[r.kind]!][r.name] = r.n;
  return counts;
}
