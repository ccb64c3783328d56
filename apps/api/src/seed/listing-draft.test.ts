import { describe, expect, it } from 'vitest';
import { BRANDS, LATEST_MODEL_YEAR } from './catalogue-data.ts';
import { FEATURES } from './features-data.ts';
import { draftListing } from './listing-draft.ts';
import { createRng } from './random.ts';

const models = new Map(BRANDS.flatMap((b) => b.models.map((m) => [`${b.name}|${m.name}`, { brand: b, model: m }] as const)));
const FUEL_CODE = { petrol: 'p', diesel: 'd', cng: 'c', electric: 'e' } as const;

describe('draftListing', () => {
  const drafts = Array.from({ length: 3_000 }, ((rng) => () => draftListing(rng))(createRng(11)));

  it('only invents cars that were sold: model years, fuels and fuel-specific variants', () => {
    for (const d of drafts) {
      const { brand, model } = models.get(`${d.brand}|${d.model}`)!;
      expect(d.year).toBeGreaterThanOrEqual(Math.max(2012, model.years[0]));
      expect(d.year).toBeLessThanOrEqual(Math.min(LATEST_MODEL_YEAR, model.years[1]));
      const fuel = FUEL_CODE[d.fuelType];
      expect(model.fuels).toContain(fuel);
      if (fuel === 'd' && brand.dieselUntil) expect(d.year).toBeLessThanOrEqual(brand.dieselUntil);
      const variant = model.variants.find((v) => v.name === d.variant)!;
      expect(variant.fuel === null || variant.fuel === fuel).toBe(true);
      if (d.fuelType === 'electric' || model.gearbox === 'a') expect(d.transmission).toBe('automatic');
      if (model.gearbox === 'm') expect(d.transmission).toBe('manual');
    }
  });

  it('prices below the new price and drives more the older the car', () => {
    for (const d of drafts) {
      const { model } = models.get(`${d.brand}|${d.model}`)!;
      expect(d.price).toBeLessThan(model.lakh[1] * 100_000 * 1.2);
      expect(d.price % 5_000).toBe(0);
      if (d.originalPrice !== null) expect(d.originalPrice).toBeGreaterThan(d.price);
    }
    const avgKm = (from: number, to: number) => {
      const set = drafts.filter((d) => d.year >= from && d.year <= to);
      return set.reduce((s, d) => s + d.kmDriven, 0) / set.length;
    };
    expect(avgKm(2012, 2015)).toBeGreaterThan(2 * avgKm(2022, 2025));
  });

  it('keeps descriptions within the form counter and features within the catalogue', () => {
    const names = new Set(FEATURES.map((f) => f.name));
    for (const d of drafts) {
      expect(d.description.length).toBeLessThanOrEqual(500);
      expect(d.features.every((f) => names.has(f))).toBe(true);
      if (d.year >= 2019) expect(d.features).toEqual(expect.arrayContaining(['ABS', 'Airbags']));
    }
  });

  it('honours a requested fuel, city and price band, and repeats itself for a seed', () => {
    const rng = createRng(5);
    for (let i = 0; i < 50; i++) {
      const d = draftListing(rng, { fuel: 'cng', minPrice: 150_000, maxPrice: 900_000 });
      expect(d.fuelType).toBe('cng');
      expect(d.price).toBeGreaterThanOrEqual(150_000);
      expect(d.price).toBeLessThanOrEqual(900_000);
    }
    expect(draftListing(createRng(9))).toEqual(draftListing(createRng(9)));
  });
});
