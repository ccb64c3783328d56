// The search index each API process keeps of the public listings (decision 046): listing_search
// read whole into typed arrays (index-snapshot.ts) at start, then kept current by the listing
// change feed. A change names its listing; the index reads that one row again and keeps it in the
// overlay, a small map tested row by row, until the overlay grows past OVERLAY_LIMIT and the
// snapshot is read again whole. A change that names no listing (a feed that reconnected) reads
// everything again. A search waits for the changes already heard of, so a process answers its
// own writes at once.
//
// With a read replica, a listing read again at once may still be the old row: the listings changed
// are read once more when the replica has replayed them (read-database.ts's fence).
//
// While the index is not loaded (at start, after a failed read) it answers null and the search
// goes to SQL (queries.ts), which gives the same answers.
import type { SortBy } from '@gaadi/domain/public-constants';
import { clear, count, has } from './bitset.ts';
import { compareFor, emptyHits, firstHits, hitsOf, keysOfRow, keysOfSlot, rowMatches, valueCounts, type Hits } from './index-query.ts';
import { idAt, rowValue, SnapshotBuilder, type IndexRow, type Snapshot, type ValueDimension } from './index-snapshot.ts';
import type { Queryable, SearchFilters } from './queries.ts';

/** Table pages read per statement of a full read (8 kB each: about 45 rows a page). */
const PAGES_PER_READ = 500;
/** Changed rows kept beside the snapshot before it is read again. */
const OVERLAY_LIMIT = 4_000;
/** Listings remembered until the replica catches up; past this it reads everything again. */
const LAGGING_LIMIT = 10_000;
/** Changed listings read per statement. */
const CHANGES_BATCH = 1_000;
const RETRY_MS = 5_000;

const COLUMNS = `id::text, brand_key, city_key, fuel_type, transmission, year, price, km_driven,
  (extract(epoch from created_at) * 1000)::float8, search_text, variant_key, model_key, body_type, owners,
  (extract(epoch from price_reduced_at) * 1000)::float8`;

type RawRow = [string, string, string, string, string, number, number, number, number, string, string, string, string | null, number, number | null];

const toRow = (r: RawRow): IndexRow => ({
  id: r[0],
  brandKey: r[1],
  cityKey: r[2],
  fuelType: r[3],
  transmission: r[4],
  year: r[5],
  price: r[6],
  kmDriven: r[7],
  createdAt: r[8],
  searchText: r[9],
  variantKey: r[10],
  modelKey: r[11],
  bodyType: r[12],
  owners: r[13],
  priceReducedAt: r[14],
});

/**
 * The whole projection, in physical order: ranges of pages (a TID range scan each), so that
 * PostgreSQL reads the table once from start to end instead of a page per row in id order. Rows
 * written meanwhile are announced and read again (duringLoad in createListingIndex).
 */
async function readAll(db: Queryable, pagesPerRead: number, closed: () => boolean): Promise<Snapshot> {
  const builder = new SnapshotBuilder();
  const { rows: size } = await db.query<{ pages: string }>(
    `select (pg_relation_size('listing_search') / current_setting('block_size')::int)::text as pages`,
  );
  const pages = Number(size[0]!.pages);
  for (let from = 0; ; from += pagesPerRead) {
    if (closed()) throw new IndexClosed();
    const last = from >= pages; // the rest, however far the table grew
    const { rows }: { rows: RawRow[] } = await db.query({
      text: `select ${COLUMNS} from listing_search where ctid >= $1::tid ${last ? '' : 'and ctid < $2::tid'}`,
      values: last ? [`(${from},0)`] : [`(${from},0)`, `(${from + pagesPerRead},0)`],
      rowMode: 'array',
    });
    for (const r of rows) builder.add(toRow(r));
    if (last) return builder.finish();
  }
}

/** The app closed during a read: it stops, quietly (its pool is ending). */
class IndexClosed extends Error {}

async function readRows(db: Queryable, ids: string[]): Promise<Map<string, IndexRow>> {
  const { rows }: { rows: RawRow[] } = await db.query({ text: `select ${COLUMNS} from listing_search where id = any($1::uuid[])`, values: [ids], rowMode: 'array' });
  return new Map(rows.map((r) => [r[0], toRow(r)]));
}

/** Slot of a listing in the snapshot (found in the slots' id order), or -1. */
function slotOf(s: Snapshot, id: string): number {
  let lo = 0;
  let hi = s.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (idAt(s, s.byId[mid]!) < id) lo = mid + 1;
    else hi = mid;
  }
  return lo < s.size && idAt(s, s.byId[lo]!) === id ? s.byId[lo]! : -1;
}

