// A user's own notifications (contract 6.10–6.12): only rows addressed to the caller are visible.
import { NOTIFICATION_MESSAGES, type NotificationsQuery } from '@gaadi/domain/schemas/notifications';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { inquirySummaries } from '../inquiries/inquiry-records.ts';
import { listingSummaries } from '../listing-store/listing-rows.ts';
import { countUnread, findUserNotification, listUserNotifications, markAllRead, markRead, type NotificationRow } from './queries.ts';
import { toNotification } from './serialize.ts';

export async function listNotifications(ctx: AppContext, userId: string, query: NotificationsQuery) {
  const { limit, page, ...filters } = query;
  const [rows, unreadCount] = await Promise.all([
    listUserNotifications(ctx.db, userId, filters, { limit, offset: (page - 1) * limit }),
    countUnread(ctx.db, userId),
  ]);
  return { notifications: await serialize(ctx, rows), unreadCount };
}

export async function serialize(ctx: AppContext, rows: NotificationRow[]) {
  // The listings and inquiries they mention, each in one query (no N+1), from their owners.
  const [listings, inquiries] = await Promise.all([
    listingSummaries(ctx.db, rows.flatMap((r) => (r.listingId ? [r.listingId] : []))),
    inquirySummaries(ctx.db, rows.flatMap((r) => (r.inquiryId ? [r.inquiryId] : []))),
  ]);
  return rows.map((r) => toNotification(r, r.listingId ? listings.get(r.listingId) : undefined, r.inquiryId ? inquiries.get(r.inquiryId) : undefined));
}

/** One of the user's notifications as the list serialises it, or null if it is not (yet) visible. */
export async function oneNotification(ctx: AppContext, userId: string, id: string) {
  const row = await findUserNotification(ctx.db, userId, id);
  return row ? (await serialize(ctx, [row]))[0]! : null;
}

/** Another user's notification is reported as absent, like a wrong id. */
export async function markNotificationRead(ctx: AppContext, userId: string, id: string) {
  if (!isUuid(id) || !(await markRead(ctx.db, userId, id))) throw notFound(NOTIFICATION_MESSAGES.notFound);
}

export async function markAllNotificationsRead(ctx: AppContext, userId: string) {
  return { markedCount: await markAllRead(ctx.db, userId) };
}
