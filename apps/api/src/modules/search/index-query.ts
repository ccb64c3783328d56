// The public search's filters and sorts over the search index (decision 046), with the meaning
// whereFor and ORDER give them in SQL (queries.ts): the same words, values, bounds and ties.
// A snapshot answers with sets of slots (index-snapshot.ts); a row changed since (the overlay) is
// tested one by one with rowMatches.
import { REDUCED_WITHIN_DAYS, type SortBy } from '@gaadi/domain/public-constants';
import { isShortWord, wordsOf } from '@gaadi/domain/search-words';
import { and, countBoth, emptyBits, has, members, type Bits, type Span } from './bitset.ts';
import { andRange, anyValueBits, idAt, lowerBound, rowValue, spanOfSet, termBits, valueBits, type IndexRow, type Orders, type Snapshot, type ValueDimension } from './index-snapshot.ts';
import type { SearchFilters } from './queries.ts';

const DAY_MS = 86_400_000;

/** price_reduced_at >= now() - REDUCED_WITHIN_DAYS days. */
export const reducedSince = (now: number) => now - REDUCED_WITHIN_DAYS * DAY_MS;

const lower = (v: string) => v.toLowerCase();

/** The value filters of `f` per dimension, as the table holds the values (null: not filtered). */
function valueFilters(f: SearchFilters): Array<[ValueDimension, string[]]> {
  const out: Array<[ValueDimension, string[]]> = [];
  if (f.brand) out.push(['brand', [lower(f.brand)]]);
  if (f.brandIn?.length) out.push(['brand', f.brandIn.map(lower)]);
  if (f.city) out.push(['city', [lower(f.city)]]);
  if (f.cityIn?.length) out.push(['city', f.cityIn.map(lower)]);
  if (f.fuelType) out.push(['fuel', [f.fuelType]]);
  if (f.transmission) out.push(['transmission', [f.transmission]]);
  if (f.model?.length) out.push(['model', f.model.map(lower)]);
  if (f.bodyType?.length) out.push(['body', f.bodyType]);
  return out;
}

function ownersUpTo(s: Snapshot, most: number): string[] {
  return s.values.owners.values.filter((v) => Number(v) <= most);
}

/** A search's set of slots, and the words [lo, hi) outside which it holds none. */
export interface Hits extends Span {
  bits: Bits;
}

export const emptyHits = (s: Snapshot): Hits => ({ bits: emptyBits(s.size), lo: 0, hi: 0 });

/**
 * The live slots of `s` matching `f`, in `into` (used again search after search: what the last
 * search left in it is cleared). Only the words where every filter's set holds slots are passed
 * over: a brand's, a model's, or those of a search word that names one (the slots are grouped by
 * brand and model, decision 049).
 */
export function hitsOf(s: Snapshot, f: SearchFilters, now: number, into: Hits): Hits {
  const bits = into.bits;
  const none = () => {
    bits.fill(0, into.lo, into.hi);
    into.lo = into.hi = 0;
    return into;
  };
  const sets: Bits[] = [];
  for (const [d, values] of valueFilters(f)) {
    const b = values.length === 1 ? valueBits(s, d, values[0]!) : anyValueBits(s, d, values);
    if (!b) return none();
    sets.push(b);
  }
  if (f.maxOwners !== undefined) {
    const b = anyValueBits(s, 'owners', ownersUpTo(s, f.maxOwners));
    if (!b) return none();
    sets.push(b);
  }
  for (const term of f.terms) sets.push(termBits(s, term));
  let lo = 0;
  let hi = bits.length;
  for (const b of sets) {
    const span = spanOfSet(b);
    lo = Math.max(lo, span.lo);
    hi = Math.min(hi, span.hi);
  }
  const windows: Array<[keyof Orders, { lo: number; hi: number }]> = [];
  for (const key of ['price', 'year', 'km', 'reduced'] as const) {
    const w = windowOf(s, f, key, now);
    if (!w) continue;
    if (w.lo >= w.hi) return none();
    windows.push([key, w]);
  }
  if (lo >= hi) return none();
  // What the last search left outside this span goes; inside, every word is written anew.
  if (into.lo < lo) bits.fill(0, into.lo, Math.min(into.hi, lo));
  if (into.hi > hi) bits.fill(0, Math.max(into.lo, hi), into.hi);
  bits.set(s.alive.subarray(lo, hi), lo);
  for (const b of sets) and(bits, b, lo, hi);
  for (const [key, w] of windows) andRange(s, bits, s.orders[key], w.lo, w.hi, { lo, hi });
  into.lo = lo;
  into.hi = hi;
  return into;
}

