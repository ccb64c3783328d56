// Tells every API process that a notification was written (live notifications, decision 012):
// PostgreSQL LISTEN/NOTIFY by default, Redis pub/sub when REDIS_URL is set, on the pattern of
// change-feed.ts. A message names the recipient and the notification ("<user id> <id>"); the
// process holding that user's streams reads the notification itself.
//
// PostgreSQL: the notification's writer calls pg_notify inside its transaction, so listeners hear
// of it exactly when it commits (and never of a rolled back one). Redis cannot join a transaction:
// the writer publishes at once and readers retry briefly until the row is visible (see readers).
//
// Messages are lost while the transport is down (Redis stopped, the LISTEN connection broken):
// listeners hear `onReconnected` once it is back and read what they missed (issue 24). The bus
// also carries the end of a sign-in session ("session-ended <id>"), which closes its live streams,
// and events of a user's conversations ("user-event <user> <name> <conversation> <id>", issue 21),
// which the process holding that user's streams renders (after the commit: a lost one is made good
// by the stream's resync when the bus is back).
import { Redis } from 'ioredis';
import type pg from 'pg';
import { databaseNameOf, listenOnPostgres } from './pg-listen.ts';

export const NOTIFICATION_CHANNEL = 'gaadi_notifications';

export interface NotificationMessage {
  userId: string;
  id: string;
}

/** A conversation event for one person's open streams (issue 21). */
export interface UserEvent {
  userId: string;
  /** 'message': a new message (id); 'receipt': the other side read or received (id empty). */
  name: 'message' | 'receipt';
  conversationId: string;
  id: string;
}

export interface NotificationBus {
  transport: 'postgres' | 'redis';
  ready: Promise<void>;
  /** Every message, from any process (this one included). */
  onMessage: (listener: (m: NotificationMessage) => void) => () => void;
  /** Called once the transport is back after a loss: messages may have been missed meanwhile. */
  onReconnected: (listener: () => void) => () => void;
  /** Tells every process (this one included) that a user's sign-in session ended. */
  announceSessionEnded: (sessionId: string) => void;
  onSessionEnded: (listener: (sessionId: string) => void) => () => void;
  /** Tells every process (this one included) of a user's conversation event; call after the commit. */
  announceUserEvent: (e: UserEvent) => void;
  onUserEvent: (listener: (e: UserEvent) => void) => () => void;
  close: () => Promise<void>;
}

interface Log {
  warn: (obj: object, msg: string) => void;
}

export const encodeMessage = (m: NotificationMessage) => `${m.userId} ${m.id}`;

const SESSION_ENDED = 'session-ended';
const sessionEndedMessage = (sessionId: string) => `${SESSION_ENDED} ${sessionId}`;
const USER_EVENT = 'user-event';
const userEventMessage = (e: UserEvent) => `${USER_EVENT} ${e.userId} ${e.name} ${e.conversationId} ${e.id || '-'}`;

type Parsed = { kind: 'notification'; m: NotificationMessage } | { kind: 'session-ended'; sessionId: string } | { kind: 'user-event'; e: UserEvent };

function parse(payload: string): Parsed | null {
  const [first, second, name, conversationId, id] = payload.split(' ');
  if (!first || !second) return null;
  if (first === USER_EVENT) {
    if ((name !== 'message' && name !== 'receipt') || !conversationId) return null;
    return { kind: 'user-event', e: { userId: second, name, conversationId, id: id && id !== '-' ? id : '' } };
  }
  return first === SESSION_ENDED ? { kind: 'session-ended', sessionId: second } : { kind: 'notification', m: { userId: first, id: second } };
}

function listenerSet<T>() {
  const items = new Set<T>();
  return {
    items,
    add(item: T) {
      items.add(item);
      return () => void items.delete(item);
    },
  };
}

