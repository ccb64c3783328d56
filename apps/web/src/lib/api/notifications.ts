// Notifications of the signed-in user (contract 6.10–6.12).
import type { z } from 'zod';
import type { markAllReadResponse, markReadResponse, Notification, notificationsResponse } from '@gaadi/domain/schemas/notifications';
import type { Answer } from '@/lib/api/answer';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';
import { queryKeys } from '@/lib/query-keys';

export interface NotificationsPage {
  notifications: Notification[];
  /** Every unread notification of the user, whatever the page. */
  unreadCount: number;
}

async function fetchNotifications(query: { unread?: 'true'; limit: number }): Promise<NotificationsPage> {
  const body = await api.get<Answer<typeof notificationsResponse>>('/inquiries/notifications/', { query });
  return { notifications: body.data?.notifications ?? [], unreadCount: body.data?.unreadCount ?? 0 };
}

export const notificationsQuery = (limit: number) =>
  queryOptions({ queryKey: [...queryKeys.notifications, 'list', limit] as const, queryFn: () => fetchNotifications({ limit }) });

/** The navbar badge asks for one unread notification: the count comes with it. */
export const unreadCountQuery = queryOptions({
  queryKey: queryKeys.unreadCount,
  queryFn: async () => (await fetchNotifications({ unread: 'true', limit: 1 })).unreadCount,
});

export function markNotificationRead(id: string) {
  return api.put<z.infer<typeof markReadResponse>>(`/inquiries/notifications/${id}/read/`, {});
}

export function markAllNotificationsRead() {
  return api.put<z.infer<typeof markAllReadResponse>>('/inquiries/notifications/mark-all-read/', {});
}