interface State {
  snap: Snapshot;
  /** Listings changed since the snapshot: their row now, or null when no longer public. */
  overlay: Map<string, IndexRow | null>;
  /**
   * The set every search of this snapshot builds its hits in, from the first step to the last
   * without an await between: 112 KB at a million listings that is not allocated (and collected)
   * per search.
   */
  hits: Hits;
}

/** The snapshot's slots matching `f`, in the state's set, and how many. */
function hitsIn(state: State, f: SearchFilters, now: number): [Hits, number] {
  const hits = hitsOf(state.snap, f, now, state.hits);
  return [hits, count(hits.bits, hits.lo, hits.hi)];
}

function put(state: State, id: string, row: IndexRow | null) {
  const slot = slotOf(state.snap, id);
  if (slot >= 0 && has(state.snap.alive, slot)) {
    clear(state.snap.alive, slot);
    state.snap.live--;
  }
  state.overlay.set(id, row);
}

export interface IndexedPage {
  ids: string[];
  total: number;
}

export interface ListingIndexOptions {
  db: Queryable;
  log: { warn: (obj: object, msg: string) => void };
  /** `db` is a replica that may lag behind the changes announced. */
  replica?: boolean;
  overlayLimit?: number;
  /** Table pages per statement of a full read (PAGES_PER_READ). */
  pagesPerRead?: number;
  now?: () => number;
}

export interface ListingIndex {
  /** Reads everything (again); settles when done or failed (a failure leaves the index off until a retry). */
  load(): Promise<void>;
  /** A listing changed (undefined: anything may have). */
  changed(listingId?: string): void;
  /** The replica has replayed every change announced so far: the listings changed are read again. */
  replicaCaughtUp(): void;
  /** The page's ids in order and the exact total, or null while the index is not loaded. */
  page(f: SearchFilters, p: { sortBy: SortBy; limit: number; offset: number }): Promise<IndexedPage | null>;
  /** The exact number of matches, or null while the index is not loaded. */
  count(f: SearchFilters): Promise<number | null>;
  /** The matches per value of a dimension (keyed as listing_search holds them), or null while not loaded. */
  countBy(f: SearchFilters, d: ValueDimension): Promise<Map<string, number> | null>;
  /** Listings the index holds (0 while not loaded). */
  size(): number;
  /** 'ready', 'reading' (at start, or after a failed read while it is read again) or 'unavailable' (the last read failed). */
  state(): 'ready' | 'reading' | 'unavailable';
  /** The app is closing: a read under way stops before its next statement, and nothing starts another. */
  close(): void;
}

