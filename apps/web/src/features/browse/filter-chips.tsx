// Above the results (issue 13): quick filters that toggle one parameter, and every active filter,
// the search text included, as a chip that removes it. Each chip is a link to the address it
// makes: a tap works before the chips' code is in (and search engines follow the quick filters);
// once it is, a plain click changes the filters in place, as the filter panel does.
import type { MouseEvent } from 'react';
import X from '@/ui/icons/x';
import { formatLakh } from '@gaadi/domain/format';
import { BODY_TYPE_LABELS, FUEL_LABELS, TRANSMISSION_LABELS } from '@gaadi/domain/public-constants';
import { useLocation, useSearchParams } from '@/lib/router';
import type { FilterKey } from '@/features/browse/filters';
import { msg, t } from '@/lib/i18n/i18n';

/** "₹4.5 Lakh" in the page's language (its units are in the catalogue: extract-messages.ts). */
const lakhText = (v: string) => formatLakh(v).replace(/Lakh|Crore/, (unit) => t(unit));

/** One tap each; SUV takes the compact ones too, as buyers mean it. */
export const QUICK_FILTERS: ReadonlyArray<readonly [label: string, key: FilterKey, value: string]> = [
  [msg('SUV'), 'bodyType', 'suv,compact_suv'],
  [msg('Automatic'), 'transmission', 'automatic'],
  [msg('Diesel'), 'fuelType', 'diesel'],
  [msg('Petrol'), 'fuelType', 'petrol'],
  [msg('CNG'), 'fuelType', 'cng'],
  [msg('Under ₹5 lakh'), 'maxPrice', '500000'],
  [msg('Under ₹10 lakh'), 'maxPrice', '1000000'],
];

const LABELS: Partial<Record<FilterKey, (v: string) => string>> = {
  fuelType: (v) => t(FUEL_LABELS[v as keyof typeof FUEL_LABELS] ?? v),
  transmission: (v) => t(TRANSMISSION_LABELS[v as keyof typeof TRANSMISSION_LABELS] ?? v),
  minPrice: (v) => t('Min {price}', { price: lakhText(v) }),
  maxPrice: (v) => t('Max {price}', { price: lakhText(v) }),
  year: (v) => t('Year {year}', { year: v }),
  brand: (v) => v.split(',').join(', '),
  city: (v) => v.split(',').join(', '),
  model: (v) => v.split(',').join(', '),
  bodyType: (v) =>
    v
      .split(',')
      .map((b) => t(BODY_TYPE_LABELS[b.trim().toLowerCase() as keyof typeof BODY_TYPE_LABELS] ?? b))
      .join(', '),
  minYear: (v) => t('From {year}', { year: v }),
  maxYear: (v) => t('Up to {year}', { year: v }),
  maxKm: (v) => t('Up to {km} km', { km: Number(v).toLocaleString('en-IN') }),
  maxOwners: (v) => (v === '1' ? t('1 owner') : t('Up to {count} owners', { count: v })),
  reduced: () => t('Recently reduced'),
};

const ORDER: FilterKey[] = [
  'search', 'brand', 'model', 'city', 'bodyType', 'fuelType', 'transmission', 'minPrice', 'maxPrice', 'year', 'minYear', 'maxYear', 'maxKm', 'maxOwners', 'reduced',
];

const NUMERIC = new Set<FilterKey>(['minPrice', 'maxPrice', 'year', 'minYear', 'maxYear', 'maxKm', 'maxOwners']);

/** A filter's value in the address as the page reads it (filters.ts; not imported, see below). */
export function filterValue(params: URLSearchParams, key: FilterKey): string {
  const v = (params.get(key) ?? '').trim();
  if (key === 'reduced') return v === 'true' ? v : '';
  return NUMERIC.has(key) && !Number.isFinite(Number(v)) ? '' : v;
}

/** The active filters in reading order, each with the text of its chip. */
export function activeFilterChips(params: URLSearchParams): Array<{ key: FilterKey; label: string }> {
  return ORDER.flatMap((key) => {
    const v = filterValue(params, key);
    return v ? [{ key, label: (LABELS[key] ?? String)(v) }] : [];
  });
}

/** The address with one filter changed, as withChange (filters.ts) makes it: page 1, a new brand without its model. */
export function addressWith(pathname: string, params: URLSearchParams, key: FilterKey, value: string): string {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete('page');
  if (key === 'brand') next.delete('model');
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A plain click stays in the page; a click that opens a tab or window is the browser's. */
const inPlace = (e: MouseEvent, change: () => void) => {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  change();
};

const chip = 'inline-flex h-9 shrink-0 items-center gap-1 rounded-full border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500';

/**
 * A deferred part of the browse page (lib/deferred: its code is not in the page's first
 * JavaScript, which has no room left): it reads the address itself, so that its one prop stays
 * the same while the server's markup waits for the code. It imports no code of filters.ts, which
 * would otherwise move to a chunk of its own and grow the page's JavaScript.
 */
export default function FilterChips({ onChange }: { onChange: (key: FilterKey, value: string) => void }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const active = activeFilterChips(params);
  return (
    <div id="browse-chips" className="mt-4 grid gap-3">
      <div role="group" aria-label={t('Quick filters')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {QUICK_FILTERS.map(([label, key, value]) => {
          const on = filterValue(params, key).toLowerCase() === value;
          return (
            <a
              key={label}
              href={addressWith(pathname, params, key, on ? '' : value)}
              aria-current={on ? 'true' : undefined}
              onClick={(e) => inPlace(e, () => onChange(key, on ? '' : value))}
              className={`${chip} ${on ? 'border-blue-600 bg-blue-600 text-white' : 'border-gray-300 bg-white text-gray-800 hover:border-blue-500 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100'}`}
            >
              {t(label)}
            </a>
          );
        })}
      </div>
      {active.length > 0 && (
        <ul aria-label={t('Active filters')} className="flex flex-wrap gap-2">
          {active.map(({ key, label }) => (
            <li key={key}>
              <a
                href={addressWith(pathname, params, key, '')}
                aria-label={t('Remove {label}', { label })}
                onClick={(e) => inPlace(e, () => onChange(key, ''))}
                className={`${chip} border-blue-200 bg-blue-50 text-blue-900 hover:bg-blue-100 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100`}
              >
                {label}
                <X className="h-4 w-4" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
