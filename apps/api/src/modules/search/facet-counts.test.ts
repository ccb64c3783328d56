// GET /cars/counts/ (issue 23, decision 030): each option's count under the other filters chosen
// is what GET /cars/ would total with that option chosen instead, whichever way it is counted
// (global counts, the rollup with its price edge bands, or the hits), and a dimension whose hits
// are too many to count is named in `uncounted` rather than given a wrong number.
import { BODY_TYPES, FUEL_TYPES, TRANSMISSIONS } from '@gaadi/domain/public-constants';
import { carsQuerySchema } from '@gaadi/domain/schemas/car';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoadingCache } from '../../platform/loading-cache.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { countOverHits, narrowedCounts, rollupCounts, withoutDimension, type RawCounts } from './facet-counts.ts';
import { toFilters } from './search-cars.ts';

type Dim = 'brands' | 'cities' | 'fuelTypes' | 'transmissions' | 'bodyTypes';
const PARAM: Record<Dim, string> = { brands: 'brand', cities: 'city', fuelTypes: 'fuelType', transmissions: 'transmission', bodyTypes: 'bodyType' };
const PARAMS_OF: Record<Dim, string[]> = { brands: ['brand'], cities: ['city'], fuelTypes: ['fuelType'], transmissions: ['transmission'], bodyTypes: ['bodyType'] };

const CARS = [
  { brand: 'Hyundai', model: 'Creta', city: 'Pune', fuelType: 'diesel', transmission: 'automatic', year: 2021, price: 1_500_000 },
  { brand: 'Hyundai', model: 'Venue', city: 'Delhi', fuelType: 'petrol', transmission: 'manual', year: 2020, price: 805_000 },
  { brand: 'Hyundai', model: 'Creta', city: 'Delhi', fuelType: 'petrol', transmission: 'automatic', year: 2022, price: 1_655_500 },
  { brand: 'Maruti Suzuki', model: 'Swift', city: 'Mumbai', fuelType: 'petrol', transmission: 'manual', year: 2019, price: 550_000 },
  { brand: 'Maruti Suzuki', model: 'Baleno', city: 'Pune', fuelType: 'cng', transmission: 'manual', year: 2018, price: 652_000 },
  { brand: 'Maruti Suzuki', model: 'Swift', city: 'Pune', fuelType: 'petrol', transmission: 'automatic', year: 2021, price: 701_999 },
  { brand: 'Tata', model: 'Nexon', city: 'Pune', fuelType: 'electric', transmission: 'automatic', year: 2022, price: 1_200_000 },
  { brand: 'Tata', model: 'Nexon', city: 'Delhi', fuelType: 'diesel', transmission: 'manual', year: 2021, price: 1_010_000 },
  { brand: 'Toyota', model: 'Innova', city: 'Delhi', fuelType: 'diesel', transmission: 'manual', year: 2017, price: 1_800_000 },
  { brand: 'Toyota', model: 'Innova', city: 'Mumbai', fuelType: 'diesel', transmission: 'automatic', year: 2021, price: 2_400_000 },
] as const;

