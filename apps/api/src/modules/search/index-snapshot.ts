// The search index's columns (decision 046): every row of listing_search as typed arrays, one slot
// per listing, built once from a full read and never resized. A listing changed since is left to
// the overlay (listing-index.ts), and its slot is marked dead here. The slots are grouped by brand,
// then model, in id order within (decision 049): the slots of a brand, of a model, or of a search
// word that names one lie in one run of words, and a search filtered by it passes over that run
// alone. Every order breaks its ties by id, as SQL does.
//
// Filters become sets of slots (bitset.ts): the slots of one value (brand, city, fuel, …) from
// postings, a range (price, year, km, recently reduced) from the sort order of its key, a search
// word from the postings of every word of the search text that holds it. A page walks the sort's
// order, or sorts the hits when they are few.
import { isShortWord, wordsOf } from '@gaadi/domain/search-words';
import { addAll, and, andNot, bitsOf, clear, emptyBits, has, or, spanOf, type Bits, type Span } from './bitset.ts';

/** A row of listing_search as the index reads it (times in epoch milliseconds). */
export interface IndexRow {
  id: string;
  brandKey: string;
  cityKey: string;
  fuelType: string;
  transmission: string;
  year: number;
  price: number;
  kmDriven: number;
  createdAt: number;
  searchText: string;
  variantKey: string;
  modelKey: string;
  bodyType: string | null;
  owners: number;
  priceReducedAt: number | null;
}

/** Dimensions filtered by value (equality, or any of several). */
export const VALUE_DIMENSIONS = ['brand', 'city', 'fuel', 'transmission', 'body', 'model', 'owners'] as const;
export type ValueDimension = (typeof VALUE_DIMENSIONS)[number];

/** A row's value of a dimension, as the dictionaries hold it. */
export const rowValue = (r: IndexRow, d: ValueDimension): string | null => VALUE_OF[d](r);

const VALUE_OF: Record<ValueDimension, (r: IndexRow) => string | null> = {
  brand: (r) => r.brandKey,
  city: (r) => r.cityKey,
  fuel: (r) => r.fuelType,
  transmission: (r) => r.transmission,
  body: (r) => r.bodyType,
  model: (r) => r.modelKey,
  owners: (r) => String(r.owners),
};

/** Postings in one array (compressed rows): the slots of entry c are slots[start[c] .. start[c + 1]). */
export interface Postings {
  start: Uint32Array;
  slots: Uint32Array;
}

export interface Dictionary {
  /** Entry of each value (code). */
  codes: Map<string, number>;
  values: string[];
  /** Code of each slot (-1: none, a null body type). */
  column: Int32Array;
  postings: Postings;
}

export interface WordList {
  /** Distinct space-separated words of the text, each with its slots. */
  words: string[];
  postings: Postings;
}

/** Slots in a key's order, ascending (ties in id order). */
export interface Orders {
  created: Uint32Array;
  price: Uint32Array;
  year: Uint32Array;
  km: Uint32Array;
  /** Most recently reduced first, then never reduced, newest first (reduced_desc itself). */
  reduced: Uint32Array;
}

export interface Snapshot {
  size: number;
  /** The ids (uuid text, 36 characters each) in slot order, as one string: one object for the collector, not a million. */
  ids: string;
  /** The slots in id order (a listing's slot is found by its id). */
  byId: Uint32Array;
  /** Slots still current (a listing changed since is in the overlay instead). */
  alive: Bits;
  live: number;
  price: Int32Array;
  year: Int32Array;
  km: Int32Array;
  created: Float64Array;
  /** NaN when never reduced. */
  reduced: Float64Array;
  values: Record<ValueDimension, Dictionary>;
  text: WordList;
  variant: WordList;
  orders: Orders;
  /** Each order's position of every slot (rank[slot] = k where order[k] = slot): a few hits are put in order by these. */
  ranks: Map<Uint32Array, Uint32Array>;
  /** For the price, year and km orders: the sets of their first k × step slots (k = 0..PREFIXES). */
  prefixes: Map<Uint32Array, { step: number; sets: Bits[] }>;
  /** Sets of slots of a value or a search word, kept while this snapshot serves (bounded). */
  kept: Map<string, Bits>;
}

