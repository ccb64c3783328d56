// Admin stats and listings by status (contract 7.1, 7.2), with review and delete (7.5, 7.6).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ADMIN_LIST_DEFAULTS } from '@gaadi/domain/constants';
import { toast } from '@/app/toast-store';
import { api, ApiError } from '@/lib/api/client';
import type { AdminFilter } from './admin-status';
import type { AdminCar } from './admin-types';

type Body<T> = { success: boolean; data?: T };
type Stats = { pending_listings?: number; total_active?: number };

export const adminKeys = {
  stats: ['admin', 'stats'] as const,
  cars: (status: AdminFilter) => ['admin', 'cars', status] as const,
};

const errorText = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback);

export function useAdminListings(filter: AdminFilter, enabled: boolean) {
  const queryClient = useQueryClient();
  const stats = useQuery({
    queryKey: adminKeys.stats,
    enabled,
    retry: false,
    queryFn: async () => (await api.get<Body<Stats>>('/admin/dashboard/', { auth: 'admin' })).data ?? {},
  });
  const cars = useQuery({
    queryKey: adminKeys.cars(filter),
    enabled,
    retry: false,
    queryFn: async () => {
      const query = { status: filter, page: ADMIN_LIST_DEFAULTS.page, limit: ADMIN_LIST_DEFAULTS.limit };
      return (await api.get<Body<{ cars?: AdminCar[] }>>('/admin/cars/', { query, auth: 'admin' })).data?.cars ?? [];
    },
  });

  useEffect(() => {
    if (cars.error)
      toast({ title: 'Error Loading Listings', description: errorText(cars.error, 'Failed to load admin listings'), variant: 'destructive' });
  }, [cars.error, cars.errorUpdatedAt]);
  useEffect(() => {
    if (stats.error)
      toast({ title: 'Failed to load dashboard data', description: errorText(stats.error, 'Failed to load admin stats'), variant: 'destructive' });
  }, [stats.error, stats.errorUpdatedAt]);

  const setCars = (update: (prev: AdminCar[]) => AdminCar[]) =>
    queryClient.setQueryData<AdminCar[]>(adminKeys.cars(filter), (prev) => update(prev ?? []));
  const refreshStats = () => void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'cars'] });
  }, [queryClient]);

  async function review(car: AdminCar, action: 'approve' | 'reject', reason?: string) {
    const name = `${car.brand} ${car.car_model}`;
    try {
      // Approve and reject go out with the admin token (the user slot holds it too after an admin sign-in).
      await api.post(`/admin/cars/${car.id}/review/`, action === 'approve' ? { action } : { action, reason }, { auth: 'admin' });
      const status = action === 'approve' ? 'approved' : 'rejected';
      setCars((prev) => prev.map((c) => (c.id === car.id ? { ...c, status } : c)));
      if (action === 'approve') toast({ title: 'Listing Approved', description: `${name} has been approved`, variant: 'success' });
      else toast({ title: 'Listing Rejected', description: `${name} has been rejected`, variant: 'success' });
      refreshStats();
      return true;
    } catch (e) {
      const fallback = action === 'approve' ? 'Failed to approve listing' : 'Failed to reject listing';
      toast({ title: 'Action Failed', description: e instanceof ApiError ? e.message || fallback : 'Failed to process listing action', variant: 'destructive' });
      return false;
    }
  }

  async function remove(car: AdminCar) {
    if (!window.confirm('Delete this listing?')) return;
    try {
      await api.delete(`/admin/cars/${car.id}/delete/`, { auth: 'adminOnly' });
      setCars((prev) => prev.filter((c) => c.id !== car.id));
      refreshStats();
    } catch (e) {
      toast({ title: 'Delete failed', description: errorText(e, 'Failed to delete listing'), variant: 'destructive' });
    }
  }

  return {
    stats: { pending: stats.data?.pending_listings ?? 0, active: stats.data?.total_active ?? 0 },
    cars: cars.data ?? [],
    loading: cars.isPending && enabled,
    refreshing: cars.isFetching,
    refresh: () => {
      refreshStats();
      return cars.refetch();
    },
    reload,
    review,
    remove,
  };
}
