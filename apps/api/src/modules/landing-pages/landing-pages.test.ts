import { beforeAll, describe, expect, it } from 'vitest';
import { landingResponse } from '@gaadi/domain/schemas/landing';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { waitFor } from '../../test/wait-for.ts';
import { newestCards } from '../search/newest-cards.ts';

describe('landing pages (issue 12)', () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/landing/${url}` });
  const ok = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return landingResponse.parse(res.json()).data;
  };

  beforeAll(async () => {
    const sellerId = (await createUser(t.ctx)).user.id;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    for (let i = 0; i < 14; i++) {
      await createListing(t.ctx, { sellerId, city: 'Pune', brand: 'Maruti Suzuki', model: i < 9 ? 'Swift' : 'Baleno', price: 300_000 + i * 10_000, createdAt: day(i + 1) });
    }
    await createListing(t.ctx, { sellerId, city: 'Pune', brand: 'Tata', model: 'Nexon', price: 900_000, createdAt: day(20) });
    await createListing(t.ctx, { sellerId, city: 'New Delhi', state: 'Delhi', brand: 'Maruti Suzuki', model: 'Dzire', price: 650_000 });
    await createListing(t.ctx, { sellerId, city: 'Pune', brand: 'Tata', model: 'Punch', status: 'pending' });
    await createListing(t.ctx, { sellerId, city: 'Pune', brand: 'Maruti Suzuki', model: 'Alto', price: 1, status: 'sold' });
  });

  it('answers a city: live count, the newest 12 cars, its brands, price range and most listed models', async () => {
    const page = await ok('cities/pune/');
    expect(page).toMatchObject({ kind: 'city', city: { name: 'Pune', slug: 'pune' }, brand: null, total: 15, price_range: { min: 300_000, max: 900_000 } });
    expect(page.cars).toHaveLength(12);
    expect(page.cars[0]!.car_model).toBe('Nexon'); // newest first, as /buy sorts by default
    expect(page.cars.every((c) => c.city === 'Pune' && c.status === 'approved')).toBe(true);
    // The same cards, field for field, as /buy's first page of the city (its default order).
    const browse = (await t.app.inject({ method: 'GET', url: '/api/v1/cars/?city=Pune&limit=12' })).json().data.cars;
    expect(page.cars).toEqual(browse);
    expect(page.top_models.slice(0, 2)).toEqual([
      { brand: 'Maruti Suzuki', model: 'Swift', count: 9 },
      { brand: 'Maruti Suzuki', model: 'Baleno', count: 5 },
    ]);
    expect(page.brands).toEqual([
      { name: 'Maruti Suzuki', slug: 'maruti-suzuki', count: 14, path: '/used-cars/pune/maruti-suzuki' },
      { name: 'Tata', slug: 'tata', count: 1, path: '/used-cars/pune/tata' },
    ]);
    expect(page.browse_path).toBe('/buy?city=Pune');
  });

  it('answers a brand in a city with the other brands there and the other cities of the brand', async () => {
    const page = await ok('cities/pune/brands/maruti-suzuki/');
    expect(page).toMatchObject({ kind: 'city-brand', total: 14, brand: { name: 'Maruti Suzuki', slug: 'maruti-suzuki' } });
    expect(page.brands.map((b) => b.name)).toEqual(['Tata']);
    expect(page.cities).toEqual([{ name: 'New Delhi', slug: 'new-delhi', count: 1, path: '/used-cars/new-delhi/maruti-suzuki' }]);
    expect(page.browse_path).toBe('/buy?brand=Maruti+Suzuki&city=Pune');
  });

  it('answers a brand across cities', async () => {
    const page = await ok('brands/maruti-suzuki/');
    expect(page).toMatchObject({ kind: 'brand', city: null, total: 15 });
    expect(page.cities.map((c) => [c.name, c.count])).toEqual([
      ['Pune', 14],
      ['New Delhi', 1],
    ]);
  });

  it('answers a city with no cars with the cities that have cars, the same state first (issue 25)', async () => {
    const page = await ok('cities/mumbai/');
    expect(page).toMatchObject({ kind: 'city', total: 0, cars: [] });
    const names = page.nearby.map((c) => c.name);
    expect(names[0]).toBe('Pune'); // Maharashtra, like Mumbai
    expect(names).toContain('New Delhi');
    expect(names).not.toContain('Mumbai');
    expect(page.nearby.every((c) => c.count > 0 && c.path === `/used-cars/${c.slug}`)).toBe(true);
    expect(page.nearby.length).toBeLessThanOrEqual(6);
    // A brand missing from a city: the same, beside the brand's other cities.
    const pair = await ok('cities/new-delhi/brands/tata/');
    expect(pair.total).toBe(0);
    expect(pair.nearby.map((c) => c.name)).toContain('Pune');
    expect(pair.cities.map((c) => c.name)).toEqual(['Pune']);
  });

  it('lists no nearby cities on a page with cars', async () => {
    expect((await ok('cities/pune/')).nearby).toEqual([]);
  });

  it('takes the newest cars from the search index once it is read, the same as SQL gives (decision 048)', async () => {
    await waitFor('the search index', async () => (await t.app.inject('/api/ready')).json().data.search_index === 'ready');
    for (const f of [{ city: 'pune' }, { brand: 'maruti suzuki' }, { city: 'pune', brand: 'tata' }, { city: 'new delhi', brand: 'maruti suzuki' }, { city: 'pune', brand: 'kia' }]) {
      const { rows } = await t.ctx.pool.query<{ id: string }>(
        `select id from listings where status = 'approved' and ($1::text is null or lower(city_name) = $1) and ($2::text is null or lower(brand_name) = $2)
         order by created_at desc, id desc limit 12`,
        [f.city ?? null, 'brand' in f ? f.brand : null],
      );
      expect((await newestCards(t.ctx, f, 12)).map((r) => r.id), JSON.stringify(f)).toEqual(rows.map((r) => r.id));
    }
  });

  it('is a 404 for a slug that names no city or brand', async () => {
    for (const url of ['cities/atlantis/', 'brands/acme/', 'cities/pune/brands/acme/', 'cities/Pune/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });
});
