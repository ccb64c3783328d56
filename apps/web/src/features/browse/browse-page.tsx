import AlertCircle from '@/ui/icons/circle-exclamation-point';
import SlidersHorizontal from '@/ui/icons/sliders-horizontal';
import { lazy, Suspense, useCallback, useState } from 'react';
import { deferred } from '@/lib/deferred';
import { t, withMessages } from '@/lib/i18n/i18n';
import { useSearchParams } from '@/lib/router';
import { SORT_OPTIONS, type SortBy } from '@gaadi/domain/public-constants';
import type { Pagination as PageInfo } from '@gaadi/domain/schemas/car';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { Button } from '@/ui/button';
import { CarCard } from '@/ui/car-card';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { availableText, EMPTY_FILTERS, showingText, filtersFromParams, filtersToParams, resultRange, withChange, type BrowseFilters, type FilterKey } from '@/features/browse/filters';
import { browseMeta } from '@/features/browse/browse-meta';
import { Pagination } from '@/ui/pagination';
import { SaveSearchButton } from '@/features/browse/save-search-button';
import { carsErrorMessage, useCars } from '@/features/browse/use-cars';

// The panel is collapsed by default (public-side 2): its code loads when it is first shown.
// On a Hindi page the panel's own Hindi (hi-filters.ts) comes with it.
const loadFilterPanel = () => withMessages(import('@/features/browse/filter-panel'), () => import('@/lib/i18n/hi-filters'), 'hi-filters');
const FilterPanel = lazy(() => loadFilterPanel().then((m) => ({ default: m.FilterPanel })));
const FilterChips = deferred('browse-chips', () => import('@/features/browse/filter-chips'));

function CardSkeletons() {
  return (
    <div role="status" aria-label={t('Loading cars')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900">
          <Skeleton className="aspect-[4/3] rounded-none" />
          {/* Same heights as a card, so that the cards replace it without shifting the page. */}
          <div className="p-4">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="mt-1 h-5 w-1/2" />
            <div className="mt-3 grid grid-cols-2 gap-1">
              <Skeleton className="h-4" />
              <Skeleton className="h-4" />
              <Skeleton className="h-4" />
              <Skeleton className="h-4" />
            </div>
            <Skeleton className="mt-4 h-8 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

export default function BrowsePage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const meta = browseMeta(filters);
  useDocumentMeta(meta.title, meta.description);
  const [showFilters, setShowFilters] = useState(false);
  const { data, error, isPending, isFetching, refetch } = useCars(filters);

  const update = useCallback((next: BrowseFilters) => setParams(filtersToParams(next), { replace: true }), [setParams]);
  // The address is updated at once, the render a moment later: build on the latest address so
  // that two quick changes do not undo each other.
  const latest = () => filtersFromParams(new URLSearchParams(window.location.search));
  const change = <K extends FilterKey | 'sortBy' | 'page'>(key: K, value: BrowseFilters[K]) => update(withChange(latest(), key, value));
  // The same function on every render: the chips keep their server markup until their code is in.
  const changeFilter = useCallback((key: FilterKey, value: string) => update(withChange(latest(), key, value)), [update]);
  const clear = () => update({ ...EMPTY_FILTERS, sortBy: latest().sortBy });

  const cars = data?.cars ?? [];
  const pagination: Partial<PageInfo> = data?.pagination ?? {};
  const total = pagination.total;
  const range = resultRange(pagination);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold">{t('Buy Used Cars')}</h1>
        <p className="mt-1 text-gray-600 dark:text-gray-400">{total ? availableText(total) : t('Browse our collection')}</p>
      </header>

      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            aria-expanded={showFilters}
            aria-controls="browse-filters"
            onClick={() => setShowFilters((s) => !s)}
            onPointerEnter={() => void loadFilterPanel()}
            onFocus={() => void loadFilterPanel()}
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            {showFilters ? t('Hide Filters') : t('Show Filters')}
          </Button>
          <Button variant="ghost" onClick={clear}>
            {t('Clear All')}
          </Button>
          <SaveSearchButton filters={filters} />
        </div>
        <Select
          label={t('Sort by')}
          containerClassName="w-full sm:w-60"
          value={filters.sortBy}
          onChange={(e) => change('sortBy', e.target.value as SortBy)}
          options={SORT_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
        />
      </div>

      <FilterChips onChange={changeFilter} />

      {showFilters && (
        <div className="mt-4">
          <Suspense fallback={<div id="browse-filters" className="h-72 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />}>
            <FilterPanel id="browse-filters" filters={filters} available={data?.filters} total={total} onChange={changeFilter} onClear={clear} onClose={() => setShowFilters(false)} />
          </Suspense>
        </div>
      )}

      <section aria-label={t('Results')} aria-busy={isFetching} className="mt-6">
        {error ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/40">
            <AlertCircle className="h-8 w-8 text-red-600" aria-hidden="true" />
            <p className="text-red-800 dark:text-red-200">{carsErrorMessage(error)}</p>
            <Button onClick={() => void refetch()}>{t('Try Again')}</Button>
          </div>
        ) : isPending ? (
          <>
            <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">{t('Loading cars...')}</p>
            <CardSkeletons />
          </>
        ) : cars.length === 0 ? (
          <div className="rounded-xl border border-gray-200 bg-white p-10 text-center dark:border-gray-700 dark:bg-gray-900">
            <p className="text-5xl" aria-hidden="true">
              🔍
            </p>
            <h2 className="mt-3 text-xl font-semibold">{t('No cars found')}</h2>
            <p className="mt-1 text-gray-600 dark:text-gray-400">{t('Try changing or clearing your filters.')}</p>
            <Button className="mt-4" onClick={clear}>
              {t('Clear Filters')}
            </Button>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
              {showingText(range)}
            </p>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {cars.map((car, i) => (
                <CarCard key={car.id} car={car} priority={i === 0} heading="h2" />
              ))}
            </div>
            <Pagination
              pagination={pagination}
              onPage={(p) => {
                change('page', p);
                // The new page starts at its top (its heading and count), not at the footer (issue 13).
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
