// Open live-notification streams of this API process (decision 012): Server-Sent Events, one
// `notification` event (with its id as the event's `id:`) per notification the bus announces for a
// user with a stream here. Bounded per user, per client address and in all; a heartbeat comment
// keeps proxies from closing idle streams. Issue 24: streams catch up after the bus lost messages,
// and end with their sign-in session. Issue 21: the same streams carry `message` (a new message in
// one of the user's conversations) and `receipt` (the other side read or received), and `resync`
// when the bus was lost meanwhile (the client reloads its conversations).
import { PassThrough } from 'node:stream';
import type { Notification } from '@gaadi/domain/schemas/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { NotificationMessage, UserEvent } from '../../platform/notification-bus.ts';
import { tooManyRequests } from '../../platform/rate-limit.ts';
import { liveSessionIds } from '../auth/live-sessions.ts';
import { liveMessage, liveReceipt } from '../threads/live-events.ts';
import { notificationsSince, type StreamStart } from './missed-notifications.ts';
import { oneNotification } from './user-notifications.ts';

/** Redis announces before the writer commits: look again briefly before giving up (ms). */
const READ_RETRIES_MS = [0, 100, 400, 1_500];
/** Ids a stream remembers having sent or counted (to send nothing twice when catching up). */
const REMEMBERED_IDS = 500;

export interface LiveStream {
  body: PassThrough;
  userId: string;
  sessionId: string | undefined;
  /**
   * Sends `ready` with the unread count, the missed notifications, then what arrived meanwhile.
   * Announcements of `countedIds` (unread and already in the count) are dropped: the badge would
   * count them twice.
   */
  ready: (start: StreamStart) => void;
  /** A notification event, unless already sent or counted; held back until `ready` is sent. */
  notify: (n: Notification) => void;
  /** Sends what was written after the last event and not sent (after the bus lost messages). */
  catchUp: () => Promise<void>;
  /** Any other event (a conversation's message or receipt, a resync); held back until `ready`. */
  send: (event: string, data: unknown) => void;
  close: () => void;
}

export interface OpenOptions {
  userId: string;
  ip: string;
  /** The refresh session of the token: the stream ends with it. */
  sessionId?: string;
}

export interface LiveStreams {
  /** Opens a stream; a 429 over the user's, the address's or the process's limit. */
  open: (opts: OpenOptions) => LiveStream;
  count: () => number;
  closeAll: () => void;
}

export function createLiveStreams(ctx: AppContext, log: FastifyBaseLogger): LiveStreams {
  const byUser = new Map<string, Set<LiveStream>>();
  const byIp = new Map<string, number>();
  let total = 0;
  const { heartbeatMs, maxPerUser, maxPerIp, maxTotal, sessionCheckMs } = ctx.config.sse;
  const all = () => [...byUser.values()].flatMap((set) => [...set]);
  ctx.metrics.gauge('sse_open_streams', 'Live notification streams open in this process', () => total);

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
  /** A conversation event, rendered once for the user's streams in this process. */
  async function deliverUserEvent(e: UserEvent) {
    const data = e.name === 'message' ? await liveMessage(ctx, e.userId, e.conversationId, e.id) : await liveReceipt(ctx, e.userId, e.conversationId);
    if (data) for (const s of byUser.get(e.userId) ?? []) s.send(e.name, data);
  }
  // One at a time: a thousand streams catching up at once would empty the pool.
  async function catchUpAll() {
    for (const s of all()) {
      await s.catchUp().catch((err: Error) => log.warn({ err }, 'a live stream could not catch up'));
      s.send('resync', {}); // conversation events of the outage are not replayed: the client reloads
    }
  }
  const endSession = (sessionId: string) => all().forEach((s) => s.sessionId === sessionId && s.close());
  /** Sessions also end without an announcement (expiry, a lost message, an account deleted). */
  async function checkSessions() {
    const ids = [...new Set(all().flatMap((s) => (s.sessionId ? [s.sessionId] : [])))];
    if (!ids.length) return;
    const live = await liveSessionIds(ctx.db, ids);
    for (const id of ids) if (!live.has(id)) endSession(id);
  }
  const unsubscribe = [
    ctx.notificationBus.onMessage((m) => {
      if (byUser.has(m.userId)) deliver(m).catch((err: Error) => log.warn({ err }, 'could not deliver a live notification'));
    }),
    ctx.notificationBus.onReconnected(() => void catchUpAll()),
    ctx.notificationBus.onUserEvent((e) => {
      if (byUser.has(e.userId)) deliverUserEvent(e).catch((err: Error) => log.warn({ err }, 'could not deliver a conversation event'));
    }),
    ctx.notificationBus.onSessionEnded(endSession),
  ];
  const sessionTimer = setInterval(() => {
    checkSessions().catch((err: Error) => log.warn({ err }, 'could not check live stream sessions'));
  }, sessionCheckMs);
  sessionTimer.unref();

  function open({ userId, ip, sessionId }: OpenOptions): LiveStream {
    const mine = byUser.get(userId) ?? new Set<LiveStream>();
    // The account's and the address's own limits first: many accounts from one address must not
    // fill the process's (issue 24).
    if (mine.size >= maxPerUser || (byIp.get(ip) ?? 0) >= maxPerIp || total >= maxTotal) throw tooManyRequests(5);
    const body = new PassThrough();
    let closed = false;
    const heartbeat = setInterval(() => body.write(': heartbeat\n\n'), heartbeatMs);
    let started = false;
    let cursor: string | null = null;
    const seen = new Set<string>();
    const remember = (id: string) => {
      seen.add(id);
      if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value!);
    };
    const held: Notification[] = [];
    const heldEvents: Array<[string, unknown]> = [];
    const write = (event: string, data: unknown, id?: string | null) => {
      if (!closed) body.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
    };
    const send = (n: Notification) => {
      if (seen.has(n.id)) return;
      remember(n.id);
      cursor = n.id;
      write('notification', n, n.id);
    };
    const stream: LiveStream = {
      body,
      userId,
      sessionId,
      ready: (start) => {
        start.countedIds.forEach(remember);
        cursor = start.cursor;
        started = true;
        write('ready', { unread_count: start.unreadCount }, start.readyId);
        start.missed.forEach(send);
        for (const n of held.splice(0)) send(n);
        for (const [event, data] of heldEvents.splice(0)) write(event, data);
      },
      send: (event, data) => (started ? write(event, data) : void heldEvents.push([event, data])),
      notify: (n) => (started ? send(n) : void held.push(n)),
      async catchUp() {
        if (!started || closed) return;
        for (const n of await notificationsSince(ctx, userId, cursor)) send(n);
      },
      close: () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        total--;
        const left = (byIp.get(ip) ?? 1) - 1;
        if (left > 0) byIp.set(ip, left);
        else byIp.delete(ip);
        mine.delete(stream);
        if (!mine.size) byUser.delete(userId);
        body.end();
      },
    };
    mine.add(stream);
    byUser.set(userId, mine);
    byIp.set(ip, (byIp.get(ip) ?? 0) + 1);
    total++;
    return stream;
  }

  return {
    open,
    count: () => total,
    closeAll() {
      clearInterval(sessionTimer);
      unsubscribe.forEach((u) => u());
      for (const s of all()) s.close();
    },
  };
}
