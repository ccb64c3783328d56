// A user's own notifications (contract 6.10–6.12): only rows addressed to the caller are visible.
import { NOTIFICATION_MESSAGES, type NotificationsQuery } from '@gaadi/domain/schemas/notifications';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { countUnread, listUserNotifications, markAllRead, markRead } from './queries.ts';
import { toNotification } from './serialize.ts';

export async function listNotifications(ctx: AppContext, userId: string, query: NotificationsQuery) {
  const { limit, page, ...filters } = query;
  const [rows, unreadCount] = await Promise.all([
    listUserNotifications(ctx.db, userId, filters, { limit, offset: (page - 1) * limit }),
    countUnread(ctx.db, userId),
  ]);
  return { notifications: rows.map(toNotification), unreadCount };
}

/** Another user's notification is reported as absent, like a wrong id. */
export async function markNotificationRead(ctx: AppContext, userId: string, id: string) {
  if (!isUuid(id) || !(await markRead(ctx.db, userId, id))) throw notFound(NOTIFICATION_MESSAGES.notFound);
}

export async function markAllNotificationsRead(ctx: AppContext, userId: string) {
  return { markedCount: await markAllRead(ctx.db, userId) };
}