export function createListingIndex(opts: ListingIndexOptions): ListingIndex {
  const { db, log } = opts;
  const overlayLimit = opts.overlayLimit ?? OVERLAY_LIMIT;
  const now = opts.now ?? Date.now;
  let state: State | null = null;
  let loading: Promise<void> | null = null;
  let closed = false;
  /** Ids changed while a full read runs (read again once it ends); `everything` when one named none. */
  const duringLoad = { ids: new Set<string>(), everything: false };
  /** Listings to read again, each with the count of changes heard when it was last announced. */
  const pending = new Map<string, number>();
  let applying: Promise<void> | null = null;
  /** Changes heard, and how many of the first of them the state holds: a search waits for those heard before it began, not for later ones. */
  let heard = 0;
  let applied = 0;
  const waiting: Array<{ upTo: number; done: () => void }> = [];
  function settle() {
    if (!pending.size) applied = heard;
    for (let i = waiting.length - 1; i >= 0; i--) {
      if (waiting[i]!.upTo <= applied || !state) waiting.splice(i, 1)[0]!.done();
    }
  }
  function announce(id: string) {
    pending.set(id, ++heard);
    applying ??= applyPending().finally(() => {
      applying = null;
      settle();
    });
  }
  let failedAt = 0;
  /** Changed since the replica last caught up (only with a replica). */
  const lagging = new Set<string>();
  let laggingOverflow = false;

  function fail(err: unknown, what: string) {
    if (!closed) log.warn({ err }, `search index: ${what} failed; searches go to SQL until it is read again`);
    state = null;
    pending.clear();
    failedAt = Date.now();
    settle();
  }

  function load(): Promise<void> {
    if (closed) return Promise.resolve();
    if (loading) {
      duringLoad.everything = true;
      return loading;
    }
    loading = (async () => {
      try {
        for (;;) {
          const snap = await readAll(db, opts.pagesPerRead ?? PAGES_PER_READ, () => closed);
          const next: State = { snap, overlay: new Map(), hits: emptyHits(snap) };
          while (duringLoad.ids.size && !duringLoad.everything) {
            const ids = [...duringLoad.ids];
            duringLoad.ids.clear();
            const rows = await readRows(db, ids);
            for (const id of ids) put(next, id, rows.get(id) ?? null);
          }
          if (duringLoad.everything) {
            duringLoad.everything = false;
            continue;
          }
          state = next;
          pending.clear(); // heard of during the read, and read after it
          settle();
          return;
        }
      } catch (err) {
        fail(err, 'reading listing_search');
      } finally {
        loading = null;
        duringLoad.ids.clear();
        duringLoad.everything = false;
      }
    })();
    return loading;
  }

  async function applyPending() {
    while (pending.size && state && !closed) {
      const upTo = heard;
      const ids = [...pending.keys()].slice(0, CHANGES_BATCH);
      for (const id of ids) pending.delete(id);
      const target = state;
      let rows: Map<string, IndexRow>;
      try {
        rows = await readRows(db, ids);
      } catch (err) {
        if (state === target) fail(err, 'reading changed listings');
        return;
      }
      if (state !== target) continue; // read whole meanwhile
      for (const id of ids) put(target, id, rows.get(id) ?? null);
      let earliest = Number.POSITIVE_INFINITY;
      for (const seq of pending.values()) earliest = Math.min(earliest, seq);
      applied = Math.max(applied, Math.min(upTo, earliest - 1));
      settle();
      if (target.overlay.size > overlayLimit && !loading) void load(); // (a read running already includes these)
    }
  }

  function changed(listingId?: string) {
    if (!listingId) {
      void load();
      return;
    }
    if (opts.replica) {
      if (lagging.size < LAGGING_LIMIT) lagging.add(listingId);
      else laggingOverflow = true;
    }
    if (loading) duringLoad.ids.add(listingId);
    if (state) announce(listingId);
  }

  function replicaCaughtUp() {
    const ids = [...lagging];
    lagging.clear();
    if (laggingOverflow) {
      laggingOverflow = false;
      void load();
      return;
    }
    for (const id of ids) {
      if (loading) duringLoad.ids.add(id);
      if (state) announce(id);
    }
  }

  /** The state once every change heard of before this call is applied (not later ones); null when not loaded. */
  async function current(): Promise<State | null> {
    const want = heard;
    if (state && applied < want) await new Promise<void>((done) => waiting.push({ upTo: want, done }));
    if (!state && !loading && Date.now() - failedAt > RETRY_MS) void load();
    return state;
  }

  async function page(f: SearchFilters, p: { sortBy: SortBy; limit: number; offset: number }): Promise<IndexedPage | null> {
    const st = await current();
    if (!st) return null;
    const t = now();
    const [hits, inSnap] = hitsIn(st, f, t);
    const extra = [...st.overlay.values()].filter((r): r is IndexRow => r !== null && rowMatches(r, f, t));
    const total = inSnap + extra.length;
    const need = Math.min(p.offset + p.limit, total);
    if (p.offset >= total) return { ids: [], total };
    const slots = firstHits(st.snap, f, t, hits, inSnap, p.sortBy, need);
    let ids: string[];
    if (!extra.length) ids = slots.slice(p.offset).map((s) => idAt(st.snap, s));
    else {
      const cmp = compareFor(p.sortBy);
      const merged = [...slots.map((s) => keysOfSlot(st.snap, s)), ...extra.map(keysOfRow)].sort(cmp);
      ids = merged.slice(p.offset, need).map((k) => k.id);
    }
    return { ids, total };
  }

  async function countOf(f: SearchFilters): Promise<number | null> {
    const st = await current();
    if (!st) return null;
    const t = now();
    let [, n] = hitsIn(st, f, t);
    for (const r of st.overlay.values()) if (r && rowMatches(r, f, t)) n++;
    return n;
  }

  async function countBy(f: SearchFilters, d: ValueDimension): Promise<Map<string, number> | null> {
    const st = await current();
    if (!st) return null;
    const t = now();
    const [hits, total] = hitsIn(st, f, t);
    const out = valueCounts(st.snap, hits, total, d);
    for (const r of st.overlay.values()) {
      const v = r && rowMatches(r, f, t) ? rowValue(r, d) : null;
      if (v !== null) out.set(v, (out.get(v) ?? 0) + 1);
    }
    return out;
  }

  return {
    load,
    countBy,
    changed,
    replicaCaughtUp,
    page,
    count: countOf,
    state: () => (state ? 'ready' : loading ? 'reading' : 'unavailable'),
    close: () => {
      closed = true;
    },
    size: () => (state ? state.snap.live + [...state.overlay.values()].filter(Boolean).length : 0),
  };
}
