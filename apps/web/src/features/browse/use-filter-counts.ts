// The filter panel's counts (decision 030): asked for with the panel's filters when it is open, each
// option counted under the other filters chosen. A dimension the API could not count shows no
// numbers; until the first answer only the catalogue's counts of an unfiltered page are shown.
import type { CarsCounts, CarsFilters } from '@gaadi/domain/schemas/car';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { filterCountsQuery } from '@/lib/api/cars';
import { filtersToApiQuery, hasActiveFilters, type BrowseFilters } from '@/features/browse/filters';

export type PanelCounts = Partial<NonNullable<CarsFilters['counts']>>;

/** The counted dimensions of an answer; the uncounted ones are left out. */
export function panelCounts(answer: Partial<CarsCounts> | undefined): PanelCounts | undefined {
  if (!answer?.counts) return undefined;
  const counts: PanelCounts = { ...answer.counts };
  for (const d of answer.uncounted ?? []) delete counts[d];
  return counts;
}

export function useFilterCounts(filters: BrowseFilters, catalogue: PanelCounts | undefined): PanelCounts | undefined {
  const { sortBy: _sort, page: _page, limit: _limit, ...query } = filtersToApiQuery(filters);
  const { data } = useQuery({ ...filterCountsQuery(query), placeholderData: keepPreviousData, retry: false });
  return panelCounts(data) ?? (hasActiveFilters(filters) ? undefined : catalogue);
}