/**
 * The part [lo, hi) of an order that f's bound on its key leaves (null: f does not bound it): a
 * price, year or km range, or the reduced cars (the reduced order starts with them, most recent
 * first, down to the bound).
 */
function windowOf(s: Snapshot, f: SearchFilters, key: keyof Orders, now: number): { lo: number; hi: number } | null {
  const order = s.orders[key];
  const range = (at: (slot: number) => number, min: number | undefined, max: number | undefined) =>
    min === undefined && max === undefined
      ? null
      : { lo: min === undefined ? 0 : lowerBound(order, at, min), hi: max === undefined ? order.length : lowerBound(order, at, max + 1) };
  if (key === 'price') return range((i) => s.price[i]!, f.minPrice, f.maxPrice);
  if (key === 'km') return range((i) => s.km[i]!, undefined, f.maxKm);
  if (key === 'year') {
    const minYear = Math.max(f.minYear ?? Number.NEGATIVE_INFINITY, f.year ?? Number.NEGATIVE_INFINITY);
    const maxYear = Math.min(f.maxYear ?? Number.POSITIVE_INFINITY, f.year ?? Number.POSITIVE_INFINITY);
    return range((i) => s.year[i]!, Number.isFinite(minYear) ? minYear : undefined, Number.isFinite(maxYear) ? maxYear : undefined);
  }
  if (key === 'reduced' && f.reduced) {
    const since = reducedSince(now);
    return { lo: 0, hi: lowerBound(order, (i) => (Number.isNaN(s.reduced[i]!) || s.reduced[i]! < since ? 1 : 0), 1) };
  }
  return null;
}

/** Whether one row matches `f`: whereFor's conditions in JavaScript. */
export function rowMatches(r: IndexRow, f: SearchFilters, now: number): boolean {
  for (const [d, values] of valueFilters(f)) {
    const v = rowValue(r, d);
    if (v === null || !values.includes(v)) return false;
  }
  if (f.maxOwners !== undefined && r.owners > f.maxOwners) return false;
  if (f.minPrice !== undefined && r.price < f.minPrice) return false;
  if (f.maxPrice !== undefined && r.price > f.maxPrice) return false;
  if (f.year !== undefined && r.year !== f.year) return false;
  if (f.minYear !== undefined && r.year < f.minYear) return false;
  if (f.maxYear !== undefined && r.year > f.maxYear) return false;
  if (f.maxKm !== undefined && r.kmDriven > f.maxKm) return false;
  if (f.reduced && (r.priceReducedAt === null || r.priceReducedAt < reducedSince(now))) return false;
  for (const term of f.terms) {
    const found = isShortWord(term)
      ? [r.searchText, r.variantKey].some((text) => wordsOf(text).some((w) => w.startsWith(term)))
      : r.searchText.includes(term);
    if (!found) return false;
  }
  return true;
}

/** What a sort compares, for a snapshot slot or an overlay row alike. */
export interface SortKeys {
  id: string;
  price: number;
  year: number;
  km: number;
  created: number;
  /** NaN when never reduced. */
  reduced: number;
}

export const keysOfRow = (r: IndexRow): SortKeys => ({
  id: r.id,
  price: r.price,
  year: r.year,
  km: r.kmDriven,
  created: r.createdAt,
  reduced: r.priceReducedAt ?? Number.NaN,
});

export const keysOfSlot = (s: Snapshot, i: number): SortKeys => ({
  id: idAt(s, i),
  price: s.price[i]!,
  year: s.year[i]!,
  km: s.km[i]!,
  created: s.created[i]!,
  reduced: s.reduced[i]!,
});

