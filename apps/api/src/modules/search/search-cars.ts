// GET /cars/ (contract 4.1): the exact total (rollup or count, cached per filter set), one page
// query chosen by that total, facets from the rollup (cached), typo correction when words match nothing;
// GET /cars/counts/ (decision 030) with the same filters and words.
import { listValues, pagination, type CarsFilters, type CarsQuery } from '@gaadi/domain/schemas/car';
import type { AppContext } from '../../platform/context.ts';
import { clearOnChange, LoadingCache } from '../../platform/loading-cache.ts';
import { cardsOfRows } from '../listings/present-cards.ts';
import { indexedCounts, narrowedCounts, type RawCounts } from './facet-counts.ts';
import type { ListingIndex } from './listing-index.ts';
import { createPageReader } from './page-reader.ts';
import { anyMatch, catalogueNames, findCardsOfIds, optionCounts, publicFacets, whereFor, type CardRow, type PageRequest, type Queryable, type SearchFilters } from './queries.ts';
import { createSpeller, type Speller } from './spelling.ts';
import { countTotal } from './totals.ts';

/**
 * Every listing change, in any API process, clears these caches at once (change-feed.ts); the
 * lifetimes only bound what a lagging read replica may leave behind.
 */
const FACETS_TTL_MS = 60_000;
const TOTALS_TTL_MS = 60_000;
const TOTALS_MAX_KEYS = 20_000;
/** More words than anyone types; bounds the work one request can ask of the trigram index. */
const MAX_TERMS = 10;
const INT_MAX = 2_147_483_647;

const clampInt = (v: number) => Math.min(Math.max(v, 0), INT_MAX);

