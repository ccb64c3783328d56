// The search index's columns (decision 046): every row of listing_search as typed arrays, one slot
// per listing in id order, built once from a full read and never resized. A listing changed since
// is left to the overlay (listing-index.ts), and its slot is marked dead here.
//
// Filters become sets of slots (bitset.ts): the slots of one value (brand, city, fuel, …) from
// postings, a range (price, year, km, recently reduced) from the sort order of its key, a search
// word from the postings of every word of the search text that holds it. A page walks the sort's
// order, or sorts the hits when they are few.
import { isShortWord, wordsOf } from '@gaadi/domain/search-words';
import { and, bitsOf, emptyBits, or, wordsFor, type Bits } from './bitset.ts';

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
  ids: string[];
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
  /** Sets of slots of a value or a search word, kept while this snapshot serves (bounded). */
  kept: Map<string, Bits>;
}

const KEPT_SETS = 192;

/** Slots per code from a column, by counting (slots come out ascending). */
function postingsOf(column: Int32Array, codes: number): Postings {
  const start = new Uint32Array(codes + 1);
  for (let s = 0; s < column.length; s++) if (column[s]! >= 0) start[column[s]! + 1]!++;
  for (let c = 0; c < codes; c++) start[c + 1]! += start[c]!;
  const next = start.slice(0, codes);
  const slots = new Uint32Array(start[codes]!);
  for (let s = 0; s < column.length; s++) if (column[s]! >= 0) slots[next[column[s]!]!++] = s;
  return { start, slots };
}

export const postingOf = (p: Postings, c: number) => p.slots.subarray(p.start[c], p.start[c + 1]);

/** Slots of each word from (slot, word) pairs. */
function wordPostings(pairs: { slots: number[]; words: number[] }, words: number): Postings {
  const column = Int32Array.from(pairs.words);
  const byWord = postingsOf(column, words); // positions into pairs, grouped by word
  const slots = new Uint32Array(byWord.slots.length);
  for (let i = 0; i < slots.length; i++) slots[i] = pairs.slots[byWord.slots[i]!]!;
  return { start: byWord.start, slots };
}

/** Collects rows in id order (a keyset read of listing_search) and builds a Snapshot. */
export class SnapshotBuilder {
  private rows: IndexRow[] = [];

  add(row: IndexRow) {
    this.rows.push(row);
  }

  finish(): Snapshot {
    const rows = this.rows;
    this.rows = [];
    const size = rows.length;
    const values = {} as Record<ValueDimension, Dictionary>;
    for (const d of VALUE_DIMENSIONS) {
      const codes = new Map<string, number>();
      const list: string[] = [];
      const column = new Int32Array(size);
      for (let s = 0; s < size; s++) {
        const v = rowValue(rows[s]!, d);
        if (v === null) {
          column[s] = -1;
          continue;
        }
        let c = codes.get(v);
        if (c === undefined) codes.set(v, (c = list.push(v) - 1));
        column[s] = c;
      }
      values[d] = { codes, values: list, column, postings: postingsOf(column, list.length) };
    }
    const words = (textOf: (r: IndexRow) => string): WordList => {
      const codes = new Map<string, number>();
      const list: string[] = [];
      const pairs = { slots: [] as number[], words: [] as number[] };
      for (let s = 0; s < size; s++) {
        for (const w of new Set(textOf(rows[s]!).split(' '))) {
          if (!w) continue;
          let c = codes.get(w);
          if (c === undefined) codes.set(w, (c = list.push(w) - 1));
          pairs.slots.push(s);
          pairs.words.push(c);
        }
      }
      return { words: list, postings: wordPostings(pairs, list.length) };
    };
    const snap: Snapshot = {
      size,
      ids: rows.map((r) => r.id),
      alive: bitsOf(size, Uint32Array.from({ length: size }, (_, i) => i)),
      live: size,
      price: Int32Array.from(rows, (r) => r.price),
      year: Int32Array.from(rows, (r) => r.year),
      km: Int32Array.from(rows, (r) => r.kmDriven),
      created: Float64Array.from(rows, (r) => r.createdAt),
      reduced: Float64Array.from(rows, (r) => r.priceReducedAt ?? Number.NaN),
      values,
      text: words((r) => r.searchText),
      variant: words((r) => r.variantKey),
      orders: null as unknown as Orders,
      kept: new Map(),
    };
    snap.orders = ordersOf(snap);
    return snap;
  }
}

/** Slots sorted by key, then slot (id order); keys are integers from 0 below 2^41. */
function sortByKey(size: number, key: (slot: number) => number): Uint32Array {
  const packed = new BigInt64Array(size);
  for (let s = 0; s < size; s++) packed[s] = (BigInt(key(s)) << 22n) | BigInt(s);
  packed.sort();
  const out = new Uint32Array(size);
  for (let i = 0; i < size; i++) out[i] = Number(packed[i]! & 0x3fffffn);
  return out;
}

const SLOT_BITS_LIMIT = 1 << 22;

function ordersOf(s: Snapshot): Orders {
  const n = s.size;
  const byCompare = (cmp: (a: number, b: number) => number) => Uint32Array.from({ length: n }, (_, i) => i).sort(cmp);
  // Packed keys hold the slot in 22 bits; beyond that, comparisons (slower, same order).
  const packs = n < SLOT_BITS_LIMIT;
  let first = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) first = Math.min(first, s.created[i]!);
  const created = packs ? sortByKey(n, (i) => s.created[i]! - first) : byCompare((a, b) => s.created[a]! - s.created[b]! || a - b);
  const createdRank = new Uint32Array(n);
  for (let i = 0; i < n; i++) createdRank[created[i]!] = i;
  const price = packs ? sortByKey(n, (i) => s.price[i]! + 2 ** 31) : byCompare((a, b) => s.price[a]! - s.price[b]! || a - b);
  const km = packs ? sortByKey(n, (i) => s.km[i]! + 2 ** 31) : byCompare((a, b) => s.km[a]! - s.km[b]! || a - b);
  // year, then created_at, then id: the creation rank already orders the last two.
  const year = byCompare((a, b) => s.year[a]! - s.year[b]! || createdRank[a]! - createdRank[b]!);
  const reducedSlots: number[] = [];
  for (let i = 0; i < n; i++) if (!Number.isNaN(s.reduced[i])) reducedSlots.push(i);
  reducedSlots.sort((a, b) => s.reduced[b]! - s.reduced[a]! || createdRank[b]! - createdRank[a]!);
  const reduced = new Uint32Array(n);
  reduced.set(reducedSlots);
  let k = reducedSlots.length;
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
        const slots = postingOf(list.postings, c);
        for (let i = 0; i < slots.length; i++) bits[slots[i]! >>> 5]! |= 1 << (slots[i]! & 31);
      }
    }
    return bits;
  });
}

/** The slots order[lo..hi) as a set: directly when few, else everything but the rest. */
export function rangeBits(s: Snapshot, order: Uint32Array, lo: number, hi: number): Bits {
  if (hi - lo <= s.size / 2) {
    const bits = emptyBits(s.size);
    for (let i = lo; i < hi; i++) bits[order[i]! >>> 5]! |= 1 << (order[i]! & 31);
    return bits;
  }
  const bits = new Uint32Array(wordsFor(s.size)).fill(0xffffffff);
  for (let i = 0; i < lo; i++) bits[order[i]! >>> 5]! &= ~(1 << (order[i]! & 31));
  for (let i = hi; i < s.size; i++) bits[order[i]! >>> 5]! &= ~(1 << (order[i]! & 31));
  return bits;
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
  for (const b of found) or(bits, b);
  return bits;
}

export { and };
