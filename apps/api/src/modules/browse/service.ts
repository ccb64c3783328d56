// GET /cars/ (contract 4.1): one query for the page, one count (cached per filter set), facets from a cache.
import { pagination, type CarsFilters, type CarsQuery } from '@gaadi/domain/schemas/car';
import type { AppContext } from '../../platform/context.ts';
import { clearOnChange, TtlCache } from '../../platform/ttl-cache.ts';
import type { ImageRow } from '../listings/queries.ts';
import { toCar, type ListingRow } from '../listings/serialize.ts';
import { createPageReader } from './page-reader.ts';
import { publicFacets, whereFor, withFuzzyThreshold, type CardRow, type SearchFilters } from './queries.ts';

/** Facet queries scan every public listing (15–24 ms at 100k): recompute at most this often. */
const FACETS_TTL_MS = 60_000;
/**
 * An exact total over a broad filter reads most of the index (5–30 ms at 100k rows), far more
 * than the page itself (< 1 ms): totals per filter set are reused this long, or until a write.
 */
const TOTALS_TTL_MS = 30_000;
const TOTALS_MAX_KEYS = 2_000;
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
  r.imageId ? [{ id: r.imageId, listingId: r.id, storageKey: r.imageKey!, thumbnailKey: r.imageThumbnailKey!, position: 0 }] : [];

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

async function loadFacets(ctx: AppContext): Promise<CarsFilters> {
  const f = await publicFacets(ctx.db);
  return {
    availableBrands: (f.brands ?? []).sort(byName),
    availableCities: (f.cities ?? []).sort(byName),
    priceRange: { min: f.min_price ?? 0, max: f.max_price ?? 0 },
    yearRange: { min: f.min_year ?? 0, max: f.max_year ?? 0 },
  };
}

export function createCarSearch(ctx: AppContext) {
  const facets = new TtlCache<CarsFilters>(FACETS_TTL_MS, 1);
  const totals = new TtlCache<number>(TOTALS_TTL_MS, TOTALS_MAX_KEYS);
  clearOnChange(ctx.events, facets, totals);
  const reader = createPageReader(totals);

  return async function searchCars(q: CarsQuery) {
    const filters = toFilters(q);
    const key = JSON.stringify(filters);
    const page = { sortBy: q.sortBy, limit: q.limit, offset: (q.page - 1) * q.limit };
    const read = filters.terms.length ? reader.searched : reader.filtered;
    const [exact, available] = await Promise.all([
      read(ctx.pool, `exact:${key}`, whereFor(filters), page),
      facets.get('public', () => loadFacets(ctx)),
    ]);
    let [rows, total] = exact;
    // Typo tolerance, only when the words as typed match nothing: words found nowhere in the
    // catalogue ("hyundia") may match near words, the others still must occur ("creta").
    if (total === 0 && filters.terms.length) {
      [rows, total] = await withFuzzyThreshold(ctx.pool, async (tx) => {
        const typos = new Set<string>();
        for (const term of filters.terms) {
          if (!(await reader.occurs(tx, term, whereFor({ terms: [term] })))) typos.add(term);
        }
        return typos.size ? reader.searched(tx, `fuzzy:${key}`, whereFor(filters, typos), page) : exact;
      });
    }
    return {
      // Rows leave out the two search columns, which the serializer never reads.
      cars: rows.map((r) => toCar(r as unknown as ListingRow, coverOf(r), ctx.storage)),
      pagination: pagination(q.page, q.limit, total),
      filters: available,
    };
  };
}