const byId = (a: SortKeys, b: SortKeys) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** ORDER of queries.ts over SortKeys, ascending first. */
const ASCENDING: Record<'created' | 'price' | 'year' | 'km', (a: SortKeys, b: SortKeys) => number> = {
  created: (a, b) => a.created - b.created || byId(a, b),
  price: (a, b) => a.price - b.price || byId(a, b),
  year: (a, b) => a.year - b.year || a.created - b.created || byId(a, b),
  km: (a, b) => a.km - b.km || byId(a, b),
};

export function compareFor(sortBy: SortBy): (a: SortKeys, b: SortKeys) => number {
  if (sortBy === 'reduced_desc') {
    return (a, b) => {
      const na = Number.isNaN(a.reduced);
      const nb = Number.isNaN(b.reduced);
      if (na !== nb) return na ? 1 : -1; // nulls last
      return (na ? 0 : b.reduced - a.reduced) || b.created - a.created || byId(b, a);
    };
  }
  const [key, dir] = sortBy.split('_') as ['created' | 'price' | 'year' | 'km', 'asc' | 'desc'];
  const asc = ASCENDING[key];
  return dir === 'asc' ? asc : (a, b) => asc(b, a);
}

function orderFor(sortBy: SortBy): { key: keyof Orders; backward: boolean } {
  if (sortBy === 'reduced_desc') return { key: 'reduced', backward: false };
  const [key, dir] = sortBy.split('_') as ['created' | 'price' | 'year' | 'km', 'asc' | 'desc'];
  return { key, backward: dir === 'desc' };
}

/**
 * The first `need` of `total` hits in the sort's order. Every hit lies in the part of the order that
 * f's bound on the sort's key leaves (windowOf), so only that part is looked at: walked while the
 * hits are many in it (a walk reads about need × its length ÷ total slots), else each hit put in
 * order by its rank (a pass over the set's words, then the hits' ranks sorted).
 */
export function firstHits(s: Snapshot, f: SearchFilters, now: number, hits: Hits, total: number, sortBy: SortBy, need: number): number[] {
  if (total === 0 || need === 0) return [];
  const { key, backward } = orderFor(sortBy);
  const order = s.orders[key];
  const n = order.length;
  const { lo, hi } = windowOf(s, f, key, now) ?? { lo: 0, hi: n };
  if ((need * (hi - lo)) / total > (hits.hi - hits.lo) / 4 + total * 4) {
    const rank = s.ranks.get(order)!;
    const ranks = members(hits.bits, total, hits.lo, hits.hi);
    for (let k = 0; k < ranks.length; k++) ranks[k] = backward ? n - 1 - rank[ranks[k]!]! : rank[ranks[k]!]!;
    ranks.sort();
    return Array.from(ranks.subarray(0, need), (r) => order[backward ? n - 1 - r : r]!);
  }
  const out: number[] = [];
  for (let k = backward ? hi - 1 : lo, step = backward ? -1 : 1; k >= lo && k < hi && out.length < need; k += step) {
    if (has(hits.bits, order[k]!)) out.push(order[k]!);
  }
  return out;
}

/** Hits per value of a dimension, keyed as the table holds the values. */
export function valueCounts(s: Snapshot, hits: Hits, total: number, d: ValueDimension): Map<string, number> {
  const dict = s.values[d];
  const out = new Map<string, number>();
  if (total * 2 < dict.values.length * (hits.hi - hits.lo)) {
    // Few hits: each adds one to its value.
    const tally = new Uint32Array(dict.values.length);
    for (const slot of members(hits.bits, total, hits.lo, hits.hi)) if (dict.column[slot]! >= 0) tally[dict.column[slot]!]!++;
    tally.forEach((n, c) => n > 0 && out.set(dict.values[c]!, n));
    return out;
  }
  // Many: the hits of each value counted word by word.
  for (let c = 0; c < dict.values.length; c++) {
    const n = countBoth(hits.bits, valueBits(s, d, dict.values[c]!)!, hits.lo, hits.hi);
    if (n > 0) out.set(dict.values[c]!, n);
  }
  return out;
}

