// What /dashboard loads on open (seller-admin spec section 7): the profile, 10 listings,
// 10 inquiries and 5 notifications, each cached so local changes can be written back.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DASHBOARD_LOADS } from '@gaadi/domain/constants';
import { session, type CurrentUser } from '@/app/session';
import { toast } from '@/app/toast-store';
import { api } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import type { DashboardListing, Inquiry, NotificationsData } from './dashboard-types';

type Body<T> = { success: boolean; data?: T };

export const dashboardKeys = {
  me: ['users', 'me'] as const,
  listings: [...queryKeys.sellerListings, DASHBOARD_LOADS.listings] as const,
  inquiries: [...queryKeys.inquiries, DASHBOARD_LOADS.inquiries] as const,
  notifications: [...queryKeys.notifications, 'list', DASHBOARD_LOADS.notifications] as const,
};

export function useDashboardData(enabled: boolean) {
  const queryClient = useQueryClient();
  const [me, listings, inquiries, notifications] = useQueries({
    queries: [
      {
        queryKey: dashboardKeys.me,
        enabled,
        retry: false,
        queryFn: async () => {
          const user = (await api.get<Body<CurrentUser>>('/users/me/')).data ?? null;
          if (user) session.updateUser(user);
          return user;
        },
      },
      {
        queryKey: dashboardKeys.listings,
        enabled,
        retry: false,
        queryFn: async () => {
          const body = await api.get<Body<{ listings?: DashboardListing[]; cars?: DashboardListing[] }>>('/cars/seller/listings/', {
            query: { limit: DASHBOARD_LOADS.listings },
          });
          return body.data?.listings ?? body.data?.cars ?? [];
        },
      },
      {
        queryKey: dashboardKeys.inquiries,
        enabled,
        retry: false,
        queryFn: async () =>
          (await api.get<Body<{ inquiries?: Inquiry[] }>>('/inquiries/', { query: { limit: DASHBOARD_LOADS.inquiries } })).data?.inquiries ?? [],
      },
      {
        queryKey: dashboardKeys.notifications,
        enabled,
        retry: false,
        queryFn: async (): Promise<NotificationsData> => {
          const body = await api.get<Body<Partial<NotificationsData>>>('/inquiries/notifications/', {
            query: { limit: DASHBOARD_LOADS.notifications },
          });
          return { notifications: body.data?.notifications ?? [], unreadCount: body.data?.unreadCount ?? 0 };
        },
      },
    ],
  });

  const firstError = [me, listings, inquiries, notifications].find((q) => q.error)?.error;
  useEffect(() => {
    if (firstError) toast({ title: 'Error Loading Dashboard', description: firstError.message, variant: 'destructive' });
  }, [firstError]);

  const setter =
    <T,>(key: readonly unknown[]) =>
    (update: (prev: T) => T, empty: T) =>
      queryClient.setQueryData<T>(key, (prev) => update(prev ?? empty));

  return {
    user: me.data,
    listings: listings.data ?? [],
    inquiries: inquiries.data ?? [],
    notifications: notifications.data ?? { notifications: [], unreadCount: 0 },
    loading: [listings, inquiries, notifications].some((q) => q.isPending) && enabled,
    setListings: (update: (prev: DashboardListing[]) => DashboardListing[]) => setter<DashboardListing[]>(dashboardKeys.listings)(update, []),
    setInquiries: (update: (prev: Inquiry[]) => Inquiry[]) => setter<Inquiry[]>(dashboardKeys.inquiries)(update, []),
    setNotifications: (update: (prev: NotificationsData) => NotificationsData) =>
      setter<NotificationsData>(dashboardKeys.notifications)(update, { notifications: [], unreadCount: 0 }),
  };
}
