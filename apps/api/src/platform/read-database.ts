import type pg from 'pg';
import type { AppContext, CatalogueChanges } from './context.ts';
import { isDatabaseUnavailable, openPool } from './database.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export type ReadState = 'primary' | 'replica' | 'fallback';

export interface ReadPool {
  /** Where public search reads: the replica, or the primary while the replica cannot be reached. */
  pool: Queryable;
  /** 'primary' (no DATABASE_READ_URL), 'replica', or 'fallback' (the replica failed lately; reads go to the primary). */
  state: () => ReadState;
  close: () => Promise<void>;
}

/** How long reads stay on the primary after the replica failed to answer, before trying it again. */
const FALLBACK_MS = 5_000;
const probes = new WeakMap<object, () => Promise<ReadState>>();

/** Tries the read pool and says where reads go now, for /api/ready ('primary': no replica configured). */
export const probeReads = (ctx: object): Promise<ReadState> => probes.get(ctx)?.() ?? Promise.resolve('primary');

/**
 * The pool that public search reads use: a replica at DATABASE_READ_URL when set, else the main
 * pool. Writes, LISTEN/NOTIFY (change-feed.ts) and everything a signed-in person reads (a
 * seller's own pages included: read-your-writes) stay on the primary. When the replica cannot be
 * reached, reads go to the primary for FALLBACK_MS before it is tried again (decision 039). A
 * replica that lags gets its caches cleared again once it has replayed every change seen
 * (fenceReplicaReads).
 */
export function openReadPool(ctx: Pick<AppContext, 'config' | 'pool' | 'metrics' | 'catalogueChanges'>): ReadPool {
  const url = ctx.config.databaseReadUrl;
  if (!url) return { pool: ctx.pool, state: () => 'primary', close: async () => {} };
  const replica = openPool(url, { connectTimeoutMs: 2_000 });
  // Its connections, statement times and lag (decision 032).
  ctx.metrics.watchPool('read', replica);
  ctx.metrics.watchReplica(ctx.pool, replica);
  const reads = withFallback(replica, ctx.pool);
  const fence = fenceReplicaReads({ events: ctx.catalogueChanges, primary: ctx.pool, replica });
  probes.set(ctx, async () => {
    await reads.pool.query('select 1').catch(() => {});
    return reads.state();
  });
  return {
    pool: reads.pool,
    state: reads.state,
    close: async () => {
      fence.stop();
      await replica.end();
    },
  };
}

/** Reads from `replica`, or from `primary` for a while after the replica could not answer. */
export function withFallback(replica: Queryable, primary: Queryable, now = Date.now): { pool: Queryable; state: () => 'replica' | 'fallback' } {
  let primaryUntil = 0;
  const query = (async (...args: unknown[]) => {
    const q = (p: Queryable) => (p.query as (...a: unknown[]) => Promise<unknown>)(...args);
    if (now() < primaryUntil) return q(primary);
    try {
      return await q(replica);
    } catch (e) {
      // 40001 on a standby: a statement cancelled by a conflict with recovery.
      if (!isDatabaseUnavailable(e) && (e as { code?: string }).code !== '40001') throw e;
      if (isDatabaseUnavailable(e)) primaryUntil = now() + FALLBACK_MS;
      return q(primary);
    }
  }) as Queryable['query'];
  return { pool: { query }, state: () => (now() < primaryUntil ? 'fallback' : 'replica') };
}

/** "16/B374D848" as a number that orders like the LSN. */
export const lsnValue = (lsn: string) => {
  const [hi = '0', lo = '0'] = lsn.split('/');
  return BigInt(`0x${hi}`) * 2n ** 32n + BigInt(`0x${lo}`);
};

/**
 * Issue 24: a listing change clears the caches of every process at once, but a process that then
 * reads a replica which has not replayed that change yet caches the old answer again, and kept it
 * for the cache's lifetime. So on every change this notes the primary's WAL position, polls the
 * replica until it has replayed that far, and then clears the caches once more (only here: the
 * other processes do the same for themselves). Answers read from the lagging replica meanwhile are
 * as old as the replica is, and are never kept past its catching up.
 */
export function fenceReplicaReads(opts: { events: CatalogueChanges; primary: Queryable; replica: Queryable; pollMs?: number }): { pending: () => boolean; stop: () => void } {
  const pollMs = opts.pollMs ?? 100;
  let target: bigint | null = null;
  let timer: NodeJS.Timeout | null = null;
  let clearing = false;
  let stopped = false;
  const schedule = (ms: number) => {
    if (!timer && !stopped) timer = setTimeout(() => void poll(), ms).unref();
  };
  const caughtUp = () => {
    target = null;
    clearing = true;
    try {
      opts.events.replicaCaughtUp();
    } finally {
      clearing = false;
    }
  };
  const poll = async () => {
    timer = null;
    if (target === null) return;
    const wanted = target;
    try {
      const { rows } = await opts.replica.query<{ lsn: string | null; recovery: boolean }>(
        'select pg_last_wal_replay_lsn()::text as lsn, pg_is_in_recovery() as recovery',
      );
      const row = rows[0]!;
      if (!row.recovery || (row.lsn !== null && lsnValue(row.lsn) >= wanted)) {
        if (target === wanted) return caughtUp();
      }
      schedule(pollMs);
    } catch {
      schedule(Math.max(pollMs, 1_000)); // replica down: reads fall back to the primary meanwhile
    }
  };
  const onChange = () => {
    if (clearing || stopped) return;
    opts.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn').then(
      ({ rows }) => {
        const lsn = lsnValue(rows[0]!.lsn);
        if (target === null || lsn > target) target = lsn;
        schedule(pollMs);
      },
      () => {
        // The primary cannot say where it is: clear once more a little later anyway.
        if (!stopped) setTimeout(() => !stopped && caughtUp(), 1_000).unref();
      },
    );
  };
  opts.events.on('changed', onChange);
  return {
    pending: () => target !== null,
    stop() {
      stopped = true;
      opts.events.off('changed', onChange);
      if (timer) clearTimeout(timer);
    },
  };
}