const KEPT_SETS = 192;

/** Slots per code from a column, by counting (slots come out ascending). */
function postingsOf(column: ArrayLike<number>, codes: number): Postings {
  const start = new Uint32Array(codes + 1);
  for (let s = 0; s < column.length; s++) if (column[s]! >= 0) start[column[s]! + 1]!++;
  for (let c = 0; c < codes; c++) start[c + 1]! += start[c]!;
  const next = start.slice(0, codes);
  const slots = new Uint32Array(start[codes]!);
  for (let s = 0; s < column.length; s++) if (column[s]! >= 0) slots[next[column[s]!]!++] = s;
  return { start, slots };
}

export const postingOf = (p: Postings, c: number) => p.slots.subarray(p.start[c], p.start[c + 1]);

const ID_LENGTH = 36;

/** The id of a slot. */
export const idAt = (s: Snapshot, slot: number) => s.ids.slice(slot * ID_LENGTH, (slot + 1) * ID_LENGTH);

/** Codes for the values of one dimension or the words of one text, as rows arrive. */
class Coder {
  readonly codes = new Map<string, number>();
  readonly values: string[] = [];

  code(v: string): number {
    let c = this.codes.get(v);
    if (c === undefined) this.codes.set(v, (c = this.values.push(v) - 1));
    return c;
  }
}

/** Each row's distinct space-separated words, as (slot, word code) pairs. */
class WordCollector {
  readonly coder = new Coder();
  private slots: number[] = [];
  private words: number[] = [];

  add(slot: number, text: string) {
    const first = this.words.length;
    for (const w of text.split(' ')) {
      if (!w) continue;
      const c = this.coder.code(w);
      if (this.words.indexOf(c, first) < 0) {
        this.slots.push(slot);
        this.words.push(c);
      }
    }
  }

  /** `slotOf` maps the position a row was added at to its slot (-1: dropped). */
  finish(slotOf: Int32Array): WordList {
    const byWord = postingsOf(this.words, this.coder.values.length); // positions into the pairs
    const slots: number[] = [];
    const start = new Uint32Array(byWord.start.length);
    for (let c = 0; c + 1 < byWord.start.length; c++) {
      for (let i = byWord.start[c]!; i < byWord.start[c + 1]!; i++) {
        const slot = slotOf[this.slots[byWord.slots[i]!]!]!;
        if (slot >= 0) slots.push(slot);
      }
      start[c + 1] = slots.length;
    }
    return { words: this.coder.values, postings: { start, slots: Uint32Array.from(slots) } };
  }
}

/**
 * Takes the rows of listing_search one at a time, in any order (a read in physical order), and
 * builds a Snapshot with the slots grouped by brand and model, in id order within. A row read
 * twice (moved by an update during the read) keeps one slot; the listing is read again anyway, as
 * the change announced it.
 */
export class SnapshotBuilder {
  private ids: string[] = [];
  private price: number[] = [];
  private year: number[] = [];
  private km: number[] = [];
  private created: number[] = [];
  private reduced: number[] = [];
  private coders = Object.fromEntries(VALUE_DIMENSIONS.map((d) => [d, { coder: new Coder(), column: [] as number[] }])) as Record<
    ValueDimension,
    { coder: Coder; column: number[] }
  >;
  private text = new WordCollector();
  private variant = new WordCollector();

  add(row: IndexRow) {
    if (row.id.length !== ID_LENGTH) throw new Error(`search index: id ${row.id} is not a uuid's text`);
    const slot = this.ids.push(row.id) - 1;
    this.price.push(row.price);
    this.year.push(row.year);
    this.km.push(row.kmDriven);
    this.created.push(row.createdAt);
    this.reduced.push(row.priceReducedAt ?? Number.NaN);
    for (const d of VALUE_DIMENSIONS) {
      const v = rowValue(row, d);
      const c = this.coders[d];
      c.column.push(v === null ? -1 : c.coder.code(v));
    }
    this.text.add(slot, row.searchText);
    this.variant.add(slot, row.variantKey);
  }

