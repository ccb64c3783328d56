// Issue 15's fair-price rating with its numbers (decision 017): which listings count, the
// adjustments, the bands, the minimum of five, and that ratings follow listings as they change.
import { adjustedPrice, priceLabel } from '@gaadi/domain/fair-price-method';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const rated = { year: 2020, kmDriven: 40_000, ownerNumber: '1st', fuelType: 'petrol', transmission: 'manual' };

describe('the fair-price method (pure)', () => {
  it('adjusts a comparable to the rated car: km, owners, fuel, transmission and year', () => {
    const c = { ...rated, price: 500_000 };
    expect(adjustedPrice({ ...c, kmDriven: 60_000 }, rated)).toBeCloseTo(520_000); // 20,000 km fewer on the rated car: +4%
    expect(adjustedPrice({ ...c, ownerNumber: '2nd' }, rated)).toBeCloseTo(525_000); // one owner fewer: +5%
    expect(adjustedPrice({ ...c, fuelType: 'diesel' }, rated)).toBeCloseTo(470_000); // diesel is worth 6% more than petrol
    expect(adjustedPrice({ ...c, transmission: 'automatic' }, rated)).toBeCloseTo(465_000); // automatic: 7% more
    expect(adjustedPrice({ ...c, year: 2019 }, rated)).toBeCloseTo(540_000); // rated car one year newer: +8%
  });

  it('puts a price on a band edge in the better band', () => {
    const cases: [number, string][] = [
      [89_000, 'great'],
      [90_000, 'great'],
      [90_001, 'good'],
      [97_000, 'good'],
      [97_001, 'fair'],
      [103_000, 'fair'],
      [103_001, 'high'],
      [110_000, 'high'],
      [110_001, 'overpriced'],
    ];
    for (const [price, label] of cases) expect(priceLabel(price, 100_000), String(price)).toBe(label);
  });
});

