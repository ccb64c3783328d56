// The mixed GET /cars/ traffic of the bench (issue 16): half the requests from a popular head of
// 40 URLs, half unique long-tail searches over every filter, all 8 sorts, pages 1–8 and misspelt
// words. Seeded, so two runs send the same sequence, and it never cycles: every long-tail URL is
// new (a repeat is drawn again), so no cache can serve the tail from an earlier request.
import { SORT_VALUES } from '@gaadi/domain/constants';
import { createRng, type Rng } from '../apps/api/src/seed/random.ts';

/** What the catalogue holds, with how many public listings each name has (the weights). */
export interface Vocabulary {
  brands: Array<{ name: string; n: number }>;
  models: Array<{ brand: string; name: string; n: number }>;
  cities: Array<{ name: string; n: number }>;
  years: { min: number; max: number };
  /** Prices at the 5th, 25th, 50th, 75th and 95th percentiles. */
  prices: number[];
}

export interface Traffic {
  /** The next path (with query string) to request. */
  next(): string;
  /** The popular URLs. */
  head: readonly string[];
  /** Counts of what was generated so far. */
  stats: { head: number; tail: number; redrawn: number };
}

export interface TrafficOptions {
  vocabulary: Vocabulary;
  seed?: number;
  /** Share of requests taken from the popular head (default 0.5). */
  headShare?: number;
  headSize?: number;
  prefix?: string;
}

const FUELS = ['petrol', 'diesel', 'cng', 'electric'] as const;
const TRANSMISSIONS = ['manual', 'automatic'] as const;

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
function weighted<T extends { n: number }>(rng: Rng, items: readonly T[]): T {
  const total = items.reduce((s, t) => s + t.n, 0);
  let r = rng() * total;
  for (const t of items) if ((r -= t.n) < 0) return t;
  return items[items.length - 1]!;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typing slip: two letters swapped, one dropped, one doubled or one wrong. */
export function misspell(rng: Rng, word: string): string {
  if (word.length < 4) return word;
  const i = 1 + Math.floor(rng() * (word.length - 3)); // the first and last letters stay
  switch (Math.floor(rng() * 4)) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + word[i] + word.slice(i);
    default: {
      const c = pick(rng, [...LETTERS.replace(word[i]!, '')]);
      return word.slice(0, i) + c + word.slice(i + 1);
    }
  }
}

/** Round figures a buyer types into the price boxes, with now and then an odd one. */
function priceNear(rng: Rng, p: number): number {
  const step = rng() < 0.8 ? 50_000 : 1_000;
  return Math.max(step, Math.round((p * (0.6 + rng() * 0.8)) / step) * step);
}

function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
}

/** The 40 URLs most buyers ask: the first pages of the busiest brands, cities and sorts. */
function popularHead(v: Vocabulary, size: number): string[] {
  const topBrands = [...v.brands].sort((a, b) => b.n - a.n).slice(0, 6);
  const topCities = [...v.cities].sort((a, b) => b.n - a.n).slice(0, 6);
  const topModels = [...v.models].sort((a, b) => b.n - a.n).slice(0, 6);
  const base = { page: 1, limit: 12 };
  const urls = [
    query({ sortBy: 'created_desc', ...base }),
    query({ sortBy: 'created_desc', page: 2, limit: 12 }),
    query({ sortBy: 'price_asc', ...base }),
    query({ sortBy: 'price_desc', ...base }),
    query({ sortBy: 'year_desc', ...base }),
    query({ sortBy: 'km_asc', ...base }),
    ...topBrands.map((b) => query({ brand: b.name, sortBy: 'created_desc', ...base })),
    ...topCities.map((c) => query({ city: c.name, sortBy: 'created_desc', ...base })),
    ...topModels.map((m) => query({ search: `${m.brand.split(' ')[0]} ${m.name}`.toLowerCase(), sortBy: 'created_desc', ...base })),
    ...topCities.slice(0, 4).map((c) => query({ city: c.name, fuelType: 'diesel', minPrice: 300_000, maxPrice: 1_500_000, sortBy: 'price_asc', ...base })),
    ...topBrands.slice(0, 4).map((b) => query({ brand: b.name, sortBy: 'price_asc', ...base })),
    ...topCities.slice(0, 4).map((c) => query({ city: c.name, transmission: 'automatic', sortBy: 'created_desc', ...base })),
    ...topModels.slice(0, 4).map((m) => query({ search: m.name.toLowerCase(), sortBy: 'price_asc', ...base })),
  ];
  return [...new Set(urls)].slice(0, size);
}

/** One long-tail search: each filter present or not at random, any sort, pages 1–8, typos. */
function longTail(rng: Rng, v: Vocabulary): string {
  const params: Record<string, string | number | undefined> = {};
  const model = rng() < 0.45 ? weighted(rng, v.models) : null;
  if (model && rng() < 0.75) {
    // Text search: a model, often with its brand or a city, sometimes misspelt.
    const words = [model.name.toLowerCase()];
    if (rng() < 0.4) words.unshift(model.brand.split(' ')[0]!.toLowerCase());
    if (rng() < 0.15) words.push(weighted(rng, v.cities).name.toLowerCase());
    params.search = words.map((w) => (rng() < 0.3 ? misspell(rng, w) : w)).join(' ');
  } else if (rng() < 0.05) {
    params.search = misspell(rng, weighted(rng, v.brands).name.split(' ')[0]!.toLowerCase());
  }
  if (rng() < (model ? 0.2 : 0.4)) params.brand = model?.brand ?? weighted(rng, v.brands).name;
  if (rng() < 0.35) params.city = weighted(rng, v.cities).name;
  if (rng() < 0.3) params.fuelType = pick(rng, FUELS);
  if (rng() < 0.25) params.transmission = pick(rng, TRANSMISSIONS);
  if (rng() < 0.2) params.year = v.years.min + Math.floor(rng() * (v.years.max - v.years.min + 1));
  if (rng() < 0.35) params.minPrice = priceNear(rng, pick(rng, v.prices.slice(0, 3)));
  if (rng() < 0.35) params.maxPrice = priceNear(rng, pick(rng, v.prices.slice(2)));
  params.sortBy = pick(rng, SORT_VALUES);
  params.page = 1 + Math.floor(rng() * rng() * 8);
  params.limit = 12;
  return query(params);
}

export function createMixedTraffic(opts: TrafficOptions): Traffic {
  const rng = createRng(opts.seed ?? 16);
  const prefix = opts.prefix ?? '/api/v1/cars/?';
  const headShare = opts.headShare ?? 0.5;
  const head = popularHead(opts.vocabulary, opts.headSize ?? 40).map((q) => prefix + q);
  const seen = new Set<string>(head);
  const stats = { head: 0, tail: 0, redrawn: 0 };
  return {
    head,
    stats,
    next() {
      if (rng() < headShare) {
        stats.head++;
        // Popularity falls off along the list (roughly Zipf), as real traffic does.
        return head[Math.floor(head.length * rng() ** 2)]!;
      }
      for (;;) {
        const url = prefix + longTail(rng, opts.vocabulary);
        if (!seen.has(url)) {
          seen.add(url);
          stats.tail++;
          return url;
        }
        stats.redrawn++;
      }
    },
  };
}
