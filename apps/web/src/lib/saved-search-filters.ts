// A saved search's filters (the /cars/ query without paging, contract 3.10) as people read them
// and as the Buy page's address. The Buy page saves them and the dashboard shows them.
import { formatPrice } from '@gaadi/domain/format';
import { BODY_TYPE_LABELS, DEFAULT_SORT, FUEL_LABELS, SORT_OPTIONS, TRANSMISSION_LABELS } from '@gaadi/domain/public-constants';
import { t } from '@/lib/i18n/i18n';

/** The keys a saved search keeps, in the order the Buy page's address writes them. */
export const SAVED_FILTER_KEYS = [
  'search', 'brand', 'fuelType', 'transmission', 'minPrice', 'maxPrice', 'city', 'year',
  'bodyType', 'model', 'minYear', 'maxYear', 'maxKm', 'maxOwners', 'reduced', 'sortBy',
] as const;
export type SavedFilters = Partial<Record<(typeof SAVED_FILTER_KEYS)[number], string | number>>;

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' || v === true ? String(v).trim() : '');
const list = (v: string) => v.split(',').map((x) => x.trim()).filter(Boolean).join(', ');

/** Only the known, non-empty keys; sortBy kept only when it is not the default. */
export function cleanSavedFilters(filters: Record<string, unknown> | null | undefined): SavedFilters {
  const out: SavedFilters = {};
  for (const key of SAVED_FILTER_KEYS) {
    const v = text(filters?.[key]);
    if (v === '' || (key === 'sortBy' && v === DEFAULT_SORT) || (key === 'reduced' && v !== 'true')) continue;
    out[key] = v;
  }
  return out;
}

function priceRange(min: string, max: string) {
  if (min && max) return `${formatPrice(min)} – ${formatPrice(max)}`;
  if (min) return t('From {price}', { price: formatPrice(min) });
  return max ? t('Up to {price}', { price: formatPrice(max) }) : '';
}

/** "“swift” · Maruti Suzuki · Pune · Diesel · Automatic · ₹3,00,000 – ₹8,00,000 · 2020"; "All cars" when empty. */
export function describeSavedFilters(filters: Record<string, unknown> | null | undefined): string {
  const f = cleanSavedFilters(filters);
  const get = (k: keyof SavedFilters) => text(f[k]);
  const sort = SORT_OPTIONS.find((o) => o.value === get('sortBy'));
  const parts = [
    get('search') && `“${get('search')}”`,
    list(get('brand')),
    list(get('model')),
    list(get('city')),
    get('bodyType') &&
      get('bodyType')
        .split(',')
        .map((b) => t(BODY_TYPE_LABELS[b.trim() as keyof typeof BODY_TYPE_LABELS] ?? b))
        .join(', '),
    t(FUEL_LABELS[get('fuelType') as keyof typeof FUEL_LABELS] ?? get('fuelType')),
    t(TRANSMISSION_LABELS[get('transmission') as keyof typeof TRANSMISSION_LABELS] ?? get('transmission')),
    priceRange(get('minPrice'), get('maxPrice')),
    get('year') && t('Year {year}', { year: get('year') }),
    get('minYear') && t('From {year}', { year: get('minYear') }),
    get('maxYear') && t('Up to {year}', { year: get('maxYear') }),
    get('maxKm') && t('Up to {km} km', { km: Number(get('maxKm')).toLocaleString('en-IN') }),
    get('maxOwners') && (get('maxOwners') === '1' ? t('1 owner') : t('Up to {count} owners', { count: get('maxOwners') })),
    get('reduced') && t('Recently reduced'),
    sort && t(sort.label),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('All cars');
}

/** The Buy page showing this search. */
export function buyPathFor(filters: Record<string, unknown> | null | undefined): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(cleanSavedFilters(filters))) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `/buy?${qs}` : '/buy';
}
