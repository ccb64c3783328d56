// Fans listing changes out to every API process, so that each clears its caches at once instead
// of after a TTL (issue 16): PostgreSQL LISTEN/NOTIFY on the primary by default, Redis pub/sub
// when REDIS_URL is set. A process ignores its own messages (it has already cleared). After a lost
// connection it clears everything once reconnected, since it may have missed changes meanwhile.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { CatalogueChanges } from './context.ts';
import { databaseNameOf, listenOnPostgres } from './pg-listen.ts';

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

/** Messages are "<process id> <listing id or empty>". */
function parse(message: string, self: string): { mine: boolean; listingId?: string } {
  const [origin = '', id = ''] = message.split(' ');
  return { mine: origin === self, listingId: id || undefined };
}

function postgresFeed(events: CatalogueChanges, pool: pg.Pool, self: string, log: Log): ChangeFeed {
  const listener = listenOnPostgres({
    pool,
    channel: CHANGE_CHANNEL,
    name: 'listing change feed',
    log,
    onPayload: (payload) => {
      const { mine, listingId } = parse(payload, self);
      if (!mine) events.changedHere(listingId);
    },
    onReconnected: () => events.changedHere(), // changes may have been missed while away
  });
  const payload = (listingId?: string) => `${self} ${listingId ?? ''}`;
  events.relay = (listingId) => {
    pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload(listingId)]).catch((err: Error) => {
      log.warn({ err }, 'could not announce a listing change to the other API processes');
    });
  };
  events.relayInTransaction = async (tx, listingId) => {
    await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${payload(listingId)})`);
  };
  return {
    transport: 'postgres',
    ready: listener.ready,
    async close() {
      events.relay = null;
      events.relayInTransaction = null;
      await listener.close();
    },
  };
}

function redisFeed(events: CatalogueChanges, url: string, channel: string, self: string, log: Log): ChangeFeed {
  const options = { maxRetriesPerRequest: 2, lazyConnect: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  let subscribedOnce = false;
  for (const r of [publisher, subscriber]) r.on('error', (err) => log.warn({ err }, 'listing change feed: Redis error'));
  subscriber.on('message', (_channel: string, message: string) => {
    const { mine, listingId } = parse(message, self);
    if (!mine) events.changedHere(listingId);
  });
  // ioredis subscribes again after a reconnect; changes may have been missed meanwhile.
  subscriber.on('ready', () => {
    if (subscribedOnce) events.changedHere();
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

/**
 * Tells every API process that anything may have changed, from outside them (`npm run seed` into a
 * database the API serves): they clear their caches and read their search index again (decision
 * 046), as after a feed that reconnected.
 */
export async function announceEverythingChanged(opts: { pool: pg.Pool; redisUrl: string | null }): Promise<void> {
  const message = `${randomUUID()} `;
  if (!opts.redisUrl) {
    await opts.pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, message]);
    return;
  }
  const publisher = new Redis(opts.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
  try {
    await publisher.connect();
    await publisher.publish(`${CHANGE_CHANNEL}:${databaseNameOf(opts.pool)}`, message);
  } finally {
    publisher.disconnect();
  }
}

export function startChangeFeed(opts: { events: CatalogueChanges; pool: pg.Pool; redisUrl: string | null; log: Log }): ChangeFeed {
  const self = randomUUID();
  return opts.redisUrl
    ? redisFeed(opts.events, opts.redisUrl, `${CHANGE_CHANNEL}:${databaseNameOf(opts.pool)}`, self, opts.log)
    : postgresFeed(opts.events, opts.pool, self, opts.log);
}
