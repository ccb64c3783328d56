// What a live stream starts from and catches up with (issue 24). A stream reconnecting with the
// standard Last-Event-ID header (the id of the last notification it received) gets the ones
// written after it; an open stream reads the same after the bus lost messages.
import type { Notification } from '@gaadi/domain/schemas/notifications';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { notificationsAfter, unreadSnapshot } from './queries.ts';
import { serialize } from './user-notifications.ts';

/** At most this many are sent on catching up; the count in `ready` stays right beyond it. */
export const MAX_REPLAYED = 50;

export interface StreamStart {
  /** Unread as of where the client stands: all of them, less the unread ones about to be replayed. */
  unreadCount: number;
  /** Recent unread ids already in the count (their late announcements are not sent). */
  countedIds: string[];
  /** Notifications after Last-Event-ID, oldest first. */
  missed: Notification[];
  /** Where catching up starts: the last replayed, else the newest notification. */
  cursor: string | null;
  /** The `id:` of the ready event when not resuming (the newest notification), so a later Last-Event-ID resumes from it. */
  readyId: string | null;
}

/** One consistent snapshot (repeatable read): a notification is either counted or replayed, never both or neither. */
export async function streamStart(ctx: AppContext, userId: string, lastEventId: string | undefined): Promise<StreamStart> {
  const resumeFrom = lastEventId && isUuid(lastEventId) ? lastEventId : null;
  const { snapshot, rows } = await ctx.db.transaction(
    async (tx) => ({
      snapshot: await unreadSnapshot(tx, userId),
      rows: resumeFrom ? await notificationsAfter(tx, userId, resumeFrom, MAX_REPLAYED) : [],
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const missed = await serialize(ctx, rows);
  const replayed = new Set(missed.map((n) => n.id));
  return {
    unreadCount: snapshot.count - missed.filter((n) => !n.is_read).length,
    countedIds: snapshot.recentIds.filter((id) => !replayed.has(id)),
    missed,
    cursor: missed.at(-1)?.id ?? snapshot.newestId,
    readyId: resumeFrom ? null : snapshot.newestId,
  };
}

/** The user's notifications after `cursor` (one of theirs; null: all), for an open stream catching up. */
export async function notificationsSince(ctx: AppContext, userId: string, cursor: string | null): Promise<Notification[]> {
  return serialize(ctx, await notificationsAfter(ctx.db, userId, cursor, MAX_REPLAYED));
}
