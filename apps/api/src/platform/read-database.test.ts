// Issue 24: a lagging replica must not leave an old answer in a cache after a listing change, and
// a replica that cannot be reached must not fail public search.
import { describe, expect, it } from 'vitest';
import { CatalogueChanges } from './context.ts';
import { clearOnChange, LoadingCache } from './loading-cache.ts';
import { fenceReplicaReads, lsnValue, withFallback } from './read-database.ts';

/** A stand-in for a pool: answers the LSN queries, and the listing's status as of its replay position. */
function fakePools() {
  const state = { primaryLsn: '0/2000', replayLsn: '0/1000', status: 'pending' as string, replayedStatus: 'pending' as string };
  const primary = {
    query: async (text: string) => (text.includes('pg_current_wal_lsn') ? { rows: [{ lsn: state.primaryLsn }] } : { rows: [{ status: state.status }] }),
  };
  const replica = {
    query: async (text: string) =>
      text.includes('pg_last_wal_replay_lsn') ? { rows: [{ lsn: state.replayLsn, recovery: true }] } : { rows: [{ status: state.replayedStatus }] },
  };
  return { state, primary: primary as never, replica: replica as never, readReplica: async () => state.replayedStatus };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('fenceReplicaReads', () => {
  it('clears the caches again once the replica has replayed the change, so an answer read from it while it lagged is not kept', async () => {
    const events = new CatalogueChanges();
    const { state, primary, replica, readReplica } = fakePools();
    const cache = new LoadingCache<string>({ ttlMs: 60_000, max: 10 });
    clearOnChange(events, cache);
    const fence = fenceReplicaReads({ events, primary, replica, pollMs: 10 });
    try {
      expect(await cache.get('search', readReplica)).toBe('pending');
      // An admin approves on the primary; every process hears of it and clears, but the replica lags.
      state.status = 'approved';
      state.primaryLsn = '0/3000';
      events.changedHere('car-1');
      await sleep(30);
      expect(fence.pending()).toBe(true);
      expect(await cache.get('search', readReplica)).toBe('pending'); // read from the lagging replica, and kept
      await sleep(30);
      expect(await cache.get('search', readReplica)).toBe('pending');
      // The replica replays the approval: within a poll the old answer is gone.
      state.replayLsn = '0/3000';
      state.replayedStatus = 'approved';
      await expect.poll(() => cache.get('search', readReplica), { timeout: 1_000, interval: 10 }).toBe('approved');
      expect(fence.pending()).toBe(false);
    } finally {
      fence.stop();
    }
  });

  it('waits for the last of several changes, and a replica past the target ends the wait at once', async () => {
    const events = new CatalogueChanges();
    const { state, primary, replica } = fakePools();
    let clears = 0;
    events.on('changed', () => clears++);
    const fence = fenceReplicaReads({ events, primary, replica, pollMs: 10 });
    try {
      state.primaryLsn = '0/3000';
      events.changedHere();
      await sleep(5);
      state.primaryLsn = '1/0';
      events.changedHere();
      state.replayLsn = '0/3000';
      await sleep(50);
      expect(fence.pending()).toBe(true); // 0/3000 < 1/0
      state.replayLsn = '1/10';
      await expect.poll(() => fence.pending(), { timeout: 1_000, interval: 10 }).toBe(false);
      expect(clears).toBe(3); // two changes, one clear once caught up (which starts no new wait)
    } finally {
      fence.stop();
    }
  });

  it('orders LSNs numerically', () => {
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
    expect(lsnValue('0/A') > lsnValue('0/9')).toBe(true);
  });
});

describe('withFallback', () => {
  it('reads from the primary while the replica cannot be reached, and tries the replica again later', async () => {
    let now = 1_000;
    let replicaUp = false;
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
    const replica = { query: async () => (replicaUp ? { rows: [{ from: 'replica' }] } : Promise.reject(refused)) };
    const primary = { query: async () => ({ rows: [{ from: 'primary' }] }) };
    const reads = withFallback(replica as never, primary as never, () => now);
    expect((await reads.pool.query('select 1')).rows[0]).toEqual({ from: 'primary' });
    expect(reads.state()).toBe('fallback');
    replicaUp = true;
    expect((await reads.pool.query('select 1')).rows[0]).toEqual({ from: 'primary' }); // not retried at once
    now += 6_000;
    expect((await reads.pool.query('select 1')).rows[0]).toEqual({ from: 'replica' });
    expect(reads.state()).toBe('replica');
  });

  it('passes on errors that are not about reaching the replica', async () => {
    const bad = Object.assign(new Error('syntax error'), { code: '42601' });
    const reads = withFallback({ query: () => Promise.reject(bad) } as never, { query: async () => ({ rows: [] }) } as never);
    await expect(reads.pool.query('select')).rejects.toThrow('syntax error');
    expect(reads.state()).toBe('replica');
  });
});
