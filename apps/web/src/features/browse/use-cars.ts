import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { msg, t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { carsQuery } from '@/lib/api/cars';
import { ApiError } from '@/lib/api/client';
import type { BrowseFilters } from '@/features/browse/filters';
import { filtersToApiQuery } from '@/features/browse/filters';

const NETWORK_LOAD_ERROR = msg('Failed to load cars. Please try again.');

/** Message for the error box: the server's text, or the network text (public-side 8). */
export function carsErrorMessage(error: unknown): string {
  return error instanceof ApiError && !error.isNetwork ? error.message : t(NETWORK_LOAD_ERROR);
}

export function useCars(filters: BrowseFilters) {
  const result = useQuery({
    ...carsQuery(filtersToApiQuery(filters)),
    placeholderData: keepPreviousData,
    retry: false,
    retryOnMount: false,
  });
  const { error, errorUpdatedAt } = result;
  useEffect(() => {
    if (!error) return;
    const network = !(error instanceof ApiError) || error.isNetwork;
    toast({
      title: network ? t('Network Error') : t('Error Loading Cars'),
      description: carsErrorMessage(error),
      variant: 'destructive',
    });
  }, [error, errorUpdatedAt]);
  return result;
}
