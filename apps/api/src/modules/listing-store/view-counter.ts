// Views and search appearances counted in memory and written in batches (issue 23, decision 028): a
// page view costs no write of its own and fires no trigger. Every few seconds (and on a clean
// shutdown) the process writes what it counted in one statement each; a crash loses at most one
// interval. A viewer counts once a day per listing: this process remembers the viewers it has seen
// today, and the day's-viewers table settles those seen by several processes.
import { createHash } from 'node:crypto';
import type { AppContext } from '../../platform/context.ts';
import { forgetViewersBefore, recordAppearances } from './daily-stats.ts';
import { recordViews } from './listing-writes.ts';

export const FLUSH_MS = 5_000;
/** Viewers remembered per process and day before a flush forgets them (memory stays bounded). */
const MAX_REMEMBERED = 200_000;

interface Log {
  warn: (o: object, m: string) => void;
}

/** India's offset from UTC: +05:30 all year (India keeps no summer time). */
const INDIA_OFFSET_MS = 5.5 * 3_600_000;

/**
 * Today in India, as the statistics count days: "2026-11-25". Asked on every view and search
 * appearance: arithmetic on the fixed offset, not a new Intl.DateTimeFormat (73 µs each).
 */
export function indiaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A viewer key ('u:<id>' or 'ip:<address>') as the 64-bit number the day's-viewers table keeps. */
export function viewerHash(key: string): bigint {
  return createHash('sha256').update(key).digest().readBigInt64BE(0);
}

export class ListingCounters {
  private day = indiaDay();
  /** listing → viewers seen today by this process (each counted once). */
  private seen = new Map<string, Set<bigint>>();
  /** Views not yet written, and appearances not yet written. */
  private views: Array<{ listingId: string; viewer: bigint }> = [];
  private appearances = new Map<string, number>();
  /** Views of a listing written meanwhile or pending, for the answer that counted one. */
  private pendingBy = new Map<string, number>();
  private remembered = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private lastPrunedDay = '';

  constructor(
    private readonly ctx: AppContext,
    private readonly log: Log,
  ) {}

  /** Counts a view; true when it is this viewer's first of the day here (it raises views_count). */
  view(listingId: string, viewerKey: string, now = new Date()): boolean {
    this.rollDay(now);
    const viewer = viewerHash(viewerKey);
    const seen = this.seen.get(listingId) ?? new Set<bigint>();
    if (seen.has(viewer)) return false;
    seen.add(viewer);
    this.seen.set(listingId, seen);
    this.remembered++;
    this.views.push({ listingId, viewer });
    this.pendingBy.set(listingId, (this.pendingBy.get(listingId) ?? 0) + 1);
    this.ensureTimer();
    return true;
  }

  /** Views this process counted and has not written yet (added to the stored count in answers). */
  pending(listingId: string): number {
    return this.pendingBy.get(listingId) ?? 0;
  }

  /** Listings shown on a page of search results. */
  appeared(listingIds: string[]): void {
    for (const id of listingIds) this.appearances.set(id, (this.appearances.get(id) ?? 0) + 1);
    if (listingIds.length) this.ensureTimer();
  }

  /** Writes what was counted; one flush at a time (a second call waits for the first). */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = null));
    return this.flushing;
  }

  /** Stops the timer and writes what is left (a clean shutdown loses nothing). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private ensureTimer() {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /** A new day in India: yesterday's viewers may count again today. */
  private rollDay(now: Date) {
    const today = indiaDay(now);
    if (today === this.day) return;
    this.day = today;
    this.seen.clear();
    this.remembered = 0;
  }

  private async write() {
    const views = this.views.splice(0);
    const appearances = this.appearances;
    this.appearances = new Map();
    const day = this.day;
    try {
      if (views.length) await this.ctx.events.transaction((w) => recordViews(w, day, views));
      if (appearances.size) await recordAppearances(this.ctx.db, day, appearances);
      for (const v of views) {
        const left = (this.pendingBy.get(v.listingId) ?? 1) - 1;
        if (left > 0) this.pendingBy.set(v.listingId, left);
        else this.pendingBy.delete(v.listingId);
      }
      if (this.remembered > MAX_REMEMBERED) {
        // The table remembers them too: forgetting here only lets a repeat reach the table.
        this.seen.clear();
        this.remembered = 0;
      }
      if (this.lastPrunedDay !== day) {
        this.lastPrunedDay = day;
        await forgetViewersBefore(this.ctx.db, indiaDay(new Date(Date.now() - 86_400_000)));
      }
    } catch (err) {
      // Kept for the next flush: a database blip loses nothing.
      this.views.unshift(...views);
      for (const [id, n] of appearances) this.appearances.set(id, (this.appearances.get(id) ?? 0) + n);
      this.log.warn({ err }, 'could not write counted views and appearances; will retry');
    }
  }
}

const counters = new WeakMap<AppContext, ListingCounters>();

/** This app's counters (one per app context: tests build several apps in one process). */
export function listingCountersOf(ctx: AppContext, log: Log = { warn: () => {} }): ListingCounters {
  let c = counters.get(ctx);
  if (!c) counters.set(ctx, (c = new ListingCounters(ctx, log)));
  return c;
}
