import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, cities, features, models, variants } from '../../db/schema.ts';
import { createAdmin, createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

interface CityOut {
  id: string;
  name: string;
  state: string;
  car_count: number;
  carCount: number;
}

describe('public catalogue (contract 4.3–4.6)', () => {
  const t = useTestApp();
  let sellerId: string;
  const api = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const listing = (seed: Omit<Parameters<typeof createListing>[1], 'sellerId'>) => createListing(t.ctx, { sellerId, ...seed });

  beforeAll(async () => {
    sellerId = (await createUser(t.ctx)).user.id;
    // Cities: counts of approved listings only; unverified cities only with an approved listing.
    await t.ctx.db.insert(cities).values([
      { name: 'Zeroville', state: 'Zed' },
      { name: 'Ghostcity', state: 'Nowhere', verified: false },
      { name: 'Newcity', state: 'Fresh', verified: false },
      { name: 'Pendcity', state: 'Waiting', verified: false },
    ]);
    await listing({ city: 'Alphaville', state: 'Alpha', brand: 'Testmotors', model: 'Alpha', variant: 'A1' });
    await listing({ city: 'Alphaville', brand: 'Testmotors', model: 'Beta', variant: '' });
    await listing({ city: 'Betatown', state: 'Beta' });
    await listing({ city: 'Betatown', status: 'pending' });
    await listing({ city: 'Newcity' });
    await listing({ city: 'Pendcity', status: 'pending' });
    // Brands: logos in every stored form; unverified names only once an approved listing uses them.
    await t.ctx.db.insert(brands).values([
      { name: 'Logo Path', logoUrl: '/brands/logo-path.svg' },
      { name: 'Logo Key', logoUrl: 'brands/logo-key.png' },
      { name: 'Logo Absolute', logoUrl: 'https://cdn.example.in/a.png' },
      { name: 'Typed Brand', verified: false },
      { name: 'Shown Typed Brand', verified: false },
    ]);
    const [maker] = await t.ctx.db.select().from(brands).where(sql`lower(${brands.name}) = 'testmotors'`);
    await t.ctx.db.insert(models).values([
      { brandId: maker!.id, name: 'Hidden Typed Model', verified: false },
      { brandId: maker!.id, name: 'Shown Typed Model', verified: false },
    ]);
    const [alpha] = await t.ctx.db.select().from(models).where(sql`${models.brandId} = ${maker!.id} and ${models.name} = 'Alpha'`);
    await t.ctx.db.insert(variants).values({ modelId: alpha!.id, name: 'Hidden Typed Variant', verified: false });
    await listing({ brand: 'Shown Typed Brand', model: 'Own Model', variant: 'Base', city: 'Alphaville', status: 'approved' });
    await listing({ brand: 'Typed Brand', model: 'Pending Model', status: 'pending' });
    await listing({ brand: 'Testmotors', model: 'Shown Typed Model', variant: 'Typed Variant', city: 'Alphaville' });
    await t.ctx.db.execute(sql`update variants set verified = false where name = 'Typed Variant'`);
    await t.ctx.db.insert(features).values([
      { category: 'Test Safety', name: 'Test ABS', icon: '🛡️', description: 'Anti-lock brakes', sortOrder: 2 },
      { category: 'Test Safety', name: 'Test Airbags', icon: null, description: '', sortOrder: 1 },
      { category: 'Test Comfort', name: 'Test Sunroof', icon: '☀️', description: 'Opens', sortOrder: 5 },
    ]);
  });

  describe('GET /cars/cities/', () => {
    const mine = (list: CityOut[]) => list.filter((c) => ['Alphaville', 'Betatown', 'Newcity', 'Zeroville', 'Ghostcity', 'Pendcity'].includes(c.name));

    it('lists cities with live counts of public listings, most listings first, then by name', async () => {
      const res = await api('/cars/cities/');
      expect(res.statusCode).toBe(200);
      const list: CityOut[] = res.json().data.cities;
      expect(mine(list).map((c) => [c.name, c.car_count, c.carCount])).toEqual([
        ['Alphaville', 4, 4],
        ['Betatown', 1, 1],
        ['Newcity', 1, 1],
        ['Zeroville', 0, 0],
      ]);
      const counts = list.map((c) => c.car_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(Object.keys(list[0]!).sort()).toEqual(['carCount', 'car_count', 'id', 'name', 'state']);
      expect(list.find((c) => c.name === 'Alphaville')!.state).toBe('Alpha');
    });

    it('updates the counts when a listing change is announced', async () => {
      const car = await listing({ city: 'Zeroville' });
      t.ctx.catalogueChanges.changed(car.id);
      const list: CityOut[] = (await api('/cars/cities/')).json().data.cities;
      expect(list.find((c) => c.name === 'Zeroville')!.carCount).toBe(1);
    });
  });

  describe('GET /cars/brands/', () => {
    it('nests models and variants and repeats the lists under data.data', async () => {
      const res = await api('/cars/brands/');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.data).toEqual({ brands: data.brands, models: data.models });
      const maker = data.brands.find((b: { name: string }) => b.name === 'Testmotors');
      expect(maker.models.map((m: { name: string }) => m.name)).toEqual(['Alpha', 'Beta', 'Shown Typed Model']);
      expect(maker.models[0]).toEqual({ name: 'Alpha', variants: [{ name: 'A1' }] });
      expect(maker.models[1]).toEqual({ name: 'Beta', variants: [] });
      expect(maker.models[2].variants).toEqual([{ name: 'Typed Variant' }]);
      expect(data.models).toContainEqual({ brand: 'Testmotors', name: 'Alpha', variants: [{ name: 'A1' }] });
    });

    it('shows names sellers typed only while an approved listing uses them', async () => {
      const names = (await api('/cars/brands/')).json().data.brands.map((b: { name: string }) => b.name);
      expect(names).toContain('Shown Typed Brand');
      expect(names).not.toContain('Typed Brand');
    });

    it('makes every logo an absolute URL or null', async () => {
      const logos = Object.fromEntries(
        (await api('/cars/brands/')).json().data.brands.map((b: { name: string; logo: string | null }) => [b.name, b.logo]),
      );
      expect(logos['Logo Path']).toBe('http://localhost:3000/brands/logo-path.svg');
      expect(logos['Logo Key']).toBe('http://localhost:3000/media/brands/logo-key.png');
      expect(logos['Logo Absolute']).toBe('https://cdn.example.in/a.png');
      expect(logos['Shown Typed Brand']).toBeNull();
    });

    it('narrows to one brand, case-insensitively, and treats an empty brand as none', async () => {
      const one = (await api('/cars/brands/?brand=tESTmotors')).json().data;
      expect(one.brands.map((b: { name: string }) => b.name)).toEqual(['Testmotors']);
      expect(one.data.brands).toEqual(one.brands);
      expect(one.models.every((m: { brand: string }) => m.brand === 'Testmotors')).toBe(true);
      expect((await api('/cars/brands/?brand=Nope')).json().data).toEqual({ brands: [], models: [], data: { brands: [], models: [] } });
      expect((await api('/cars/brands/?brand=')).json().data.brands.length).toBeGreaterThan(3);
    });
  });

  describe('GET /utils/car-features/', () => {
    it('groups features by category in sort order under features and data.features', async () => {
      const res = await api('/utils/car-features/');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.data.features).toEqual(data.features);
      expect(data.features['Test Safety']).toEqual([
        { name: 'Test Airbags', icon: null, description: '' },
        { name: 'Test ABS', icon: '🛡️', description: 'Anti-lock brakes' },
      ]);
      expect(data.features['Test Comfort']).toEqual([{ name: 'Test Sunroof', icon: '☀️', description: 'Opens' }]);
    });

    it('narrows to one category, case-insensitively', async () => {
      const { data } = (await api('/utils/car-features/?category=test%20comfort')).json();
      expect(Object.keys(data.features)).toEqual(['Test Comfort']);
      expect((await api('/utils/car-features/?category=none')).json().data.features).toEqual({});
    });
  });

  it('GET /utils/config/ gives the limits under config and data', async () => {
    const { data } = (await api('/utils/config/')).json();
    expect(data.config).toEqual(data.data);
    expect(data.config.limits).toEqual({ maxImagesPerListing: 10, maxVideosPerListing: 1, maxImageSizeMB: 5, maxVideoSizeMB: 50 });
  });

  it('GET /utils/config/ gives the company contact in full, as configured (issue 13)', async () => {
    const { data } = (await api('/utils/config/')).json();
    expect(data.config.brandContact).toEqual(t.ctx.config.brandContact);
    expect(data.config.brandContact.email).not.toContain('*');
    expect(data.config.brandContact.phone).toMatch(/^\+91[\d ]{10,}$/);
  });

  it('answers every catalogue route despite a stale, malformed or admin bearer', async () => {
    const { auth } = await createAdmin(t.ctx);
    for (const url of ['/cars/cities/', '/cars/brands/', '/utils/car-features/', '/utils/config/']) {
      for (const authorization of ['Bearer eyJhbGciOiJIUzI1NiJ9.e30.bad', 'Bearer', auth.authorization]) {
        expect((await api(url, { authorization })).statusCode, `${url} ${authorization}`).toBe(200);
      }
    }
  });
});
