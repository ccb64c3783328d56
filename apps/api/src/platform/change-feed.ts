// Fans listing changes out to every API process, so that each clears its caches at once instead
// of after a TTL (issue 16): PostgreSQL LISTEN/NOTIFY on the primary by default, Redis pub/sub
// when REDIS_URL is set. A process ignores its own messages (it has already cleared). After a lost
// connection it clears everything once reconnected, since it may have missed changes meanwhile.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { ListingEvents } from './context.ts';

export const CHANGE_CHANNEL = 'gaadi_listing_changes';

export interface ChangeFeed {
  /** 'postgres' or 'redis'. */
  transport: string;
  /** Settles once the first attempt to listen has succeeded or failed (never rejects; a failure is retried). */
  ready: Promise<void>;
  close: () => Promise<void>;
}

interface Log {
  warn: (obj: object, msg: string) => void;
}

const RETRY_MS = [200, 1_000, 5_000];

/** Messages are "<process id> <listing id or empty>". */
function parse(message: string, self: string): { mine: boolean; listingId?: string } {
  const [origin = '', id = ''] = message.split(' ');
  return { mine: origin === self, listingId: id || undefined };
}

function postgresFeed(events: ListingEvents, pool: pg.Pool, self: string, log: Log): ChangeFeed {
  let client: pg.PoolClient | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  let settle: () => void = () => {};
  let release: () => void = () => {};
  const ready = new Promise<void>((r) => (settle = r));

  const connect = async (): Promise<void> => {
    // Each connection is given back exactly once: pg may raise 'error' more than once for one
    // broken connection, or after close() has given it back (a test dropping its database ends
    // every session), and a second release() throws.
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
      c.on('notification', (n) => {
        const { mine, listingId } = parse(n.payload ?? '', self);
        if (!mine) events.changedElsewhere(listingId);
      });
      c.on('error', (err) => {
        if (givenBack) return;
        giveBack();
        retry(err);
      });
      await c.query(`listen ${CHANGE_CHANNEL}`);
      if (closed) return giveBack();
      if (attempt > 0) events.changedElsewhere(); // changes may have been missed while away
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
    log.warn({ err }, 'listing change feed lost its PostgreSQL connection; reconnecting');
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
  };

  events.relay = (listingId) => {
    pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, `${self} ${listingId ?? ''}`]).catch((err: Error) => {
      log.warn({ err }, 'could not announce a listing change to the other API processes');
    });
  };
  void connect();
  return {
    transport: 'postgres',
    ready,
    async close() {
      closed = true;
      events.relay = null;
      if (timer) clearTimeout(timer);
      if (client) {
        await client.query(`unlisten ${CHANGE_CHANNEL}`).catch(() => {});
        release();
      }
    },
  };
}

function redisFeed(events: ListingEvents, url: string, channel: string, self: string, log: Log): ChangeFeed {
  const options = { maxRetriesPerRequest: 2, lazyConnect: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  let subscribedOnce = false;
  for (const r of [publisher, subscriber]) r.on('error', (err) => log.warn({ err }, 'listing change feed: Redis error'));
  subscriber.on('message', (_channel: string, message: string) => {
    const { mine, listingId } = parse(message, self);
    if (!mine) events.changedElsewhere(listingId);
  });
  // ioredis subscribes again after a reconnect; changes may have been missed meanwhile.
  subscriber.on('ready', () => {
    if (subscribedOnce) events.changedElsewhere();
    subscribedOnce = true;
  });
  const ready = subscriber.subscribe(channel).then(
    () => {},
    (err: Error) => log.warn({ err }, 'listing change feed could not subscribe'),
  );
  events.relay = (listingId) => {
    publisher.publish(channel, `${self} ${listingId ?? ''}`).catch((err: Error) => {
      log.warn({ err }, 'could not announce a listing change to the other API processes');
    });
  };
  return {
    transport: 'redis',
    ready,
    async close() {
      events.relay = null;
      await Promise.all([subscriber.quit().catch(() => subscriber.disconnect()), publisher.quit().catch(() => publisher.disconnect())]);
    },
  };
}

/** NOTIFY channels are per database already; one Redis may serve several deployments' databases. */
function databaseName(pool: pg.Pool): string {
  const { connectionString, database } = pool.options;
  return (connectionString ? decodeURIComponent(new URL(connectionString).pathname.slice(1)) : database) || 'default';
}

export function startChangeFeed(opts: { events: ListingEvents; pool: pg.Pool; redisUrl: string | null; log: Log }): ChangeFeed {
  const self = randomUUID();
  return opts.redisUrl
    ? redisFeed(opts.events, opts.redisUrl, `${CHANGE_CHANNEL}:${databaseName(opts.pool)}`, self, opts.log)
    : postgresFeed(opts.events, opts.pool, self, opts.log);
}
