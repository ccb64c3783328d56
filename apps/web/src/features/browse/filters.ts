// Browse filters ↔ address and API query (public-side 2 and 5, contract 4.1). Pure functions.
import { BROWSE_PAGE_SIZE, DEFAULT_SORT, SORT_VALUES, type SortBy } from '@gaadi/domain/public-constants';
import type { CarsQuery } from '@/lib/api/cars';
import { t } from '@/lib/i18n/i18n';

// Issue 13's filters come after the spec's eight, so that the spec's addresses stay as they were.
const FILTER_KEYS = [
  'search', 'brand', 'fuelType', 'transmission', 'minPrice', 'maxPrice', 'city', 'year',
  'bodyType', 'model', 'minYear', 'maxYear', 'maxKm', 'maxOwners', 'reduced',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export type BrowseFilters = Record<FilterKey, string> & { sortBy: SortBy; page: number };

export const EMPTY_FILTERS: BrowseFilters = {
  search: '',
  brand: '',
  fuelType: '',
  transmission: '',
  minPrice: '',
  maxPrice: '',
  city: '',
  year: '',
  bodyType: '',
  model: '',
  minYear: '',
  maxYear: '',
  maxKm: '',
  maxOwners: '',
  reduced: '',
  sortBy: DEFAULT_SORT,
  page: 1,
};

const NUMERIC: ReadonlySet<FilterKey> = new Set(['minPrice', 'maxPrice', 'year', 'minYear', 'maxYear', 'maxKm', 'maxOwners']);
const isNumber = (v: string) => v.trim() !== '' && Number.isFinite(Number(v));

/** Reads the address; unknown sorts become the default, bad pages 1, non-numeric numbers empty. */
export function filtersFromParams(params: URLSearchParams): BrowseFilters {
  const f: BrowseFilters = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) {
    const value = (params.get(key) ?? '').trim();
    f[key] = NUMERIC.has(key) && !isNumber(value) ? '' : value;
  }
  if (f.reduced !== 'true') f.reduced = '';
  const sort = params.get('sortBy');
  f.sortBy = (SORT_VALUES as readonly string[]).includes(sort ?? '') ? (sort as SortBy) : DEFAULT_SORT;
  const page = Number(params.get('page'));
  f.page = Number.isInteger(page) && page > 1 ? page : 1;
  return f;
}

/** The address: empty values dropped, sortBy omitted when default, page omitted when 1. */
export function filtersToParams(f: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (f[key].trim() !== '') params.set(key, f[key].trim());
  if (f.sortBy !== DEFAULT_SORT) params.set('sortBy', f.sortBy);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** The GET /cars/ query: always sortBy, page and limit 12; empty filters dropped. */
export function filtersToApiQuery(f: BrowseFilters): CarsQuery {
  const query: CarsQuery = {};
  for (const key of FILTER_KEYS) {
    const v = f[key].trim();
    if (v !== '') query[key] = NUMERIC.has(key) ? Number(v) : v;
  }
  return { ...query, sortBy: f.sortBy, page: f.page, limit: BROWSE_PAGE_SIZE };
}

/** Changing a filter or the sort returns to page 1; changing the page keeps the filters. */
export function withChange<K extends FilterKey | 'sortBy' | 'page'>(f: BrowseFilters, key: K, value: BrowseFilters[K]): BrowseFilters {
  if (key === 'page') return { ...f, page: value as number };
  // A model belongs to its brand: another brand choice starts the model over.
  return { ...f, [key]: value, ...(key === 'brand' && value !== f.brand && { model: '' }), page: 1 };
}

export function hasActiveFilters(f: BrowseFilters): boolean {
  return FILTER_KEYS.some((k) => f[k].trim() !== '');
}

/** The header's count (public-side 2), "1 car" for one (issue 13). */
export { availableText } from '@/lib/count-text';

/** The result line (public-side 2), "1 car" for one (issue 13). */
export const showingText = ({ from, to, total }: { from: number; to: number; total: number }) =>
  total === 1 ? t('Showing 1 - 1 of 1 car') : t('Showing {from} - {to} of {total} cars', { from, to, total });

/** "Showing X - Y of N cars" numbers. */
export function resultRange(p: { page?: number; limit?: number; total?: number }) {
  const page = p.page ?? 1;
  const limit = p.limit ?? BROWSE_PAGE_SIZE;
  const total = p.total ?? 0;
  if (total === 0) return { from: 0, to: 0, total };
  return { from: (page - 1) * limit + 1, to: Math.min(page * limit, total), total };
}
