import { describe, expect, it } from 'vitest';
import { createPageTraffic } from './page-traffic.ts';
import type { Vocabulary } from './traffic.ts';

const vocabulary: Vocabulary = {
  brands: [{ name: 'Maruti Suzuki', n: 240 }, { name: 'Hyundai', n: 150 }, { name: 'Tata', n: 100 }],
  models: [
    { brand: 'Maruti Suzuki', name: 'Swift', n: 60 },
    { brand: 'Hyundai', name: 'Creta', n: 40 },
    { brand: 'Tata', name: 'Nexon', n: 35 },
  ],
  cities: [{ name: 'Mumbai', n: 100 }, { name: 'Navi Mumbai', n: 10 }],
  years: { min: 2012, max: 2025 },
  prices: [150_000, 350_000, 600_000, 1_000_000, 2_500_000],
};
const ids = Array.from({ length: 1_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('page bench traffic', () => {
  it('asks for each listing page once, then says it ran out', () => {
    const t = createPageTraffic({ vocabulary, listingIds: ids });
    const pages = Array.from({ length: 2_000 }, () => t.listing()).filter((p): p is string => p !== null);
    expect(pages.length).toBe(ids.length - 40); // 40 are kept for the repeated views
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.every((p) => /^\/listing\/[0-9a-f-]{36}$/.test(p))).toBe(true);
  });

  it('asks for every landing page (city, brand, brand in a city) once, by slug', () => {
    const t = createPageTraffic({ vocabulary, listingIds: ids });
    const pages = Array.from({ length: 20 }, () => t.landing()).filter((p): p is string => p !== null);
    expect(t.landingPages).toBe(2 + 3 + 2 * 3);
    expect(new Set(pages).size).toBe(11);
    expect(pages).toContain('/used-cars/navi-mumbai/maruti-suzuki');
    expect(pages).toContain('/used-cars/brand/hyundai');
    expect(pages).toContain('/used-cars/mumbai');
  });

  it('makes unique /buy addresses as the web app writes them, and repeats only 40 listing pages', () => {
    const t = createPageTraffic({ vocabulary, listingIds: ids });
    const buys = Array.from({ length: 500 }, () => t.buy());
    expect(new Set(buys).size).toBe(500);
    expect(buys.every((b) => b.startsWith('/buy?') && !/[?&]limit=/.test(b))).toBe(true);
    expect(new Set(Array.from({ length: 2_000 }, () => t.repeated())).size).toBeLessThanOrEqual(40);
  });

  it('mixes listing, /buy and landing pages about 5 : 3 : 2, the same for the same seed', () => {
    const a = createPageTraffic({ vocabulary, listingIds: ids, seed: 5 });
    const b = createPageTraffic({ vocabulary, listingIds: ids, seed: 5 });
    const first = Array.from({ length: 400 }, () => a.mixed());
    expect(Array.from({ length: 400 }, () => b.mixed())).toEqual(first);
    const share = (re: RegExp) => first.filter((p) => re.test(p)).length / first.length;
    expect(share(/^\/buy\?/)).toBeGreaterThan(0.2);
    expect(share(/^\/buy\?/)).toBeLessThan(0.4);
    expect(share(/^\/listing\//)).toBeGreaterThan(0.4); // listings, and repeats once the 11 landing pages ran out
  });
});
