// The public search's filters and sorts over the search index (decision 046), with the meaning
// whereFor and ORDER give them in SQL (queries.ts): the same words, values, bounds and ties.
// A snapshot answers with sets of slots (index-snapshot.ts); a row changed since (the overlay) is
// tested one by one with rowMatches.
import { REDUCED_WITHIN_DAYS, type SortBy } from '@gaadi/domain/public-constants';
import { isShortWord, wordsOf } from '@gaadi/domain/search-words';
import { and, countBoth, has, members, type Bits } from './bitset.ts';
import { andRange, anyValueBits, idAt, lowerBound, rowValue, termBits, valueBits, type IndexRow, type Snapshot, type ValueDimension } from './index-snapshot.ts';
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

/** The live slots of `s` matching `f` (a fresh set the caller may keep). */
export function hitsOf(s: Snapshot, f: SearchFilters, now: number): Bits {
  const bits = s.alive.slice();
  const none = () => bits.fill(0);
  for (const [d, values] of valueFilters(f)) {
    const b = values.length === 1 ? valueBits(s, d, values[0]!) : anyValueBits(s, d, values);
    if (!b) return none();
    and(bits, b);
  }
  if (f.maxOwners !== undefined) {
    const b = anyValueBits(s, 'owners', ownersUpTo(s, f.maxOwners));
    if (!b) return none();
    and(bits, b);
  }
  for (const term of f.terms) and(bits, termBits(s, term));
  const range = (order: Uint32Array, key: (slot: number) => number, min: number | undefined, max: number | undefined) => {
    if (min === undefined && max === undefined) return;
    const lo = min === undefined ? 0 : lowerBound(order, key, min);
    const hi = max === undefined ? order.length : lowerBound(order, key, max + 1);
    if (lo >= hi) none();
    else andRange(s, bits, order, lo, hi);
  };
  range(s.orders.price, (i) => s.price[i]!, f.minPrice, f.maxPrice);
  const minYear = Math.max(f.minYear ?? Number.NEGATIVE_INFINITY, f.year ?? Number.NEGATIVE_INFINITY);
  const maxYear = Math.min(f.maxYear ?? Number.POSITIVE_INFINITY, f.year ?? Number.POSITIVE_INFINITY);
  range(s.orders.year, (i) => s.year[i]!, Number.isFinite(minYear) ? minYear : undefined, Number.isFinite(maxYear) ? maxYear : undefined);
  range(s.orders.km, (i) => s.km[i]!, undefined, f.maxKm);
  if (f.reduced) {
    // The reduced order starts with the reduced cars, most recent first: its prefix down to the bound.
    const since = reducedSince(now);
    const key = (i: number) => (Number.isNaN(s.reduced[i]!) || s.reduced[i]! < since ? 1 : 0);
    const end = lowerBound(s.orders.reduced, key, 1);
    if (end === 0) none();
    else andRange(s, bits, s.orders.reduced, 0, end);
  }
  return bits;
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

function orderFor(s: Snapshot, sortBy: SortBy): { order: Uint32Array; backward: boolean } {
  if (sortBy === 'reduced_desc') return { order: s.orders.reduced, backward: false };
  const [key, dir] = sortBy.split('_') as ['created' | 'price' | 'year' | 'km', 'asc' | 'desc'];
  return { order: s.orders[key], backward: dir === 'desc' };
}

/**
 * The first `need` hits in the sort's order: by walking the sort's order while the hits are many
 * (a walk reads about need × live ÷ hits slots), else by sorting the hits themselves.
 */
export function firstHits(s: Snapshot, hits: Bits, total: number, sortBy: SortBy, need: number): number[] {
  if (total === 0 || need === 0) return [];
  const walk = (need * s.live) / total;
  const sorting = hits.length + total * Math.log2(total + 1) * 4;
  if (walk > sorting) {
    const cmp = compareFor(sortBy);
    const keys = Array.from(members(hits, total), (i) => ({ slot: i, keys: keysOfSlot(s, i) }));
    keys.sort((a, b) => cmp(a.keys, b.keys));
    return keys.slice(0, need).map((k) => k.slot);
  }
  const { order, backward } = orderFor(s, sortBy);
  const out: number[] = [];
  const n = order.length;
  for (let k = 0; k < n && out.length < need; k++) {
    const slot = order[backward ? n - 1 - k : k]!;
    if (has(hits, slot)) out.push(slot);
  }
  return out;
}

/** Hits per value of a dimension, keyed as the table holds the values. */
export function valueCounts(s: Snapshot, hits: Bits, total: number, d: ValueDimension): Map<string, number> {
  const dict = s.values[d];
  const out = new Map<string, number>();
  if (total * 2 < dict.values.length * hits.length) {
    // Few hits: each adds one to its value.
    const tally = new Uint32Array(dict.values.length);
    for (const slot of members(hits, total)) if (dict.column[slot]! >= 0) tally[dict.column[slot]!]!++;
    tally.forEach((n, c) => n > 0 && out.set(dict.values[c]!, n));
    return out;
  }
  // Many: the hits of each value counted word by word.
  for (let c = 0; c < dict.values.length; c++) {
    const n = countBoth(hits, valueBits(s, d, dict.values[c]!)!);
    if (n > 0) out.set(dict.values[c]!, n);
  }
  return out;
}

