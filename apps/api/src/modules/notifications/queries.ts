import type { NotificationPriority, NotificationType } from '@gaadi/domain/constants';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { encodeMessage, NOTIFICATION_CHANNEL, type NotificationMessage } from '../../platform/notification-bus.ts';

export interface NewNotification {
  /** Recipient account; omit and set forAdmins for the admin team. */
  userId?: string | null;
  forAdmins?: boolean;
  type: NotificationType;
  title: string;
  message: string;
  priority?: NotificationPriority;
  data?: Record<string, unknown>;
  listingId?: string | null;
  inquiryId?: string | null;
}

/** Call inside the transaction of the event that causes the notification. */
export async function insertNotification(tx: DbOrTx, n: NewNotification) {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: n.userId ?? null,
      forAdmins: n.forAdmins ?? false,
      type: n.type,
      title: n.title,
      message: n.message,
      priority: n.priority ?? 'normal',
      data: n.data ?? {},
      listingId: n.listingId ?? null,
      inquiryId: n.inquiryId ?? null,
    })
    .returning();
  return row!;
}

/**
 * NOTIFY in the writer's transaction: PostgreSQL delivers it when (and only if) that commits.
 * Returns the database's name, which names the Redis channel when Redis carries the messages.
 */
export async function announceNotification(tx: DbOrTx, m: NotificationMessage): Promise<string> {
  const { rows } = await tx.execute<{ db: string }>(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${encodeMessage(m)}), current_database() as db`);
  return rows[0]!.db;
}

/** One of the user's notifications by id (the live stream reads what it was told of). */
export async function findUserNotification(db: DbOrTx, userId: string, id: string) {
  const [row] = await db.select().from(notifications).where(and(eq(notifications.id, id), mine(userId)));
  return row ?? null;
}

export interface UserNotificationFilters {
  unread?: boolean;
  type?: string;
  priority?: string;
  dateFrom?: Date;
  dateTo?: Date;
}

/** A user sees only notifications addressed to them; the admin team's ones have no user. */
const mine = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.forAdmins, false))!;

function userWhere(userId: string, f: UserNotificationFilters): SQL {
  const conds: SQL[] = [mine(userId)];
  if (f.unread !== undefined) conds.push(eq(notifications.isRead, !f.unread));
  if (f.type) conds.push(eq(notifications.type, f.type));
  if (f.priority) conds.push(eq(notifications.priority, f.priority));
  if (f.dateFrom) conds.push(gte(notifications.createdAt, f.dateFrom));
  if (f.dateTo) conds.push(lt(notifications.createdAt, f.dateTo));
  return and(...conds)!;
}

/** A page of the user's notifications, newest first. */
export async function listUserNotifications(db: DbOrTx, userId: string, f: UserNotificationFilters, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(notifications)
    .where(userWhere(userId, f))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type NotificationRow = typeof notifications.$inferSelect;

/** All unread of the user; matches the partial index notifications_user_unread_idx. */
const unreadOf = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.isRead, false), eq(notifications.forAdmins, false));

export function unreadCountQuery(db: DbOrTx, userId: string) {
  return db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(unreadOf(userId));
}

export async function countUnread(db: DbOrTx, userId: string) {
  const [row] = await unreadCountQuery(db, userId);
  return row?.n ?? 0;
}

/**
 * The unread count and the ids of those written in the last minute: a live stream skips their
 * announcements, which can arrive after the count (a Redis announcement may be delivered after the
 * stream opened and counted the notification). `newestId` is the user's latest notification (read
 * or not), where a stream's catching up starts (issue 24).
 */
export async function unreadSnapshot(db: DbOrTx, userId: string): Promise<{ count: number; recentIds: string[]; newestId: string | null }> {
  const [[row], [newest]] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)::int`,
        recentIds: sql<string[]>`coalesce(array_agg(${notifications.id}) filter (where ${notifications.createdAt} > now() - interval '1 minute'), '{}')`,
      })
      .from(notifications)
      .where(unreadOf(userId)),
    db.select({ id: notifications.id }).from(notifications).where(mine(userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(1),
  ]);
  return { count: row?.count ?? 0, recentIds: row?.recentIds ?? [], newestId: newest?.id ?? null };
}

/**
 * The user's notifications after `afterId` (one of theirs; null: from the first) in writing order,
 * oldest first, at most `limit`: what a live stream missed (matches notifications_user_created_idx).
 * None when `afterId` is not the user's.
 */
export async function notificationsAfter(db: DbOrTx, userId: string, afterId: string | null, limit: number) {
  const after = afterId && db.select({ createdAt: notifications.createdAt, id: notifications.id }).from(notifications).where(and(eq(notifications.id, afterId), mine(userId)));
  return db
    .select()
    .from(notifications)
    .where(and(mine(userId), after ? sql`(${notifications.createdAt}, ${notifications.id}) > (select created_at, id from (${after}) as cursor)` : undefined))
    .orderBy(notifications.createdAt, notifications.id)
    .limit(limit);
}

/** Marks one of the user's notifications read (read_at kept from the first time); false if not theirs. */
export async function markRead(db: DbOrTx, userId: string, id: string) {
  const rows = await db
    .update(notifications)
    .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), mine(userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: DbOrTx, userId: string) {
  const rows = await db
    .update(notifications)
    .set({ isRead: true, readAt: sql`now()` })
    .where(and(mine(userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
