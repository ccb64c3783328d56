import { LRUCache } from 'lru-cache';
import type { CatalogueChanges } from './context.ts';

export interface LoadingCacheOptions<V> {
  /** Lifetime of an entry; 0 or less turns the cache off (every get loads). */
  ttlMs: number;
  /** Most entries kept (least recently used go first). */
  max: number;
  /** Bound on the summed size of the entries, measured by `sizeOf` (e.g. bytes of a string). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
}

/**
 * A size-bounded cache with a TTL (lru-cache) for read-mostly public data: browse answers,
 * totals, facets, brands and cities. Concurrent misses of one key share one load; a failed load is
 * not remembered. `clear()` (wired to listing changes of every API process, see change-feed.ts)
 * also discards the loads still running, so a value read before a change is never stored after it.
 */
export class LoadingCache<V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<string, V> | null;
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped by clear(): a load that began in an older generation is not stored. */
  private generation = 0;
  /** Reads answered without a load of their own (kept, or joining one running), and reads that loaded: the hit ratio (metrics.ts). */
  hits = 0;
  misses = 0;

  constructor(opts: LoadingCacheOptions<V>) {
    this.lru =
      opts.ttlMs > 0
        ? new LRUCache<string, V>({
            max: opts.max,
            ttl: opts.ttlMs,
            ...(opts.maxSize ? { maxSize: opts.maxSize, sizeCalculation: (v: V) => Math.max(1, Math.ceil(opts.sizeOf?.(v) ?? 1)) } : {}),
          })
        : null;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.lru) {
      this.misses++;
      return load();
    }
    const hit = this.lru.get(key);
    if (hit !== undefined) {
      this.hits++;
      return Promise.resolve(hit);
    }
    const running = this.loading.get(key);
    if (running) {
      this.hits++;
      return running;
    }
    this.misses++;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        if (generation === this.generation) this.lru!.set(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  /** The value kept for `key`, if any, without loading it. */
  peek(key: string): V | undefined {
    return this.lru?.get(key);
  }

  /** Changes with every clear(): a value read before a clear must not be stored after it. */
  get version(): number {
    return this.generation;
  }

  /**
   * Stores a value known without loading it (e.g. a total read off a last page). With `asOf`
   * (the `version` when its reading began), a value read before the latest clear() is dropped.
   */
  set(key: string, value: V, asOf = this.generation) {
    if (asOf === this.generation) this.lru?.set(key, value);
  }

  delete(key: string) {
    this.lru?.delete(key);
    this.loading.delete(key);
  }

  clear() {
    this.generation++;
    this.lru?.clear();
    this.loading.clear();
  }

  get size() {
    return this.lru?.size ?? 0;
  }
}

/** Clears the caches whenever a write changes what the public catalogue shows, in any API process. */
export function clearOnChange(events: CatalogueChanges, ...caches: Array<{ clear(): void }>) {
  events.on('changed', () => {
    for (const c of caches) c.clear();
  });
}