  finish(): Snapshot {
    const byId = idOrder(this.ids); // rows as added, in id order, each id once
    const size = byId.length;
    // Grouped by brand, then model; a stable sort keeps id order within.
    const brand = this.coders.brand.column;
    const model = this.coders.model.column;
    const models = this.coders.model.coder.values.length;
    const grouped = sortByKey(size, (k) => brand[byId[k]!]! * models + model[byId[k]!]!);
    const added = Uint32Array.from(grouped, (k) => byId[k]!); // the row added at each slot
    const slotOf = new Int32Array(this.ids.length).fill(-1);
    added.forEach((row, slot) => (slotOf[row] = slot));
    const inOrder = <T extends Int32Array | Float64Array>(make: new (n: number) => T, from: number[]) => {
      const out = new make(size);
      for (let i = 0; i < size; i++) out[i] = from[added[i]!]!;
      return out;
    };
    const values = {} as Record<ValueDimension, Dictionary>;
    for (const d of VALUE_DIMENSIONS) {
      const { coder, column } = this.coders[d];
      const codes = inOrder(Int32Array, column);
      values[d] = { codes: coder.codes, values: coder.values, column: codes, postings: postingsOf(codes, coder.values.length) };
    }
    const alive = emptyBits(size).fill(0xffffffff);
    if (size % 32) alive[alive.length - 1] = (1 << size % 32) - 1;
    const snap: Snapshot = {
      size,
      ids: Array.from(added, (i) => this.ids[i]!).join(''),
      byId: Uint32Array.from(byId, (row) => slotOf[row]!),
      alive,
      live: size,
      price: inOrder(Int32Array, this.price),
      year: inOrder(Int32Array, this.year),
      km: inOrder(Int32Array, this.km),
      created: inOrder(Float64Array, this.created),
      reduced: inOrder(Float64Array, this.reduced),
      values,
      text: this.text.finish(slotOf),
      variant: this.variant.finish(slotOf),
      orders: null as unknown as Orders,
      ranks: new Map(),
      prefixes: new Map(),
      kept: new Map(),
    };
    snap.orders = ordersOf(snap);
    for (const order of Object.values(snap.orders)) snap.ranks.set(order, ranksOf(order));
    for (const order of [snap.orders.price, snap.orders.year, snap.orders.km]) snap.prefixes.set(order, prefixSets(size, order));
    return snap;
  }
}

/**
 * Positions of `ids` in id order (uuid order: their lower-case text's), each id once: sorted by
 * their first 48 bits, then runs sharing those by the whole text.
 */
export function idOrder(ids: string[]): Uint32Array {
  const head = (id: string) => parseInt(id.slice(0, 8), 16) * 65_536 + parseInt(id.slice(9, 13), 16);
  const order = sortByKey(ids.length, (i) => head(ids[i]!));
  const out: number[] = [];
  for (let i = 0; i < order.length; ) {
    let j = i + 1;
    while (j < order.length && head(ids[order[j]!]!) === head(ids[order[i]!]!)) j++;
    const run = Array.from(order.subarray(i, j)).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));
    for (let k = 0; k < run.length; k++) if (k === 0 || ids[run[k]!] !== ids[run[k - 1]!]) out.push(run[k]!);
    i = j;
  }
  return Uint32Array.from(out);
}

/**
 * The slots sorted by key (integers from 0 below 2^48), ties in the order of `start` (every slot
 * once; by default slot order): a stable radix sort, 16 bits a pass, as many passes as the largest
 * key needs.
 */