describe('GET /cars/counts/', () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  let brands: string[] = [];
  let cities: string[] = [];

  beforeAll(async () => {
    const { user } = await createUser(t.ctx);
    for (const car of CARS) await createListing(t.ctx, { sellerId: user.id, ...car });
    await createListing(t.ctx, { sellerId: user.id, brand: 'Kia', model: 'Seltos', city: 'Pune', status: 'pending' });
    const filters = (await get('/api/v1/cars/?limit=1')).json().data.filters;
    brands = filters.availableBrands;
    cities = filters.availableCities;
  });

  const optionsOf = (d: Dim): readonly string[] =>
    ({ brands, cities, fuelTypes: FUEL_TYPES, transmissions: TRANSMISSIONS, bodyTypes: BODY_TYPES })[d];

  /** Every counted option of every dimension against GET /cars/'s total with that option chosen. */
  async function expectExact(qs: string) {
    const res = await get(`/api/v1/cars/counts/?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    const { counts, uncounted = [] } = res.json().data as { counts: Record<Dim, Record<string, number>>; uncounted?: Dim[] };
    const checked: Dim[] = [];
    for (const d of Object.keys(PARAM) as Dim[]) {
      if (uncounted.includes(d)) {
        expect(counts[d], `${qs}: ${d} uncounted has no counts`).toEqual({});
        continue;
      }
      checked.push(d);
      for (const option of optionsOf(d)) {
        const others = new URLSearchParams(qs);
        for (const p of PARAMS_OF[d]) others.delete(p);
        others.set(PARAM[d], option);
        others.set('limit', '1');
        const total = (await get(`/api/v1/cars/?${others}`)).json().data.pagination.total as number;
        expect(counts[d][option] ?? 0, `${qs}: ${d} ${option}`).toBe(total);
      }
    }
    return checked;
  }

  it('with no filter gives the catalogue counts', async () => {
    expect(await expectExact('')).toHaveLength(5);
    const { counts } = (await get('/api/v1/cars/counts/')).json().data;
    expect(counts.brands).toEqual({ Hyundai: 3, 'Maruti Suzuki': 3, Tata: 2, Toyota: 2 });
    expect(counts.bodyTypes.suv).toBe(2);
  });

  it.each([
    'city=Pune',
    'brand=Hyundai',
    'brand=Hyundai&city=Delhi',
    'fuelType=diesel&minPrice=1005000&maxPrice=2000000', // edge bands on both sides of the buckets
    'year=2021&maxPrice=1499999',
    'brand=Tata,Toyota',
    'city=Delhi,Mumbai&transmission=manual',
    'brand=Hyundai&city=Delhi&fuelType=petrol', // three structured filters: past the rollup
    'bodyType=suv',
    'bodyType=suv,compact_suv&city=Pune',
    'search=swift',
    'search=nexon&city=Pune',
    'minYear=2020&maxKm=80000',
    'brand=Maruti%20Suzuki&transmission=automatic&year=2021&minPrice=700000',
  ])('is exact under %s', async (qs) => {
    expect(await expectExact(qs)).toHaveLength(5);
  });

  it('counts what the corrected words show when the typed ones match nothing', async () => {
    const res = (await get('/api/v1/cars/counts/?search=nexn')).json().data;
    expect(res.counts.brands).toEqual({ Tata: 2 });
    expect(res.counts.cities).toEqual({ Delhi: 1, Pune: 1 });
  });

  it('follows a listing change at once', async () => {
    const before = (await get('/api/v1/cars/counts/?city=Mumbai')).json().data.counts.brands;
    expect(before).toEqual({ 'Maruti Suzuki': 1, Toyota: 1 });
    const id = (await t.ctx.db.execute<{ id: string }>(sql`select id from listings where model_name = 'Innova' and city_name = 'Mumbai'`)).rows[0]!.id;
    await t.ctx.db.execute(sql`update listings set status = 'sold' where id = ${id}`);
    t.ctx.catalogueChanges.changed(id);
    await expect.poll(async () => (await get('/api/v1/cars/counts/?city=Mumbai')).json().data.counts.brands).toEqual({ 'Maruti Suzuki': 1 });
    await t.ctx.db.execute(sql`update listings set status = 'approved' where id = ${id}`);
    t.ctx.catalogueChanges.changed(id);
    await expect.poll(async () => (await get('/api/v1/cars/counts/?city=Mumbai')).json().data.counts.brands).toEqual(before);
  });

  it('answers bad filters with 400 and details, as GET /cars/ does', async () => {
    const res = await get('/api/v1/cars/counts/?minPrice=cheap&year=1800');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    expect(JSON.stringify(res.json().error)).toContain('minPrice');
  });

  it('names a dimension uncounted, with no numbers, when its hits are more than the limit', async () => {
    const f = toFilters(carsQuerySchema.parse({ brand: 'Hyundai,Tata,Toyota', city: 'Delhi,Pune', fuelType: 'diesel' }));
    expect(rollupCounts('transmissions', withoutDimension(f, 'transmissions'))).toBe(false);
    const available = (await get('/api/v1/cars/?limit=1')).json().data.filters;
    const cache = () => new LoadingCache<RawCounts>({ ttlMs: 60_000, max: 100 });
    // Diesel cars in those brands and cities: Creta Pune, Nexon Delhi, Innova Delhi (3 hits); the
    // cities are counted over 4 diesel cars of those brands, the fuels over 6 cars of both.
    const wide = await narrowedCounts(t.ctx.pool, cache(), f, available, 6);
    expect(wide.uncounted).toBeUndefined();
    expect(wide.counts.transmissions).toEqual({ automatic: 1, manual: 2 });
    expect(wide.counts.fuelTypes).toEqual({ diesel: 3, electric: 1, petrol: 2 });
    const middle = await narrowedCounts(t.ctx.pool, cache(), f, available, 3);
    expect(middle.uncounted).toEqual(['cities', 'fuelTypes']);
    expect(middle.counts.fuelTypes).toEqual({});
    expect(middle.counts.transmissions).toEqual({ automatic: 1, manual: 2 });
    const narrow = await narrowedCounts(t.ctx.pool, cache(), f, available, 2);
    expect(narrow.uncounted).toEqual(['brands', 'cities', 'fuelTypes', 'transmissions', 'bodyTypes']);
    expect(narrow.counts.transmissions).toEqual({});
    expect(await countOverHits(t.ctx.pool, f, ['fuelTypes'], 2)).toEqual({ fuelTypes: null });
  });
});
