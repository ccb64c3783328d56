// Admin stats and listings by status (contract 7.1, 7.2), with review and delete (7.5, 7.6).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { AdminListCar } from '@gaadi/domain/schemas/admin';
import { adminCarsQuery, adminKeys, adminStatsQuery, deleteAdminCar, reviewAdminCar } from '@/lib/api/admin';
import { ApiError } from '@/lib/api/client';
import { toast } from '@/lib/toast-store';
import type { AdminFilter } from './admin-status';

const errorText = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback);

export function useAdminListings(filter: AdminFilter, enabled: boolean, dealer = '') {
  const queryClient = useQueryClient();
  const stats = useQuery({ ...adminStatsQuery, enabled, retry: false });
  const cars = useQuery({ ...adminCarsQuery(filter, dealer), enabled, retry: false });

  useEffect(() => {
    if (cars.error)
      toast({ title: 'Error Loading Listings', description: errorText(cars.error, 'Failed to load admin listings'), variant: 'destructive' });
  }, [cars.error, cars.errorUpdatedAt]);
  useEffect(() => {
    if (stats.error)
      toast({ title: 'Failed to load dashboard data', description: errorText(stats.error, 'Failed to load admin stats'), variant: 'destructive' });
  }, [stats.error, stats.errorUpdatedAt]);

  // The row changes at once (spec section 4); then the counts and every list are fetched again, so
  // that the table's count and the Pending card agree (a reviewed row leaves the pending list).
  const setCars = (update: (prev: AdminListCar[]) => AdminListCar[]) =>
    queryClient.setQueryData(adminCarsQuery(filter, dealer).queryKey, (prev) => {
      if (!prev) return prev;
      const next = update(prev.cars);
      return { cars: next, total: prev.total - (prev.cars.length - next.length) };
    });
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    void queryClient.invalidateQueries({ queryKey: adminKeys.cars });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'dealers'] });
  }, [queryClient]);

  async function review(car: AdminListCar, action: 'approve' | 'reject', reason?: string) {
    const name = `${car.brand} ${car.car_model}`;
    try {
      await reviewAdminCar(car.id, action === 'approve' ? { action } : { action, reason });
      const status = action === 'approve' ? 'approved' : 'rejected';
      setCars((prev) => prev.map((c) => (c.id === car.id ? { ...c, status } : c)));
      if (action === 'approve') toast({ title: 'Listing Approved', description: `${name} has been approved`, variant: 'success' });
      else toast({ title: 'Listing Rejected', description: `${name} has been rejected`, variant: 'success' });
      reload();
      return true;
    } catch (e) {
      const fallback = action === 'approve' ? 'Failed to approve listing' : 'Failed to reject listing';
      toast({ title: 'Action Failed', description: e instanceof ApiError ? e.message || fallback : 'Failed to process listing action', variant: 'destructive' });
      return false;
    }
  }

  async function remove(car: AdminListCar) {
    if (!window.confirm('Delete this listing?')) return;
    try {
      await deleteAdminCar(car.id);
      setCars((prev) => prev.filter((c) => c.id !== car.id));
      reload();
    } catch (e) {
      toast({ title: 'Delete failed', description: errorText(e, 'Failed to delete listing'), variant: 'destructive' });
    }
  }

  return {
    stats: { pending: stats.data?.pending_listings ?? 0, active: stats.data?.total_active ?? 0 },
    cars: cars.data?.cars ?? [],
    total: cars.data?.total ?? 0,
    loading: cars.isPending && enabled,
    refreshing: cars.isFetching,
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      return cars.refetch();
    },
    reload,
    review,
    remove,
  };
}
