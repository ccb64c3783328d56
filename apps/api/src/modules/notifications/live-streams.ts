// Open live-notification streams of this API process (decision 012): Server-Sent Events, one
// `notification` event per notification the bus announces for a user with a stream here.
// Bounded per user and in all; a heartbeat comment keeps proxies from closing idle streams.
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { NotificationMessage } from '../../platform/notification-bus.ts';
import { tooManyRequests } from '../../platform/rate-limit.ts';
import { oneNotification } from './user-notifications.ts';

/** Redis announces before the writer commits: look again briefly before giving up (ms). */
const READ_RETRIES_MS = [0, 100, 400, 1_500];

export interface LiveStream {
  body: PassThrough;
  /**
   * Sends `ready` with the unread count, then what arrived while it was counted. Announcements of
   * `countedIds` (unread and already in the count) are dropped: the badge would count them twice.
   */
  ready: (unreadCount: number, countedIds: readonly string[]) => void;
  /** A notification event; held back until `ready` is sent. */
  notify: (n: { id: string }) => void;
  close: () => void;
}

export interface LiveStreams {
  /** Opens a stream for the user; a 429 over either limit. */
  open: (userId: string) => LiveStream;
  count: () => number;
  closeAll: () => void;
}

export function createLiveStreams(ctx: AppContext, log: FastifyBaseLogger): LiveStreams {
  const byUser = new Map<string, Set<LiveStream>>();
  let total = 0;
  const { heartbeatMs, maxPerUser, maxTotal } = ctx.config.sse;

  async function deliver(m: NotificationMessage) {
    for (const wait of READ_RETRIES_MS) {
      if (!byUser.has(m.userId)) return;
      if (wait) await new Promise((r) => setTimeout(r, wait));
      const n = await oneNotification(ctx, m.userId, m.id);
      if (n) {
        for (const s of byUser.get(m.userId) ?? []) s.notify(n);
        return;
      }
    }
  }
  const unsubscribe = ctx.notificationBus.onMessage((m) => {
    if (byUser.has(m.userId)) deliver(m).catch((err: Error) => log.warn({ err }, 'could not deliver a live notification'));
  });

  function open(userId: string): LiveStream {
    const mine = byUser.get(userId) ?? new Set<LiveStream>();
    if (mine.size >= maxPerUser || total >= maxTotal) throw tooManyRequests(5);
    const body = new PassThrough();
    let closed = false;
    const heartbeat = setInterval(() => body.write(': heartbeat\n\n'), heartbeatMs);
    let counted: Set<string> | null = null; // null until ready is sent
    const held: { id: string }[] = [];
    const send = (event: string, data: unknown) => {
      if (!closed) body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const stream: LiveStream = {
      body,
      ready: (unreadCount, countedIds) => {
        counted = new Set(countedIds);
        send('ready', { unread_count: unreadCount });
        for (const n of held.splice(0)) stream.notify(n);
      },
      notify: (n) => {
        if (!counted) held.push(n);
        else if (!counted.has(n.id)) send('notification', n);
      },
      close: () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        total--;
        mine.delete(stream);
        if (!mine.size) byUser.delete(userId);
        body.end();
      },
    };
    mine.add(stream);
    byUser.set(userId, mine);
    total++;
    return stream;
  }

  return {
    open,
    count: () => total,
    closeAll() {
      unsubscribe();
      for (const set of [...byUser.values()]) for (const s of [...set]) s.close();
    },
  };
}