export function searchTerms(search: string | undefined): string[] {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** One name as `brand`/`city` (the paths of decision 006 unchanged); several as brandIn/cityIn. */
function names(v: string | undefined): { one?: string; several?: string[] } {
  const list = listValues(v);
  return list.length > 1 ? { several: list } : { one: list[0] };
}

export function toFilters(q: CarsQuery): SearchFilters {
  const brand = names(q.brand);
  const city = names(q.city);
  const bodyTypes = listValues(q.bodyType).map((b) => b.toLowerCase());
  const models = listValues(q.model);
  return {
    terms: searchTerms(q.search),
    brand: brand.one,
    city: city.one,
    ...(brand.several && { brandIn: brand.several }),
    ...(city.several && { cityIn: city.several }),
    ...(bodyTypes.length && { bodyType: bodyTypes }),
    ...(models.length && { model: models }),
    ...(q.minYear !== undefined && { minYear: q.minYear }),
    ...(q.maxYear !== undefined && { maxYear: q.maxYear }),
    ...(q.maxKm !== undefined && { maxKm: q.maxKm }),
    ...(q.maxOwners !== undefined && { maxOwners: q.maxOwners }),
    ...(q.reduced && { reduced: true }),
    fuelType: q.fuelType,
    transmission: q.transmission,
    // Prices are whole rupees in an int column: round inwards and keep within its range.
    minPrice: q.minPrice === undefined ? undefined : clampInt(Math.ceil(q.minPrice)),
    maxPrice: q.maxPrice === undefined ? undefined : clampInt(Math.floor(q.maxPrice)),
    year: q.year,
  };
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

async function loadFacets(db: Queryable): Promise<CarsFilters> {
  const [f, counts] = await Promise.all([publicFacets(db), optionCounts(db)]);
  return {
    counts,
    availableBrands: (f.brands ?? []).sort(byName),
    availableCities: (f.cities ?? []).sort(byName),
    priceRange: { min: f.min_price ?? 0, max: f.max_price ?? 0 },
    yearRange: { min: f.min_year ?? 0, max: f.max_year ?? 0 },
  };
}

/**
 * `index`: the process's search index (decision 046); while it is not loaded, or without one,
 * pages, totals and counts are read in SQL with the same meaning.
 */
export function createCarSearch(ctx: AppContext, db: Queryable = ctx.pool, index: ListingIndex | null = null) {
  const facets = new LoadingCache<CarsFilters>({ ttlMs: FACETS_TTL_MS, max: 1 });
  const totals = new LoadingCache<number>({ ttlMs: TOTALS_TTL_MS, max: TOTALS_MAX_KEYS });
  const spellers = new LoadingCache<Speller>({ ttlMs: FACETS_TTL_MS, max: 1 });
  const seen = new LoadingCache<boolean>({ ttlMs: TOTALS_TTL_MS, max: TOTALS_MAX_KEYS });
  const counts = new LoadingCache<RawCounts>({ ttlMs: TOTALS_TTL_MS, max: TOTALS_MAX_KEYS });
  clearOnChange(ctx.catalogueChanges, facets, totals, spellers, seen, counts);
  ctx.metrics.watchCache('search_facets', facets);
  ctx.metrics.watchCache('search_totals', totals);
  ctx.metrics.watchCache('search_spellers', spellers);
  ctx.metrics.watchCache('search_seen', seen);
  ctx.metrics.watchCache('search_counts', counts);
  const readSql = createPageReader(db, totals);

  /**
   * A page and the exact total: the index chooses the ids, one statement reads their cards. An id
   * whose card is gone was changed without the index being told: it is read again, and so is the
   * page.
   */
  async function read(key: string, f: SearchFilters, p: PageRequest): Promise<[CardRow[], number]> {
    for (let again = false; ; again = true) {
      const found = await index?.page(f, p);
      if (!found) return readSql(key, f, p);
      const rows = await findCardsOfIds(db, found.ids);
      if (rows.length === found.ids.length || again) return [rows, found.total];
      const got = new Set(rows.map((r) => r.id));
      for (const id of found.ids) if (!got.has(id)) index!.changed(id);
    }
  }

  async function anyHit(f: SearchFilters): Promise<boolean> {
    const n = await index?.count(f);
    return n === null || n === undefined ? anyMatch(db, whereFor(f)) : n > 0;
  }

  async function total(f: SearchFilters): Promise<number> {
    return (await index?.count(f)) ?? totals.get(JSON.stringify(f), () => countTotal(db, f));
  }

  /**
   * The words as the buyer meant them: a word that occurs in no public listing is replaced by the
   * nearest catalogue word (decision 007); a word found as typed is kept.
   */
  async function corrected(terms: string[]): Promise<string[]> {
    const speller = await spellers.get('catalogue', async () => createSpeller(await catalogueNames(db)));
    const words: string[] = [];
    for (const term of terms) {
      const occurs = speller.known(term) || (await seen.get(term, () => anyHit({ terms: [term] })));
      const fix = occurs ? null : speller.correct(term);
      words.push(...(fix ? fix.split(' ') : [term]));
    }
    return [...new Set(words)];
  }

  async function searchCars(q: CarsQuery) {
    const filters = toFilters(q);
    const page = { sortBy: q.sortBy, limit: q.limit, offset: (q.page - 1) * q.limit };
    const [exact, available] = await Promise.all([
      read(JSON.stringify(filters), filters, page),
      facets.get('public', () => loadFacets(db)),
    ]);
    let [rows, total] = exact;
    if (total === 0 && filters.terms.length) {
      const terms = await corrected(filters.terms);
      if (terms.join(' ') !== filters.terms.join(' ')) {
        const meant = { ...filters, terms };
        [rows, total] = await read(JSON.stringify(meant), meant, page);
      }
    }
    return {
      cars: await cardsOfRows(ctx, db, rows),
      pagination: pagination(q.page, q.limit, total),
      filters: available,
    };
  }

  /** GET /cars/counts/: the panel's counts under the filters as searched (words corrected as above). */
  async function filterCounts(q: CarsQuery) {
    const filters = toFilters(q);
    let used = filters;
    if (filters.terms.length && (await total(filters)) === 0) {
      const terms = await corrected(filters.terms);
      if (terms.join(' ') !== filters.terms.join(' ')) used = { ...filters, terms };
    }
    const available = await facets.get('public', () => loadFacets(db));
    return (index && (await indexedCounts(index, used, available))) ?? narrowedCounts(db, counts, used, available);
  }

  /** One page of `f` and its total, chosen as GET /cars/ chooses its pages (the landing pages' newest cars). */
  const pageOf = (f: SearchFilters, p: PageRequest) => read(JSON.stringify(f), f, p);

  return { searchCars, filterCounts, pageOf };
}
