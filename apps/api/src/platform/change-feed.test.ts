// The PostgreSQL change feed survives its connection being killed, and a connection that ends after
// the feed has closed (a test dropping its database, a server restart) is no crash: CI once failed
// on "Release called on client which has already been released to the pool" from exactly that.
import { once } from 'node:events';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';
import { waitFor } from '../test/wait-for.ts';
import { announceEverythingChanged, startChangeFeed, CHANGE_CHANNEL } from './change-feed.ts';
import { CatalogueChanges } from './context.ts';

const quiet = { warn: () => {} };
const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms))]);

describe('PostgreSQL change feed', () => {
  const t = useTestApp();
  const pools: pg.Pool[] = [];
  const openPool = () => {
    const pool = new pg.Pool({ connectionString: t.url, max: 3 });
    pool.on('error', () => {}); // idle connections ended by the tests below
    pools.push(pool);
    return pool;
  };
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
  });
  it('has every kept cache of the app listening within the signal\'s bound (no leak warning)', async () => {
    const changes = t.ctx.catalogueChanges;
    // Caches made on first use (the kept fair-price sums) listen from then on.
    await t.app.inject('/api/v1/cars/');
    expect(changes.listenerCount('changed')).toBeLessThanOrEqual(changes.getMaxListeners());
    // A production API with its rendered pages had eleven; Node warns past ten by default.
    expect(changes.getMaxListeners()).toBeGreaterThanOrEqual(11);
  });

  const listeners = async () =>
    (
      await t.database.pool.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and query ilike $1`,
        [`listen ${CHANGE_CHANNEL}%`],
      )
    ).rows.map((r) => r.pid);

  it('listens again after its connection is killed and then clears everything once', async () => {
    const events = new CatalogueChanges();
    const feed = startChangeFeed({ events, pool: openPool(), redisUrl: null, log: quiet });
    await feed.ready;
    const before = await listeners();
    expect(before.length).toBeGreaterThan(0);

    const cleared = once(events, 'changed');
    await t.database.pool.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [before]);
    const [listingId] = await within(cleared, 5_000, 'cleared after reconnecting');
    expect(listingId).toBeUndefined(); // everything, since changes may have been missed

    const heard = once(events, 'changed');
    await t.database.pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, 'another-process car-1']);
    expect(await within(heard, 5_000, 'heard a change after reconnecting')).toEqual(['car-1', 'listing']);
    await feed.close();
  });

  it('tells every process that anything may have changed after a write from outside (npm run seed)', async () => {
    for (const redisUrl of [null, 'redis://127.0.0.1:6379']) {
      const events = new CatalogueChanges();
      const pool = openPool();
      const feed = startChangeFeed({ events, pool, redisUrl, log: quiet });
      await feed.ready;
      const heard = once(events, 'changed');
      await announceEverythingChanged({ pool: openPool(), redisUrl });
      expect(await within(heard, 5_000, `heard over ${redisUrl ?? 'PostgreSQL'}`)).toEqual([undefined, 'listing']);
      await feed.close();
    }
  });

  it('gives its connection back once: ending it after close() throws nothing', async () => {
    const events = new CatalogueChanges();
    const pool = openPool();
    const feed = startChangeFeed({ events, pool, redisUrl: null, log: quiet });
    await feed.ready;
    const pids = await listeners();
    await feed.close();
    await t.database.pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    // Once the ended sessions are gone, their sockets have closed: an uncaught error would have come.
    await waitFor('the ended sessions to go', async () => {
      const { rows } = await t.database.pool.query('select count(*)::int as n from pg_stat_activity where pid = any($1::int[])', [pids]);
      return rows[0].n === 0;
    });
    await new Promise((r) => setImmediate(r));
    expect(pids.length).toBeGreaterThan(0);
    expect(pool.totalCount).toBe(0); // the listening connection was closed, not pooled for reuse
  });
});
