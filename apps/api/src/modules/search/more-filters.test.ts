// Issue 13's filters of GET /cars/ (body type, model, several brands or cities, year range,
// kilometres, owners, recently reduced and its sort), the option counts, and body_type and
// images_count on every card. The 8 original parameters are covered by search-cars.test.ts.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const DAY = 86_400_000;

describe('GET /cars/ filters of issue 13', () => {
  const t = useTestApp();
  const ids: Record<string, string> = {};
  const get = (qs = '') => t.app.inject({ method: 'GET', url: `/api/v1/cars/${qs}` });
  const idsOf = async (qs: string) => {
    const res = await get(qs);
    expect(res.statusCode, res.body).toBe(200);
    const { cars, pagination } = res.json().data;
    expect(pagination.total, `${qs}: the total is exact`).toBe(cars.length);
    return cars.map((c: { id: string }) => c.id) as string[];
  };
  const totalOf = async (qs: string) => (await get(qs)).json().data.pagination.total as number;
  const setPrice = async (id: string | undefined, price: number) => {
    await t.ctx.db.execute(sql`update listings set price = ${price} where id = ${id!}`);
    t.ctx.catalogueChanges.changed(id!);
  };

  beforeAll(async () => {
    const { user } = await createUser(t.ctx);
    const now = Date.now();
    const make = async (key: string, seed: Omit<Parameters<typeof createListing>[1], 'sellerId'>, daysAgo: number) => {
      ids[key] = (await createListing(t.ctx, { sellerId: user.id, createdAt: new Date(now - daysAgo * DAY), ...seed })).id;
    };
    await make('creta', { brand: 'Hyundai', model: 'Creta', city: 'Pune', fuelType: 'diesel', year: 2021, price: 1_500_000, kmDriven: 30_000, images: 4, values: { ownerNumber: '2nd' } }, 1);
    await make('swift', { brand: 'Maruti Suzuki', model: 'Swift', city: 'Mumbai', year: 2019, price: 550_000, kmDriven: 42_000, images: 2 }, 2);
    await make('nexon', { brand: 'Tata', model: 'Nexon', city: 'Pune', fuelType: 'electric', year: 2022, price: 1_200_000, kmDriven: 10_000, values: { ownerNumber: '3rd' } }, 3);
    await make('innova', { brand: 'Toyota', model: 'Innova', city: 'Delhi', fuelType: 'diesel', year: 2017, price: 1_800_000, kmDriven: 90_000, images: 0, values: { ownerNumber: '4th+' } }, 4);
    await make('baleno', { brand: 'Maruti Suzuki', model: 'Baleno', city: 'Pune', fuelType: 'cng', year: 2018, price: 650_000, kmDriven: 60_000, images: 3 }, 5);
    await make('venue', { brand: 'Hyundai', model: 'Venue', city: 'Delhi', year: 2020, price: 800_000, kmDriven: 25_000 }, 6);
    await make('pendingSuv', { brand: 'Kia', model: 'Seltos', city: 'Pune', status: 'pending' }, 0);
  });

  it('fills body_type from the catalogue model and images_count from the photos on every card', async () => {
    const cars = (await get('?limit=50')).json().data.cars as Array<{ id: string; body_type: string | null; images_count: number; images: unknown[] }>;
    const byId = new Map<string | undefined, (typeof cars)[number]>(cars.map((c) => [c.id, c]));
    expect(byId.get(ids.creta)).toMatchObject({ body_type: 'suv', images_count: 4 });
    expect(byId.get(ids.creta)!.images).toHaveLength(1); // lists still carry only the cover
    expect(byId.get(ids.nexon)).toMatchObject({ body_type: 'compact_suv', images_count: 1 });
    expect(byId.get(ids.innova)).toMatchObject({ body_type: 'muv', images_count: 0 });
    expect(byId.get(ids.swift)).toMatchObject({ body_type: 'hatchback', images_count: 2 });
  });

  it('filters by one or several body types', async () => {
    expect(await idsOf('?bodyType=hatchback')).toEqual([ids.swift, ids.baleno]);
    expect(await idsOf('?bodyType=compact_suv,suv')).toEqual([ids.creta, ids.nexon, ids.venue]);
    expect(await idsOf('?bodyType=SUV&city=Pune')).toEqual([ids.creta]);
    expect(await idsOf('?bodyType=convertible')).toEqual([]);
  });

  it('filters by model, case-insensitively, alone or after a brand, one or several', async () => {
    expect(await idsOf('?brand=Hyundai&model=creta')).toEqual([ids.creta]);
    expect(await idsOf('?brand=Maruti%20Suzuki&model=Swift,BALENO')).toEqual([ids.swift, ids.baleno]);
    expect(await idsOf('?model=Nexon')).toEqual([ids.nexon]);
    expect(await idsOf('?brand=Tata&model=Creta')).toEqual([]);
  });

  it('takes several comma-separated brands or cities, and one exactly as before', async () => {
    expect(await idsOf('?brand=Tata,toyota')).toEqual([ids.nexon, ids.innova]);
    expect(await idsOf('?brand=Tata, Toyota ,')).toEqual([ids.nexon, ids.innova]);
    expect(await idsOf('?city=delhi,MUMBAI')).toEqual([ids.swift, ids.innova, ids.venue]);
    expect(await idsOf('?brand=Hyundai,Tata&city=Pune,Delhi&fuelType=diesel')).toEqual([ids.creta]);
    expect(await idsOf('?brand=Maruti%20Suzuki')).toEqual([ids.swift, ids.baleno]);
    expect(await totalOf('?brand=Hyundai,Maruti%20Suzuki&minPrice=600000&maxPrice=1500000')).toBe(3);
  });

  it('filters by a year range, kilometres and owners', async () => {
    expect(await idsOf('?minYear=2020')).toEqual([ids.creta, ids.nexon, ids.venue]);
    expect(await idsOf('?maxYear=2018')).toEqual([ids.innova, ids.baleno]);
    expect(await idsOf('?minYear=2018&maxYear=2019')).toEqual([ids.swift, ids.baleno]);
    expect(await idsOf('?minYear=2019&maxYear=2019&sortBy=price_asc')).toEqual([ids.swift]);
    expect(await idsOf('?maxKm=30000')).toEqual([ids.creta, ids.nexon, ids.venue]);
    expect(await idsOf('?maxOwners=1')).toEqual([ids.swift, ids.baleno, ids.venue]);
    expect(await idsOf('?maxOwners=2&bodyType=suv,compact_suv')).toEqual([ids.creta, ids.venue]);
    expect(await idsOf('?maxOwners=3&sortBy=km_desc')).toEqual([ids.baleno, ids.swift, ids.creta, ids.venue, ids.nexon]);
    expect(await totalOf('?maxOwners=4')).toBe(6);
  });

  it('finds cars whose price went down in the last 30 days and sorts them most recently reduced first', async () => {
    expect(await idsOf('?reduced=true')).toEqual([]);
    await setPrice(ids.swift, 520_000);
    await setPrice(ids.innova, 1_900_000); // a rise is no reduction
    await setPrice(ids.baleno, 600_000);
    await t.ctx.db.execute(sql`update listings set price_reduced_at = now() - interval '1 day' where id = ${ids.swift}`);
    t.ctx.catalogueChanges.changed(ids.swift);
    expect(await idsOf('?reduced=true')).toEqual([ids.swift, ids.baleno]);
    expect(await idsOf('?reduced=true&sortBy=reduced_desc')).toEqual([ids.baleno, ids.swift]);
    expect(await idsOf('?reduced=false')).toHaveLength(6);
    // Reduced ones first, then the others newest first.
    expect(await idsOf('?sortBy=reduced_desc')).toEqual([ids.baleno, ids.swift, ids.creta, ids.nexon, ids.innova, ids.venue]);
    await t.ctx.db.execute(sql`update listings set price_reduced_at = now() - interval '31 days' where id = ${ids.swift}`);
    t.ctx.catalogueChanges.changed(ids.swift);
    expect(await idsOf('?reduced=true')).toEqual([ids.baleno]);
    // It survives leaving and re-entering the public catalogue (the projection copies it back).
    await t.ctx.db.execute(sql`update listings set status = 'inactive' where id = ${ids.baleno}`);
    await t.ctx.db.execute(sql`update listings set status = 'approved' where id = ${ids.baleno}`);
    t.ctx.catalogueChanges.changed(ids.baleno);
    expect(await idsOf('?reduced=true')).toEqual([ids.baleno]);
  });

  it('counts the options of the filter panel over the public catalogue', async () => {
    const { counts } = (await get('?brand=Tata')).json().data.filters;
    expect(counts.bodyTypes).toEqual({ suv: 1, compact_suv: 2, hatchback: 2, muv: 1 });
    expect(counts.fuelTypes).toEqual({ petrol: 2, diesel: 2, electric: 1, cng: 1 });
    expect(counts.transmissions).toEqual({ manual: 6 });
    expect(counts.brands).toEqual({ Hyundai: 2, 'Maruti Suzuki': 2, Tata: 1, Toyota: 1 });
    expect(counts.cities).toEqual({ Pune: 3, Mumbai: 1, Delhi: 2 });
  });

  it('rejects bad values of the new filters with per-field details and changes nothing', async () => {
    const cases: Array<[string, string, string]> = [
      ['?bodyType=spaceship', 'bodyType', 'Body type must be one of: hatchback, sedan, suv, compact_suv, muv, pickup, coupe, convertible, wagon (several separated by commas)'],
      ['?bodyType=suv,limo', 'bodyType', 'Body type must be one of'],
      ['?minYear=abc', 'minYear', 'Minimum year must be a number'],
      ['?maxYear=2019.5', 'maxYear', 'Maximum year must be a whole number'],
      ['?minYear=1800', 'minYear', 'Minimum year must be 1900 or later'],
      ['?minYear=2022&maxYear=2018', 'maxYear', 'Maximum year cannot be before minimum year'],
      ['?maxKm=-1', 'maxKm', 'Maximum kilometres cannot be negative'],
      ['?maxKm=lots', 'maxKm', 'Maximum kilometres must be a number'],
      ['?maxOwners=0', 'maxOwners', 'Maximum owners must be between 1 and 4'],
      ['?maxOwners=5', 'maxOwners', 'Maximum owners must be between 1 and 4'],
      ['?reduced=yes', 'reduced', 'Reduced must be true or false'],
      [`?brand=${Array.from({ length: 21 }, (_, i) => `b${i}`).join(',')}`, 'brand', 'At most 20 values for brand'],
      [`?model=${'x'.repeat(1001)}`, 'model', 'Model is too long'],
    ];
    for (const [qs, field, message] of cases) {
      const res = await get(qs);
      expect(res.statusCode, qs).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details[field]?.[0], qs).toContain(message);
    }
    // Empty values are dropped like the others; a price range upside down stays an empty answer.
    expect(await totalOf('?bodyType=&model=&minYear=&maxYear=&maxKm=&maxOwners=&reduced=')).toBe(6);
    expect((await get('?minPrice=900000&maxPrice=100000')).json().data.pagination.total).toBe(0);
  });

  it('lists the new parameters and the similar endpoint in the OpenAPI document', async () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, { parameters: Array<{ name: string }> }>> };
    const params = doc.paths['/api/v1/cars/']!.get!.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['bodyType', 'model', 'minYear', 'maxYear', 'maxKm', 'maxOwners', 'reduced', 'brand', 'city']));
    expect(doc.paths['/api/v1/cars/{id}/similar/']).toBeDefined();
    expect(doc.paths['/api/v1/users/me/favorites/']!.get!.parameters.map((p: { name: string }) => p.name)).toEqual(['page', 'limit']);
  });
});
