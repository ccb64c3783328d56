// The fair-price sums kept for public pages (decision 045): a page of cards or a car's page rates
// its cars without reading the sums again, until a listing changes anywhere.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { keptStatsOf } from './kept-stats.ts';

describe('kept fair-price sums', () => {
  const t = useTestApp();
  let sellerId: string;
  const swift = (price: number) => createListing(t.ctx, { sellerId, brand: 'Maruti Suzuki', model: 'Swift', year: 2020, price });
  const sumsRead = () => {
    const spy = vi.spyOn(t.ctx.pool, 'query');
    const named = (q: unknown) => (typeof q === 'object' && q !== null && 'name' in q ? String(q.name) : '');
    return () => spy.mock.calls.filter(([q]) => named(q).startsWith('fair_price_stats_of')).length;
  };
  const ratingOf = async (id: string) => (await t.app.inject(`/api/v1/cars/${id}/`)).json().data.price_rating as { expected_low: number } | null;

  beforeAll(async () => {
    sellerId = (await createUser(t.ctx)).user.id;
    for (const price of [500_000, 510_000, 520_000, 530_000, 540_000]) await swift(price);
  });
  afterEach(() => vi.restoreAllMocks());

  it('rates a second page of the same models from the kept sums', async () => {
    const car = await swift(600_000);
    const reads = sumsRead();
    const first = await ratingOf(car.id);
    expect(first).not.toBeNull();
    expect(reads()).toBe(1);
    const cards = (await t.app.inject('/api/v1/cars/?limit=50&sortBy=price_desc')).json().data.cars as Array<{ id: string; price_rating: unknown }>;
    expect(cards.find((c) => c.id === car.id)!.price_rating).toEqual(first);
    expect(reads()).toBe(1);
  });

  it('reads them again after a listing change, so the ratings follow the new listing', async () => {
    const car = await swift(610_000);
    const before = await ratingOf(car.id);
    const reads = sumsRead();
    await swift(900_000); // announced: every API process clears what it kept
    const after = await ratingOf(car.id);
    expect(reads()).toBe(1);
    expect(after!.expected_low).toBeGreaterThan(before!.expected_low);
  });

  it('does not keep sums read while a change happened', async () => {
    const kept = keptStatsOf(t.ctx);
    const car = await swift(620_000);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowPool = { query: async (...args: Parameters<typeof t.ctx.pool.query>) => (await gate, t.ctx.pool.query(...args)) } as unknown as typeof t.ctx.pool;
    const reading = kept.rowsOf(slowPool, [car.modelId]);
    t.ctx.catalogueChanges.changed(car.id);
    release();
    expect((await reading).length).toBeGreaterThan(0);
    const reads = sumsRead();
    await kept.rowsOf(t.ctx.pool, [car.modelId]);
    expect(reads()).toBe(1);
  });
});
