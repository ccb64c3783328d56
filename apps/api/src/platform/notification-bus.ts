// Tells every API process that a notification was written (live notifications, decision 012):
// PostgreSQL LISTEN/NOTIFY by default, Redis pub/sub when REDIS_URL is set, on the pattern of
// change-feed.ts. A message names the recipient and the notification ("<user id> <id>"); the
// process holding that user's streams reads the notification itself.
//
// PostgreSQL: the notification's writer calls pg_notify inside its transaction, so listeners hear
// of it exactly when it commits (and never of a rolled back one). Redis cannot join a transaction:
// the writer publishes at once and readers retry briefly until the row is visible (see readers).
import { Redis } from 'ioredis';
import type pg from 'pg';
import { databaseNameOf, listenOnPostgres } from './pg-listen.ts';

export const NOTIFICATION_CHANNEL = 'gaadi_notifications';

export interface NotificationMessage {
  userId: string;
  id: string;
}

export interface NotificationBus {
  transport: 'postgres' | 'redis';
  ready: Promise<void>;
  /** Every message, from any process (this one included). */
  onMessage: (listener: (m: NotificationMessage) => void) => () => void;
  close: () => Promise<void>;
}

interface Log {
  warn: (obj: object, msg: string) => void;
}

export const encodeMessage = (m: NotificationMessage) => `${m.userId} ${m.id}`;

function parse(payload: string): NotificationMessage | null {
  const [userId, id] = payload.split(' ');
  return userId && id ? { userId, id } : null;
}

function listeners() {
  const set = new Set<(m: NotificationMessage) => void>();
  return {
    add(l: (m: NotificationMessage) => void) {
      set.add(l);
      return () => void set.delete(l);
    },
    emit(payload: string) {
      const m = parse(payload);
      if (m) for (const l of set) l(m);
    },
    clear: () => set.clear(),
  };
}

function postgresBus(pool: pg.Pool, log: Log): NotificationBus {
  const subs = listeners();
  const listener = listenOnPostgres({ pool, channel: NOTIFICATION_CHANNEL, name: 'notification bus', log, onPayload: subs.emit });
  return {
    transport: 'postgres',
    ready: listener.ready,
    onMessage: subs.add,
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
    onMessage: subs.add,
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