export function sortByKey(size: number, key: (slot: number) => number, start?: Uint32Array): Uint32Array {
  const low = new Uint32Array(size);
  const high = new Uint32Array(size);
  let most = 0;
  for (let s = 0; s < size; s++) {
    const k = key(s);
    low[s] = k % 4_294_967_296;
    high[s] = Math.floor(k / 4_294_967_296);
    if (k > most) most = k;
  }
  let order = start ? start.slice() : Uint32Array.from({ length: size }, (_, i) => i);
  let next = new Uint32Array(size);
  const digits = new Uint16Array(size);
  const counts = new Uint32Array(65_537);
  const passes = most < 65_536 ? 1 : most < 4_294_967_296 ? 2 : 3;
  for (let pass = 0; pass < passes; pass++) {
    if (pass === 0) for (let s = 0; s < size; s++) digits[s] = low[s]! & 0xffff;
    else if (pass === 1) for (let s = 0; s < size; s++) digits[s] = low[s]! >>> 16;
    else for (let s = 0; s < size; s++) digits[s] = high[s]! & 0xffff;
    counts.fill(0);
    for (let i = 0; i < size; i++) counts[digits[order[i]!]! + 1]!++;
    for (let d = 0; d < 65_536; d++) counts[d + 1]! += counts[d]!;
    for (let i = 0; i < size; i++) next[counts[digits[order[i]!]!]!++] = order[i]!;
    [order, next] = [next, order];
  }
  return order;
}

function ranksOf(order: Uint32Array): Uint32Array {
  const rank = new Uint32Array(order.length);
  for (let k = 0; k < order.length; k++) rank[order[k]!] = k;
  return rank;
}

function ordersOf(s: Snapshot): Orders {
  const n = s.size;
  let first = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) first = Math.min(first, s.created[i]!);
  // Ties in id order, as SQL breaks them (ORDER in queries.ts).
  const created = sortByKey(n, (i) => s.created[i]! - first, s.byId);
  const createdRank = new Uint32Array(n);
  for (let i = 0; i < n; i++) createdRank[created[i]!] = i;
  const price = sortByKey(n, (i) => s.price[i]! + 2 ** 31, s.byId);
  const km = sortByKey(n, (i) => s.km[i]! + 2 ** 31, s.byId);
  // year, then created_at, then id: the creation rank orders the last two.
  const year = sortByKey(n, (i) => (s.year[i]! + 2 ** 15) * n + createdRank[i]!);
  // Most recently reduced first, ties newest first: the reduced cars taken newest first (created_at
  // and id descending), then sorted (stably) by how long ago their price went down.
  const reducedSlots: number[] = [];
  for (let i = n - 1; i >= 0; i--) if (!Number.isNaN(s.reduced[created[i]!])) reducedSlots.push(created[i]!);
  let latest = 0;
  for (const i of reducedSlots) latest = Math.max(latest, s.reduced[i]!);
  const byReduced = sortByKey(reducedSlots.length, (k) => latest - s.reduced[reducedSlots[k]!]!);
  const reduced = new Uint32Array(n);
  let k = 0;
  for (const j of byReduced) reduced[k++] = reducedSlots[j]!;
  for (let i = n - 1; i >= 0; i--) if (Number.isNaN(s.reduced[created[i]!])) reduced[k++] = created[i]!;
  return { created, price, year, km, reduced };
}

function keep(s: Snapshot, key: string, make: () => Bits): Bits {
  const hit = s.kept.get(key);
  if (hit) {
    s.kept.delete(key);
    s.kept.set(key, hit); // most recently used last
    return hit;
  }
  const bits = make();
  s.kept.set(key, bits);
  if (s.kept.size > KEPT_SETS) s.kept.delete(s.kept.keys().next().value!);
  return bits;
}

const spans = new WeakMap<Bits, Span>();

/** The words of a value's or a word's set that hold its slots (worked out once per set). */
export function spanOfSet(bits: Bits): Span {
  let span = spans.get(bits);
  if (!span) spans.set(bits, (span = spanOf(bits)));
  return span;
}

/** Slots of one value of a dimension (kept; never modify the result). */
export function valueBits(s: Snapshot, d: ValueDimension, value: string): Bits | null {
  const c = s.values[d].codes.get(value);
  if (c === undefined) return null;
  return keep(s, `${d}:${value}`, () => bitsOf(s.size, postingOf(s.values[d].postings, c)));
}

