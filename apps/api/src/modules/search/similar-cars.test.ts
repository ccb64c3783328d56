// GET /cars/{id}/similar/ (issue 13): same model first, then same body type within ±25% of the
// price; same city first within each tier; public cars only, never the car itself, 8 at most.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { rankSimilar } from './similar-cars.ts';

describe('GET /cars/{id}/similar/', () => {
  const t = useTestApp();
  const ids: Record<string, string> = {};
  const similar = (id: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/v1/cars/${id}/similar/`, headers });
  const similarIds = async (id: string) => {
    const res = await similar(id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.cars.map((c: { id: string }) => c.id) as string[];
  };

  beforeAll(async () => {
    const { user } = await createUser(t.ctx);
    const make = async (key: string, seed: Omit<Parameters<typeof createListing>[1], 'sellerId'>) => {
      ids[key] = (await createListing(t.ctx, { sellerId: user.id, ...seed })).id;
    };
    // The car: a Creta (SUV) in Pune at 10 lakh.
    await make('me', { brand: 'Hyundai', model: 'Creta', city: 'Pune', price: 1_000_000 });
    await make('cretaPuneFar', { brand: 'Hyundai', model: 'Creta', city: 'Pune', price: 1_900_000 });
    await make('cretaPuneNear', { brand: 'Hyundai', model: 'Creta', city: 'Pune', price: 1_050_000 });
    await make('cretaDelhi', { brand: 'Hyundai', model: 'Creta', city: 'Delhi', price: 990_000 });
    await make('seltosPune', { brand: 'Kia', model: 'Seltos', city: 'Pune', price: 1_200_000 }); // suv, in band
    await make('harrierDelhi', { brand: 'Tata', model: 'Harrier', city: 'Delhi', price: 950_000 }); // suv, in band
    await make('fortunerPune', { brand: 'Toyota', model: 'Fortuner', city: 'Pune', price: 3_500_000 }); // suv, out of band
    await make('swiftPune', { brand: 'Maruti Suzuki', model: 'Swift', city: 'Pune', price: 1_000_000 }); // hatchback
    await make('cretaPending', { brand: 'Hyundai', model: 'Creta', city: 'Pune', price: 1_000_000, status: 'pending' });
    // A model sellers typed in, not in the catalogue: no body type.
    await make('customA', { brand: 'Hyundai', model: 'Roadster Custom', city: 'Pune', price: 1_000_000 });
    await make('customB', { brand: 'Hyundai', model: 'Roadster Custom', city: 'Delhi', price: 1_100_000 });
    await make('cretaSold', { brand: 'Hyundai', model: 'Creta', city: 'Pune', price: 1_000_000, status: 'sold' });
  });

  it('lists the same model first, then the same body type in the price band, same city first in each', async () => {
    const res = await similar(ids.me!);
    expect(res.json()).toMatchObject({ success: true, data: { cars: expect.any(Array) } });
    expect(await similarIds(ids.me!)).toEqual(
      [
        'cretaPuneNear', // same model, same city, nearest price
        'cretaPuneFar',
        'cretaDelhi', // same model, another city
        'seltosPune', // same body type and band, same city
        'harrierDelhi',
      ].map((k) => ids[k]),
    );
  });

  it('answers a car whose model has no body type with its same-model cars only (no 500)', async () => {
    const res = await similar(ids.customA!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cars.map((c: { id: string; body_type: string | null }) => [c.id, c.body_type])).toEqual([[ids.customB, null]]);
  });

  it('answers full public cars with body_type and images_count, without the seller', async () => {
    const [car] = (await similar(ids.me!)).json().data.cars;
    expect(car).toMatchObject({ id: ids.cretaPuneNear, status: 'approved', body_type: 'suv', images_count: 1, car_model: 'Creta' });
    expect(car.images).toHaveLength(1);
    expect(car).not.toHaveProperty('seller_info');
  });

  it('never lists the car itself nor a car outside the public catalogue', async () => {
    const publicIds = Object.entries(ids).filter(([k]) => !k.endsWith('Pending') && !k.endsWith('Sold')).map(([, id]) => id);
    const lists = await Promise.all(publicIds.map((id) => similarIds(id)));
    for (const [i, list] of lists.entries()) {
      expect(list).not.toContain(publicIds[i]);
      expect(list).not.toContain(ids.cretaPending);
      expect(list).not.toContain(ids.cretaSold);
      expect(list.length).toBeLessThanOrEqual(8);
    }
    expect(await similarIds(ids.swiftPune!)).toEqual([]); // no other hatchback in its band
  });

  it('answers 404 NOT_FOUND for a pending, sold, unknown or malformed id, whatever the bearer', async () => {
    for (const id of [ids.cretaPending!, ids.cretaSold!, randomUUID(), 'not-a-uuid', '%27%20or%201=1']) {
      const res = await similar(id, { authorization: 'Bearer nonsense' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Car listing not found' } });
    }
  });

  it('keeps at most eight, each car once in its best tier', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: `c${String(i).padStart(2, '0')}`, tier: 1 + (i % 2), sameCity: i % 3 === 0, distance: i }));
    const ranked = rankSimilar([...many, { id: 'c19', tier: 1, sameCity: true, distance: 0 }]);
    expect(ranked).toHaveLength(8);
    expect(ranked.slice(0, 2)).toEqual(['c00', 'c19']); // c19's better candidate counts, once
    expect(new Set(ranked).size).toBe(8);
  });
});
