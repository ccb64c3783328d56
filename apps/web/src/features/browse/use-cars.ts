import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/app/toast-store';
import { api, ApiError } from '@/lib/api/client';
import type { CarsResponse } from '@/lib/car-types';
import type { BrowseFilters } from '@/features/browse/filters';
import { filtersToApiQuery } from '@/features/browse/filters';

export const NETWORK_LOAD_ERROR = 'Failed to load cars. Please try again.';

export function fetchCars(query: Record<string, string | number>, signal?: AbortSignal) {
  return api.get<CarsResponse>('/cars/', { query, auth: 'none', signal });
}

/** Message for the error box: the server's text, or the network text (public-side 8). */
export function carsErrorMessage(error: unknown): string {
  return error instanceof ApiError && !error.isNetwork ? error.message : NETWORK_LOAD_ERROR;
}

export function useCars(filters: BrowseFilters) {
  const query = filtersToApiQuery(filters);
  const result = useQuery({
    queryKey: ['cars', query],
    queryFn: ({ signal }) => fetchCars(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const { error, errorUpdatedAt } = result;
  useEffect(() => {
    if (!error) return;
    const network = !(error instanceof ApiError) || error.isNetwork;
    toast({
      title: network ? 'Network Error' : 'Error Loading Cars',
      description: carsErrorMessage(error),
      variant: 'destructive',
    });
  }, [error, errorUpdatedAt]);
  return result;
}
