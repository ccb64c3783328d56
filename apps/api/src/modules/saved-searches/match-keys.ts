// Alert matching keys (decision 012). A saved search is stored with one key naming its equality
// filters and their values; a listing forms every key its own values can satisfy (the 2^5 subsets
// of brand, city, fuel, transmission and year), so one indexed `match_key = any(...)` finds
// exactly the searches whose equality filters all hold. Prices and words are then checked on
// those rows. Semantics follow GET /cars/ (search/queries.ts whereFor): brand and city compare
// lower-cased, prices round inwards, every word must occur in the listing's search text.
import { REDUCED_WITHIN_DAYS } from '@gaadi/domain/public-constants';
import { listValues } from '@gaadi/domain/schemas/car';
import { isShortWord, wordsOf } from '@gaadi/domain/search-words';

const INT_MAX = 2_147_483_647;
const DIMENSIONS = ['b', 'c', 'f', 't', 'y'] as const;
type Dimension = (typeof DIMENSIONS)[number];

const escape = (v: string) => v.replace(/[\\|]/g, (c) => `\\${c}`);
const part = (d: Dimension, v: string | number | undefined) => (v === undefined || v === '' ? null : `${d}=${escape(String(v))}`);
const clampInt = (v: number) => Math.min(Math.max(v, 0), INT_MAX);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const num = (v: unknown) => (v === undefined || v === null || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));

/** A filter of one name; several comma-separated ones are checked by extraFiltersMatch instead. */
const single = (v: unknown) => {
  const names = listValues(str(v));
  return names.length === 1 ? names[0] : undefined;
};

export interface MatchColumns {
  matchKey: string;
  matchMinPrice: number | null;
  matchMaxPrice: number | null;
  matchTerms: string[];
}

/** Search words as GET /cars/ splits them (search-cars.ts searchTerms). */
export function matchTerms(search: unknown): string[] {
  const words = (str(search) ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, 10);
}

/** The match columns of saved filters (as createSavedSearchBody leaves them). */
export function matchColumns(filters: Record<string, unknown>): MatchColumns {
  const min = num(filters.minPrice);
  const max = num(filters.maxPrice);
  const year = num(filters.year);
  const parts = [
    part('b', single(filters.brand)?.toLowerCase()),
    part('c', single(filters.city)?.toLowerCase()),
    part('f', str(filters.fuelType)),
    part('t', str(filters.transmission)),
    part('y', year),
  ];
  return {
    matchKey: parts.filter(Boolean).join('|'),
    matchMinPrice: min === undefined ? null : clampInt(Math.ceil(min)),
    matchMaxPrice: max === undefined ? null : clampInt(Math.floor(max)),
    matchTerms: matchTerms(filters.search),
  };
}

export interface MatchableListing {
  brandName: string;
  cityName: string;
  fuelType: string;
  transmission: string;
  year: number;
}

/** The 32 keys a listing satisfies (the empty key is a search without equality filters). */
export function listingMatchKeys(l: MatchableListing): string[] {
  const values: Record<Dimension, string> = {
    b: l.brandName.toLowerCase(),
    c: l.cityName.toLowerCase(),
    f: l.fuelType,
    t: l.transmission,
    y: String(l.year),
  };
  const keys: string[] = [];
  for (let mask = 0; mask < 1 << DIMENSIONS.length; mask++) {
    keys.push(DIMENSIONS.filter((_, i) => mask & (1 << i)).map((d) => part(d, values[d])).join('|'));
  }
  return keys;
}

export interface SearchableListing {
  title: string;
  brandName: string;
  modelName: string;
  variantName: string;
  cityName: string;
}

/**
 * Every word occurs in the listing as GET /cars/ finds it: a substring of title, brand, model and
 * city, or, for a word under three letters, the start of a word there or in the variant.
 */
export function wordsMatch(terms: readonly string[], l: SearchableListing): boolean {
  if (!terms.length) return true;
  const text = `${l.title} ${l.brandName} ${l.modelName} ${l.cityName}`.toLowerCase();
  const words = wordsOf(`${l.title} ${l.brandName} ${l.modelName} ${l.variantName} ${l.cityName}`.toLowerCase());
  return terms.every((t) => (isShortWord(t) ? words.some((w) => w.startsWith(t)) : text.includes(t)));
}

export interface FilterableListing {
  brandName: string;
  cityName: string;
  modelName: string;
  year: number;
  kmDriven: number;
  ownerNumber: string;
  bodyType: string | null;
  priceReducedAt: Date | null;
}

const OWNERS: Record<string, number> = { '1st': 1, '2nd': 2, '3rd': 3 };
const lowerList = (v: unknown) => listValues(str(v)).map((x) => x.toLowerCase());

/**
 * The filters match_key does not hold (issue 13), checked on the candidates as GET /cars/ applies
 * them: several brands or cities, body types, models, the year range, kilometres, owners and
 * "recently reduced" (its price went down within REDUCED_WITHIN_DAYS of `now`).
 */
export function extraFiltersMatch(filters: Record<string, unknown>, l: FilterableListing, now = new Date()): boolean {
  const brands = lowerList(filters.brand);
  if (brands.length > 1 && !brands.includes(l.brandName.toLowerCase())) return false;
  const cities = lowerList(filters.city);
  if (cities.length > 1 && !cities.includes(l.cityName.toLowerCase())) return false;
  const bodies = lowerList(filters.bodyType);
  if (bodies.length && !(l.bodyType && bodies.includes(l.bodyType))) return false;
  const models = lowerList(filters.model);
  if (models.length && !models.includes(l.modelName.toLowerCase())) return false;
  const minYear = num(filters.minYear);
  if (minYear !== undefined && l.year < minYear) return false;
  const maxYear = num(filters.maxYear);
  if (maxYear !== undefined && l.year > maxYear) return false;
  const maxKm = num(filters.maxKm);
  if (maxKm !== undefined && l.kmDriven > maxKm) return false;
  const maxOwners = num(filters.maxOwners);
  if (maxOwners !== undefined && (OWNERS[l.ownerNumber] ?? 4) > maxOwners) return false;
  if (filters.reduced === true || filters.reduced === 'true') {
    const since = now.getTime() - REDUCED_WITHIN_DAYS * 24 * 60 * 60 * 1000;
    if (!l.priceReducedAt || l.priceReducedAt.getTime() < since) return false;
  }
  return true;
}