describe('price_rating on listings (issue 15)', () => {
  const t = useTestApp();
  let seller: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  const swift = (o: { year?: number; price?: number; status?: string; km?: number; owner?: string; fuel?: string; transmission?: string; model?: string }) =>
    createListing(t.ctx, {
      sellerId: seller.user.id,
      model: o.model ?? 'Swift',
      year: o.year ?? 2020,
      price: o.price ?? 500_000,
      status: o.status ?? 'approved',
      kmDriven: o.km ?? 40_000,
      fuelType: o.fuel ?? 'petrol',
      transmission: o.transmission ?? 'manual',
      values: { ownerNumber: o.owner ?? '1st' },
    });
  const detail = async (id: string) => (await t.app.inject(`/api/v1/cars/${id}/`)).json().data;

  beforeAll(async () => {
    seller = await createUser(t.ctx);
    admin = await createAdmin(t.ctx);
  });

  it('counts approved listings of the same model within two years, not itself, nor others', async () => {
    const subject = await swift({ year: 2020 });
    for (const year of [2018, 2019, 2021, 2022]) await swift({ year }); // count: 4 so far
    // Do not count: outside the window, not approved, another model.
    await swift({ year: 2017 });
    await swift({ year: 2023 });
    await swift({ status: 'pending' });
    await swift({ status: 'rejected' });
    await swift({ status: 'sold' });
    await swift({ model: 'Baleno' });
    expect((await detail(subject.id)).price_rating).toBeNull(); // 4 comparables: fewer than 5

    const fifth = await swift({ year: 2020 });
    // Five comparables 2018-2022 at 5,00,000: adjusted for year 5.8, 5.4, 5.0, 4.6, 4.2 lakh → expected 5,00,000.
    expect((await detail(subject.id)).price_rating).toEqual({ label: 'fair', expected_low: 485_000, expected_high: 515_000, comparables: 5 });
    expect((await detail(fifth.id)).price_rating).toMatchObject({ comparables: 5 });
  });

  it('applies the adjustments to each comparable and rates by band', async () => {
    // A model of its own so that only these count.
    const make = (o: Parameters<typeof swift>[0]) => swift({ model: 'Dzire', ...o });
    await make({ km: 60_000 }); // → 5,20,000
    await make({ owner: '2nd' }); // → 5,25,000
    await make({ fuel: 'diesel' }); // → 4,70,000
    await make({ transmission: 'automatic' }); // → 4,65,000
    await make({ year: 2019 }); // → 5,40,000
    // Mean 5,04,000; Fair band 4,88,880-5,19,120 shown to the nearest thousand.
    const great = await make({ price: 453_600, status: 'pending' }); // exactly 10% below: great
    const good = await make({ price: 460_000, status: 'pending' });
    const high = await make({ price: 540_000, status: 'pending' });
    const over = await make({ price: 560_000, status: 'pending' });
    const expected = { expected_low: 489_000, expected_high: 519_000, comparables: 5 };
    const rating = async (id: string) => (await t.app.inject({ url: `/api/v1/admin/cars/${id}/`, headers: admin.auth })).json().data.price_rating;
    expect(await rating(great.id)).toEqual({ label: 'great', ...expected });
    expect(await rating(good.id)).toEqual({ label: 'good', ...expected });
    expect(await rating(high.id)).toEqual({ label: 'high', ...expected });
    expect(await rating(over.id)).toEqual({ label: 'overpriced', ...expected });
  });

  it('follows price changes and approvals (kept by triggers) and rates cards too', async () => {
    const make = (o: Parameters<typeof swift>[0]) => swift({ model: 'Ignis', ...o });
    const subject = await make({ price: 500_000 });
    const others = [await make({}), await make({}), await make({}), await make({})];
    const pending = await make({ status: 'pending' });
    expect((await detail(subject.id)).price_rating).toBeNull();
    const approve = await t.app.inject({ method: 'POST', url: `/api/v1/admin/cars/${pending.id}/review/`, headers: admin.auth, payload: { action: 'approve' } });
    expect(approve.statusCode).toBe(200);
    expect((await detail(subject.id)).price_rating).toEqual({ label: 'fair', expected_low: 485_000, expected_high: 515_000, comparables: 5 });

    // Every comparable up to 6,00,000: the same car at 5,00,000 is now 16.7% below, great.
    for (const o of [...others, pending]) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/cars/${o.id}/update/`, headers: admin.auth, payload: { price: 600_000 } });
      expect(res.statusCode).toBe(200);
    }
    expect((await detail(subject.id)).price_rating).toEqual({ label: 'great', expected_low: 582_000, expected_high: 618_000, comparables: 5 });

    const cards = (await t.app.inject('/api/v1/cars/?search=ignis&limit=20')).json().data.cars as { id: string; price_rating: unknown }[];
    expect(cards.find((c) => c.id === subject.id)?.price_rating).toEqual({ label: 'great', expected_low: 582_000, expected_high: 618_000, comparables: 5 });
    // Its comparables: four at 6,00,000 and the subject at 5,00,000, expected 5,80,000; 6,00,000 is 3.4% above.
    expect(cards.find((c) => c.id === pending.id)?.price_rating).toEqual({ label: 'high', expected_low: 563_000, expected_high: 597_000, comparables: 5 });
  });

  it('publishes the method with its numbers', async () => {
    const res = await t.app.inject('/api/v1/fair-price/method/');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      year_window: 2,
      min_comparables: 5,
      adjustments: { per_10000_km: -0.02, per_extra_owner: -0.05, per_year_newer: 0.08, transmission: { manual: 0, automatic: 0.07 } },
      bands: [
        { label: 'great', up_to: -0.1 },
        { label: 'good', up_to: -0.03 },
        { label: 'fair', up_to: 0.03 },
        { label: 'high', up_to: 0.1 },
        { label: 'overpriced', up_to: null },
      ],
    });
  });
});
