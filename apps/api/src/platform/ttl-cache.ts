import type { ListingEvents } from './context.ts';

/**
 * In-process cache for read-mostly public data (facets, brands, cities). Entries expire after
 * `ttlMs`, so other API processes' writes show up within that time; this process's own writes
 * clear it at once through `ctx.events` (see `clearOnChange`). Concurrent misses share one load.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const entry = { expires: now + this.ttlMs, value: load() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    // A failed load is not remembered: the next request tries again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry.value;
  }

  /** Stores a value known without loading it (e.g. a total read off a last page). */
  set(key: string, value: V) {
    this.entries.delete(key);
    this.entries.set(key, { expires: Date.now() + this.ttlMs, value: Promise.resolve(value) });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  /** Drops everything; a load still running when this happens is not kept for later callers. */
  clear() {
    this.entries.clear();
  }
}

/** Clears the caches whenever a write changes what the public catalogue shows. */
export function clearOnChange(events: ListingEvents, ...caches: Array<{ clear(): void }>) {
  events.on('changed', () => {
    for (const c of caches) c.clear();
  });
}
