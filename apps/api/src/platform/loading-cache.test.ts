import { waitFor } from '../test/wait-for.ts';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueChanges } from './context.ts';
import { clearOnChange, LoadingCache } from './loading-cache.ts';

const forever = { ttlMs: 60_000, max: 100 };

describe('LoadingCache', () => {
  it('serves a value until its time is up, then loads again', async () => {
    const cache = new LoadingCache<number>({ ttlMs: 40, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    // Polls the clock with a deadline rather than guessing a sleep: the second load comes once 40 ms passed.
    const started = performance.now();
    await waitFor('the value to expire', async () => (await cache.get('k', load)) === 2);
    expect(performance.now() - started).toBeLessThan(40 + 1_000);
    expect(loads).toBe(2);
  });

  it('loads every time when its lifetime is 0 (turned off)', async () => {
    const cache = new LoadingCache<number>({ ttlMs: 0, max: 10 });
    let loads = 0;
    await cache.get('k', async () => ++loads);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new LoadingCache<string>(forever);
    const load = vi.fn(async () => 'v');
    const values = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(values).toEqual(['v', 'v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failed load', async () => {
    const cache = new LoadingCache<string>(forever);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('keeps at most max keys, dropping the least recently used', async () => {
    const cache = new LoadingCache<string>({ ttlMs: 60_000, max: 2 });
    const load = vi.fn(async () => 'v');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load); // a is now the most recent
    await cache.get('c', load); // drops b
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('bounds the summed size of its values', async () => {
    const cache = new LoadingCache<string>({ ttlMs: 60_000, max: 100, maxSize: 10, sizeOf: (v) => v.length });
    await cache.get('a', async () => 'xxxx');
    await cache.get('b', async () => 'yyyy');
    await cache.get('c', async () => 'zzzz'); // 12 > 10: the oldest goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('stores a known value and forgets a deleted key', async () => {
    const cache = new LoadingCache<number>(forever);
    cache.set('k', 7);
    expect(await cache.get('k', async () => 1)).toBe(7);
    cache.delete('k');
    expect(await cache.get('k', async () => 1)).toBe(1);
  });

  it('does not keep a value whose load was running when the cache was cleared', async () => {
    const cache = new LoadingCache<string>(forever);
    let release!: (v: string) => void;
    const before = cache.get('k', () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release('stale');
    expect(await before).toBe('stale'); // the caller that asked before the change still gets it
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('drops a value stored as of a version that a clear has since passed', () => {
    const cache = new LoadingCache<number>(forever);
    const asOf = cache.version;
    cache.clear();
    cache.set('k', 1, asOf);
    expect(cache.peek('k')).toBeUndefined();
    cache.set('k', 2, cache.version);
    expect(cache.peek('k')).toBe(2);
  });

  it('is emptied by a catalogue change event', async () => {
    const events = new CatalogueChanges();
    const cache = new LoadingCache<number>(forever);
    clearOnChange(events, cache);
    let n = 0;
    await cache.get('k', async () => ++n);
    events.changed('some-id');
    expect(await cache.get('k', async () => ++n)).toBe(2);
  });
});
