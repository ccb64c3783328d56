// What /dashboard loads on open (seller-admin spec section 7): the profile, 10 listings,
// 10 inquiries and 5 notifications, each cached so local changes can be written back.
import { useQueries, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DASHBOARD_LOADS } from '@gaadi/domain/constants';
import type { Car } from '@gaadi/domain/schemas/car';
import type { Inquiry } from '@gaadi/domain/schemas/inquiries';
import { inquiriesQuery } from '@/lib/api/inquiries';
import { notificationsQuery, type NotificationsPage } from '@/lib/api/notifications';
import { sellerListingsQuery } from '@/lib/api/seller-listings';
import { fetchMe, meQuery } from '@/lib/api/users';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n/i18n';

const queries = {
  listings: sellerListingsQuery(DASHBOARD_LOADS.listings),
  inquiries: inquiriesQuery(DASHBOARD_LOADS.inquiries),
  notifications: notificationsQuery(DASHBOARD_LOADS.notifications),
};
const noNotifications: NotificationsPage = { notifications: [], unreadCount: 0 };

export function useDashboardData(enabled: boolean) {
  const queryClient = useQueryClient();
  const [me, listings, inquiries, notifications] = useQueries({
    queries: [
      {
        queryKey: meQuery.queryKey,
        enabled,
        retry: false,
        queryFn: async () => {
          const user = await fetchMe();
          if (user) session.updateUser(user);
          return user;
        },
      },
      { ...queries.listings, enabled, retry: false },
      { ...queries.inquiries, enabled, retry: false },
      { ...queries.notifications, enabled, retry: false },
    ],
  });

  const firstError = [me, listings, inquiries, notifications].find((q) => q.error)?.error;
  useEffect(() => {
    if (firstError) toast({ title: t('Error Loading Dashboard'), description: firstError.message, variant: 'destructive' });
  }, [firstError]);

  const setter =
    <T,>(key: QueryKey, empty: T) =>
    (update: (prev: T) => T) =>
      queryClient.setQueryData<T>(key, (prev) => update(prev ?? empty));

  return {
    user: me.data,
    listings: listings.data ?? [],
    inquiries: inquiries.data ?? [],
    notifications: notifications.data ?? noNotifications,
    loading: [listings, inquiries, notifications].some((q) => q.isPending) && enabled,
    setListings: setter<Car[]>(queries.listings.queryKey, []),
    setInquiries: setter<Inquiry[]>(queries.inquiries.queryKey, []),
    setNotifications: setter<NotificationsPage>(queries.notifications.queryKey, noNotifications),
  };
}
