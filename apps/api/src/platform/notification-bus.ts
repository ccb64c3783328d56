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

const RETRY_MS = [200, 1_000, 5_000];

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
  let client: pg.PoolClient | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  let settle: () => void = () => {};
  let release: () => void = () => {};
  const ready = new Promise<void>((r) => (settle = r));

  const connect = async (): Promise<void> => {
    // Each connection is given back exactly once (see change-feed.ts: pg may raise 'error' twice).
    let c: pg.PoolClient | null = null;
    let givenBack = false;
    const giveBack = () => {
      if (!c || givenBack) return;
      givenBack = true;
      c.removeAllListeners('notification');
      if (client === c) client = null;
      c.release(true);
    };
    try {
      c = await pool.connect();
      c.on('notification', (n) => subs.emit(n.payload ?? ''));
      c.on('error', (err) => {
        if (givenBack) return;
        giveBack();
        retry(err);
      });
      await c.query(`listen ${NOTIFICATION_CHANNEL}`);
      if (closed) return giveBack();
      attempt = 0;
      client = c;
      release = giveBack;
    } catch (err) {
      giveBack();
      retry(err as Error);
    } finally {
      settle();
    }
  };
  const retry = (err: Error) => {
    if (closed || timer) return;
    log.warn({ err }, 'notification bus lost its PostgreSQL connection; reconnecting');
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
  };
  void connect();
  return {
    transport: 'postgres',
    ready,
    onMessage: subs.add,
    async close() {
      closed = true;
      subs.clear();
      if (timer) clearTimeout(timer);
      if (client) {
        await client.query(`unlisten ${NOTIFICATION_CHANNEL}`).catch(() => {});
        release();
      }
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

export function databaseNameOf(pool: pg.Pool): string {
  const { connectionString, database } = pool.options;
  return (connectionString ? decodeURIComponent(new URL(connectionString).pathname.slice(1)) : database) || 'default';
}

export function startNotificationBus(opts: { pool: pg.Pool; redisUrl: string | null; log: Log }): NotificationBus {
  return opts.redisUrl ? redisBus(opts.redisUrl, databaseNameOf(opts.pool), opts.log) : postgresBus(opts.pool, opts.log);
}