/** Slots whose search text holds `term` (a short word: starts a word of the text or the variant). */
export function termBits(s: Snapshot, term: string): Bits {
  return keep(s, `t:${term}`, () => {
    const bits = emptyBits(s.size);
    const short = isShortWord(term);
    const holds = short ? (w: string) => wordsOf(w).some((part) => part.startsWith(term)) : (w: string) => w.includes(term);
    for (const list of short ? [s.text, s.variant] : [s.text]) {
      for (let c = 0; c < list.words.length; c++) {
        if (!holds(list.words[c]!)) continue;
        addAll(bits, postingOf(list.postings, c));
      }
    }
    return bits;
  });
}

/**
 * Prefix sets per order: a range is two passes over the nearest of them and two edges of at most
 * half a step (7,800 slots at a million listings), without a set of its own.
 */
const PREFIXES = 64;

function prefixSets(size: number, order: Uint32Array): { step: number; sets: Bits[] } {
  const step = Math.max(1, Math.ceil(size / PREFIXES));
  const sets: Bits[] = [emptyBits(size)];
  for (let start = 0; start < size; start += step) {
    sets.push(addAll(sets[sets.length - 1]!.slice(), order, start, Math.min(size, start + step)));
  }
  return { step, sets };
}

/** The slots order[from..to) that `bits` holds. */
function heldIn(bits: Bits, order: Uint32Array, from: number, to: number): number[] {
  const held: number[] = [];
  for (let j = from; j < to; j++) if (has(bits, order[j]!)) held.push(order[j]!);
  return held;
}

/**
 * `bits` &= order[0..end) when `keep`, &= ~order[0..end) when not: through the kept prefix set
 * nearest to `end`, then the slots between it and `end` one by one.
 */
function withPrefix(s: Snapshot, bits: Bits, order: Uint32Array, end: number, keep: boolean, within: Span) {
  const kept = s.prefixes.get(order);
  if (!kept) {
    const exact = addAll(emptyBits(s.size), order, 0, end);
    if (keep) and(bits, exact, within.lo, within.hi);
    else andNot(bits, exact, within.lo, within.hi);
    return;
  }
  const below = Math.floor(end / kept.step);
  const k = end - below * kept.step <= kept.step / 2 || below + 1 >= kept.sets.length ? below : below + 1;
  const at = Math.min(k * kept.step, order.length);
  const set = kept.sets[k]!;
  if (keep) {
    // order[0..at) is set's; order[at..end) (when at < end) must stay where bits held them, and
    // order[end..at) (when at > end) must go.
    const restore = at < end ? heldIn(bits, order, at, end) : [];
    and(bits, set, within.lo, within.hi);
    addAll(bits, restore);
    for (let j = end; j < at; j++) clear(bits, order[j]!);
  } else {
    // order[0..at) goes with set; order[at..end) must go too, and order[end..at) must stay.
    const restore = at > end ? heldIn(bits, order, end, at) : [];
    andNot(bits, set, within.lo, within.hi);
    addAll(bits, restore);
    for (let j = at; j < end; j++) clear(bits, order[j]!);
  }
}

/** `bits` &= the slots order[lo..hi), in place; `within`: the words outside which bits holds none. */
export function andRange(s: Snapshot, bits: Bits, order: Uint32Array, lo: number, hi: number, within: Span = { lo: 0, hi: bits.length }) {
  if (hi < order.length) withPrefix(s, bits, order, hi, true, within);
  if (lo > 0) withPrefix(s, bits, order, lo, false, within);
}

/** First position in `order` whose key is not below `bound` (keys ascending along the order). */
export function lowerBound(order: Uint32Array, key: (slot: number) => number, bound: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (key(order[mid]!) < bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The union of several values' slots, or null when none occurs. */
export function anyValueBits(s: Snapshot, d: ValueDimension, values: readonly string[]): Bits | null {
  const found = values.map((v) => valueBits(s, d, v)).filter((b): b is Bits => b !== null);
  if (found.length <= 1) return found[0] ?? null;
  const bits = emptyBits(s.size);
  const span = { lo: bits.length, hi: 0 };
  for (const b of found) {
    const part = spanOfSet(b);
    or(bits, b, part.lo, part.hi);
    span.lo = Math.min(span.lo, part.lo);
    span.hi = Math.max(span.hi, part.hi);
  }
  spans.set(bits, span.lo < span.hi ? span : { lo: 0, hi: 0 });
  return bits;
}

