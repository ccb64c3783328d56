// GET /cars/ (contract 4.1): the exact total (rollup or count, cached per filter set), one page
// query chosen by that total, facets from the rollup (cached), typo correction when words match nothing.
import { pagination, type CarsFilters, type CarsQuery } from '@gaadi/domain/schemas/car';
import type { AppContext } from '../../platform/context.ts';
import { clearOnChange, LoadingCache } from '../../platform/loading-cache.ts';
import type { ImageRow } from '../media/listing-images.ts';
import { toCar, type ListingRow } from '../listings/serialize.ts';
import { createPageReader } from './page-reader.ts';
import { anyMatch, catalogueNames, publicFacets, whereFor, type CardRow, type Queryable, type SearchFilters } from './queries.ts';
import { createSpeller, type Speller } from './spelling.ts';

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

function toFilters(q: CarsQuery): SearchFilters {
  return {
    terms: searchTerms(q.search),
    brand: q.brand,
    city: q.city,
    fuelType: q.fuelType,
    transmission: q.transmission,
    // Prices are whole rupees in an int column: round inwards and keep within its range.
    minPrice: q.minPrice === undefined ? undefined : clampInt(Math.ceil(q.minPrice)),
    maxPrice: q.maxPrice === undefined ? undefined : clampInt(Math.floor(q.maxPrice)),
    year: q.year,
  };
}

/** Lists carry only the first image (contract 2.2), read with the page. */
const coverOf = (r: CardRow): ImageRow[] =>
  r.imageId
    ? [
        {
          id: r.imageId,
          listingId: r.id,
          storageKey: r.imageKey!,
          thumbnailKey: r.imageThumbnailKey!,
          position: 0,
          renditions: r.imageRenditions,
          width: r.imageWidth,
          height: r.imageHeight,
        },
      ]
    : [];

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

async function loadFacets(db: Queryable): Promise<CarsFilters> {
  const f = await publicFacets(db);
  return {
    availableBrands: (f.brands ?? []).sort(byName),
    availableCities: (f.cities ?? []).sort(byName),
    priceRange: { min: f.min_price ?? 0, max: f.max_price ?? 0 },
    yearRange: { min: f.min_year ?? 0, max: f.max_year ?? 0 },
  };
}

export function createCarSearch(ctx: AppContext, db: Queryable = ctx.pool) {
  const facets = new LoadingCache<CarsFilters>({ ttlMs: FACETS_TTL_MS, max: 1 });
  const totals = new LoadingCache<number>({ ttlMs: TOTALS_TTL_MS, max: TOTALS_MAX_KEYS });
  const spellers = new LoadingCache<Speller>({ ttlMs: FACETS_TTL_MS, max: 1 });
  const seen = new LoadingCache<boolean>({ ttlMs: TOTALS_TTL_MS, max: TOTALS_MAX_KEYS });
  clearOnChange(ctx.events, facets, totals, spellers, seen);
  const read = createPageReader(db, totals);

  /**
   * The words as the buyer meant them: a word that occurs in no public listing is replaced by the
   * nearest catalogue word (decision 007); a word found as typed is kept.
   */
  async function corrected(terms: string[]): Promise<string[]> {
    const speller = await spellers.get('catalogue', async () => createSpeller(await catalogueNames(db)));
    const words: string[] = [];
    for (const term of terms) {
      const occurs = speller.known(term) || (await seen.get(term, () => anyMatch(db, whereFor({ terms: [term] }))));
      const fix = occurs ? null : speller.correct(term);
      words.push(...(fix ? fix.split(' ') : [term]));
    }
    return [...new Set(words)];
  }

  return async function searchCars(q: CarsQuery) {
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
      // Rows leave out the two search columns, which the serializer never reads.
      cars: rows.map((r) => toCar(r as unknown as ListingRow, coverOf(r), ctx.storage)),
      pagination: pagination(q.page, q.limit, total),
      filters: available,
    };
  };
}
