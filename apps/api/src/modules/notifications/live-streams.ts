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
  send: (event: string, data: unknown) => void;
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
        for (const s of byUser.get(m.userId) ?? []) s.send('notification', n);
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
    const stream: LiveStream = {
      body,
      send: (event, data) => {
        if (!closed) body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
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
