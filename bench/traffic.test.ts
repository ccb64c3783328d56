import { SORT_VALUES } from '@gaadi/domain/constants';
import { describe, expect, it } from 'vitest';
import { createRng } from '../apps/api/src/seed/random.ts';
import { createMixedTraffic, misspell, type Vocabulary } from './traffic.ts';

const vocabulary: Vocabulary = {
  brands: [{ name: 'Maruti Suzuki', n: 240 }, { name: 'Hyundai', n: 150 }, { name: 'Tata', n: 100 }, { name: 'Kia', n: 50 }, { name: 'BMW', n: 5 }],
  models: [
    { brand: 'Maruti Suzuki', name: 'Swift', n: 60 },
    { brand: 'Maruti Suzuki', name: 'Baleno', n: 50 },
    { brand: 'Hyundai', name: 'Creta', n: 40 },
    { brand: 'Tata', name: 'Nexon', n: 35 },
    { brand: 'Kia', name: 'Seltos', n: 20 },
    { brand: 'BMW', name: 'X1', n: 2 },
    { brand: 'Hyundai', name: 'Venue', n: 25 },
  ],
  cities: [{ name: 'Mumbai', n: 100 }, { name: 'Pune', n: 80 }, { name: 'Delhi', n: 90 }, { name: 'Navi Mumbai', n: 10 }, { name: 'Shimla', n: 2 }, { name: 'Kochi', n: 20 }],
  years: { min: 2012, max: 2025 },
  prices: [150_000, 350_000, 600_000, 1_000_000, 2_500_000],
};

const params = (url: string) => new URLSearchParams(url.split('?')[1]);

describe('mixed bench traffic', () => {
  it('is the same sequence for the same seed, and another for another seed', () => {
    const a = createMixedTraffic({ vocabulary, seed: 3 });
    const b = createMixedTraffic({ vocabulary, seed: 3 });
    const c = createMixedTraffic({ vocabulary, seed: 4 });
    const take = (t: typeof a) => Array.from({ length: 200 }, () => t.next());
    const first = take(a);
    expect(take(b)).toEqual(first);
    expect(take(c)).not.toEqual(first);
  });

  it('sends about half its requests to 40 popular URLs and never repeats a long-tail one', () => {
    const traffic = createMixedTraffic({ vocabulary, seed: 16 });
    expect(traffic.head).toHaveLength(new Set(traffic.head).size);
    expect(traffic.head.length).toBeLessThanOrEqual(40);
    const head = new Set(traffic.head);
    const tail: string[] = [];
    let popular = 0;
    for (let i = 0; i < 20_000; i++) {
      const url = traffic.next();
      if (head.has(url)) popular++;
      else tail.push(url);
    }
    expect(popular / 20_000).toBeGreaterThan(0.45);
    expect(popular / 20_000).toBeLessThan(0.55);
    expect(new Set(tail).size).toBe(tail.length);
    expect(traffic.stats).toMatchObject({ head: popular, tail: tail.length });
  });

  it('covers every filter, all 8 sorts, pages 1 to 8 and misspelt words in its long tail', () => {
    const traffic = createMixedTraffic({ vocabulary, seed: 16, headShare: 0 });
    const urls = Array.from({ length: 5_000 }, () => params(traffic.next()));
    for (const key of ['search', 'brand', 'city', 'fuelType', 'transmission', 'year', 'minPrice', 'maxPrice']) {
      expect(urls.filter((u) => u.has(key)).length, key).toBeGreaterThan(100);
    }
    expect(new Set(urls.map((u) => u.get('sortBy')))).toEqual(new Set(SORT_VALUES));
    expect(new Set(urls.map((u) => u.get('page')))).toEqual(new Set(['1', '2', '3', '4', '5', '6', '7', '8']));
    expect(urls.every((u) => u.get('limit') === '12')).toBe(true);
    const words = new Set(vocabulary.models.map((m) => m.name.toLowerCase()).concat(vocabulary.brands.map((b) => b.name.split(' ')[0]!.toLowerCase())));
    const searchWords = urls.flatMap((u) => (u.get('search') ?? '').split(' ').filter(Boolean));
    const misspelt = searchWords.filter((w) => !words.has(w) && !vocabulary.cities.some((c) => c.name.toLowerCase() === w));
    expect(misspelt.length / searchWords.length).toBeGreaterThan(0.15);
  });

  it('misspells by one swap, drop, doubling or wrong letter, keeping the first and last letters', () => {
    const rng = createRng(1);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const typo = misspell(rng, 'hyundai');
      seen.add(typo);
      expect(typo[0]).toBe('h');
      expect(typo.at(-1)).toBe('i');
      expect(Math.abs(typo.length - 7)).toBeLessThanOrEqual(1);
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(misspell(rng, 'kia')).toBe('kia');
  });
});