function listeners() {
  const messages = listenerSet<(m: NotificationMessage) => void>();
  const ended = listenerSet<(sessionId: string) => void>();
  const reconnected = listenerSet<() => void>();
  const userEvents = listenerSet<(e: UserEvent) => void>();
  return {
    onMessage: messages.add,
    onSessionEnded: ended.add,
    onReconnected: reconnected.add,
    onUserEvent: userEvents.add,
    emit(payload: string) {
      const p = parse(payload);
      if (p?.kind === 'notification') for (const l of messages.items) l(p.m);
      else if (p?.kind === 'user-event') for (const l of userEvents.items) l(p.e);
      else if (p) for (const l of ended.items) l(p.sessionId);
    },
    reconnected: () => reconnected.items.forEach((l) => l()),
    clear: () => [messages, ended, reconnected, userEvents].forEach((s) => s.items.clear()),
  };
}

function postgresBus(pool: pg.Pool, log: Log): NotificationBus {
  const subs = listeners();
  const listener = listenOnPostgres({
    pool,
    channel: NOTIFICATION_CHANNEL,
    name: 'notification bus',
    log,
    onPayload: subs.emit,
    onReconnected: subs.reconnected,
  });
  return {
    transport: 'postgres',
    ready: listener.ready,
    onMessage: subs.onMessage,
    onReconnected: subs.onReconnected,
    onSessionEnded: subs.onSessionEnded,
    announceSessionEnded(sessionId) {
      pool.query('select pg_notify($1, $2)', [NOTIFICATION_CHANNEL, sessionEndedMessage(sessionId)]).catch((err: Error) => {
        log.warn({ err }, 'could not announce the end of a session');
      });
    },
    onUserEvent: subs.onUserEvent,
    announceUserEvent(e) {
      pool.query('select pg_notify($1, $2)', [NOTIFICATION_CHANNEL, userEventMessage(e)]).catch((err: Error) => {
        log.warn({ err }, 'could not announce a conversation event');
      });
    },
    async close() {
      subs.clear();
      await listener.close();
    },
  };
}

/** Redis publishers of this process by database name: notify() reaches them without an app context. */
const redisPublishers = new Map<string, Set<(payload: string) => void>>();

/** Called by the notification writer in Redis mode (the PostgreSQL path needs nothing here). */
export function publishToRedis(database: string, m: NotificationMessage): void {
  const first = redisPublishers.get(database)?.values().next().value;
  first?.(encodeMessage(m));
}

function redisBus(url: string, database: string, log: Log): NotificationBus {
  const subs = listeners();
  const channel = `${NOTIFICATION_CHANNEL}:${database}`;
  const options = { maxRetriesPerRequest: 2, lazyConnect: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const r of [publisher, subscriber]) r.on('error', (err) => log.warn({ err }, 'notification bus: Redis error'));
  subscriber.on('message', (_c: string, message: string) => subs.emit(message));
  // ioredis subscribes again after a reconnect; what was published meanwhile is gone.
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    if (subscribedOnce) subs.reconnected();
    subscribedOnce = true;
  });
  const ready = subscriber.subscribe(channel).then(
    () => {},
    (err: Error) => log.warn({ err }, 'notification bus could not subscribe'),
  );
  const publish = (payload: string) => {
    publisher.publish(channel, payload).catch((err: Error) => log.warn({ err }, 'could not announce a notification'));
  };
  const set = redisPublishers.get(database) ?? new Set();
  set.add(publish);
  redisPublishers.set(database, set);
  return {
    transport: 'redis',
    ready,
    onMessage: subs.onMessage,
    onReconnected: subs.onReconnected,
    onSessionEnded: subs.onSessionEnded,
    announceSessionEnded: (sessionId) => publish(sessionEndedMessage(sessionId)),
    onUserEvent: subs.onUserEvent,
    announceUserEvent: (e) => publish(userEventMessage(e)),
    async close() {
      subs.clear();
      set.delete(publish);
      if (!set.size) redisPublishers.delete(database);
      await Promise.all([subscriber.quit().catch(() => subscriber.disconnect()), publisher.quit().catch(() => publisher.disconnect())]);
    },
  };
}

export function startNotificationBus(opts: { pool: pg.Pool; redisUrl: string | null; log: Log }): NotificationBus {
  return opts.redisUrl ? redisBus(opts.redisUrl, databaseNameOf(opts.pool), opts.log) : postgresBus(opts.pool, opts.log);
}
