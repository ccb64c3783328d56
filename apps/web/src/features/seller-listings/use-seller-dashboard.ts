// Listings (limit 50) and stats of /seller/dashboard, fetched together (contract 6.4, 6.5).
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SELLER_DASHBOARD_LISTING_LIMIT } from '@gaadi/domain/constants';
import { ApiError } from '@/lib/api/client';
import { sellerListingsQuery, sellerStatsQuery, type SellerListing } from '@/lib/api/seller-listings';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n/i18n';

const listingsQuery = sellerListingsQuery(SELLER_DASHBOARD_LISTING_LIMIT);

export function useSellerDashboard(enabled: boolean) {
  const queryClient = useQueryClient();
  const [listings, stats] = useQueries({
    queries: [
      { ...listingsQuery, enabled, retry: false },
      { ...sellerStatsQuery, enabled, retry: false },
    ],
  });

  useEffect(() => {
    const e = listings.error;
    if (!e) return;
    if (e instanceof ApiError && e.status !== 0)
      toast({ title: t('Error Loading Listings'), description: e.message, variant: 'destructive' });
    else toast({ title: t('Network Error'), description: t('Failed to load dashboard data'), variant: 'destructive' });
  }, [listings.error, listings.errorUpdatedAt]);

  useEffect(() => {
    // The stats call only refines the total; its failure is logged, not shown.
    if (stats.error) console.error('Failed to load seller stats', stats.error);
  }, [stats.error]);

  const setListings = (update: (prev: SellerListing[]) => SellerListing[]) =>
    queryClient.setQueryData(listingsQuery.queryKey, (prev) => update(prev ?? []));
  // Total Listings comes from the stats call: after a delete or an edit it is asked again, and
  // /dashboard's lists and counts follow too.
  const refreshCounts = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.sellerStats });
    void queryClient.invalidateQueries({ queryKey: queryKeys.sellerListings });
  };

  return {
    listings: listings.data ?? [],
    statsTotal: stats.data?.total ?? null,
    loading: listings.isPending && enabled,
    refreshing: listings.isFetching || stats.isFetching,
    refresh: () => Promise.all([listings.refetch(), stats.refetch()]),
    remove: (id: string) => {
      setListings((prev) => prev.filter((l) => l.id !== id));
      refreshCounts();
    },
    replace: (car: SellerListing) => {
      setListings((prev) => prev.map((l) => (l.id === car.id ? car : l)));
      refreshCounts();
    },
  };
}
