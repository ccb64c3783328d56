import { describe, expect, it, vi } from 'vitest';
import { ListingEvents } from './context.ts';
import { clearOnChange, TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('serves a value until its time is up, then loads again', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache<number>(1000);
      let loads = 0;
      const load = async () => ++loads;
      expect(await cache.get('k', load)).toBe(1);
      vi.advanceTimersByTime(999);
      expect(await cache.get('k', load)).toBe(1);
      vi.advanceTimersByTime(2);
      expect(await cache.get('k', load)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<string>(60_000);
    const load = vi.fn(async () => 'v');
    const values = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(values).toEqual(['v', 'v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failed load', async () => {
    const cache = new TtlCache<string>(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    const load = vi.fn(async () => 'v');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('c', load);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('stores a known value and forgets a deleted key', async () => {
    const cache = new TtlCache<number>(60_000);
    cache.set('k', 7);
    expect(await cache.get('k', async () => 1)).toBe(7);
    cache.delete('k');
    expect(await cache.get('k', async () => 1)).toBe(1);
  });

  it('is emptied by a catalogue change event', async () => {
    const events = new ListingEvents();
    const cache = new TtlCache<number>(60_000);
    clearOnChange(events, cache);
    let n = 0;
    await cache.get('k', async () => ++n);
    events.changed('some-id');
    expect(await cache.get('k', async () => ++n)).toBe(2);
  });
});
