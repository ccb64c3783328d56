// In production GET /cars/ sends its answer as built, without parsing it against the contract's
// schema again (0.25 ms of a search, decision 047): that is only safe while the answer is already
// exactly the schema's output. For generated searches over bulk listings with photos, a dealer,
// reduced prices and the fair-price ratings, parsing changes nothing: no field is dropped, added,
// converted or reordered in value.
import { carsResponse } from '@gaadi/domain/schemas/car';
import { carsQuerySchema } from '@gaadi/domain/schemas/car';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBulkListings } from '../../seed/bulk.ts';
import { createRng } from '../../seed/random.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { expectSentAsBuilt } from '../../test/sent-as-built.ts';
import { createCarSearch } from './search-cars.ts';

describe('the answer of GET /cars/ as built', () => {
  const t = useTestApp();

  beforeAll(async () => {
    await seedBulkListings({ db: t.ctx.db, storage: t.ctx.storage, count: 400, seed: 47 });
    const { user } = await createUser(t.ctx, { name: 'Shape Motors' });
    await t.ctx.pool.query(`insert into dealers (user_id, slug, business_name, gstin, address, city_name) values ($1, 'shape-motors', 'Shape Motors', '27AAAAA1111A1Z5', 'MG Road', 'Pune')`, [user.id]);
    for (let i = 0; i < 6; i++) await createListing(t.ctx, { sellerId: user.id, brand: 'Tata', model: 'Nexon', variant: 'EV Max', price: 900_000 + i * 10_000, images: i % 3, featured: i === 0 });
    await t.ctx.pool.query(`update listings set price = price - 25000 where id in (select id from listing_search order by id limit 60)`);
  }, 120_000);

  it('is what parsing it against the contract gives, for every kind of search', async () => {
    const { searchCars } = createCarSearch(t.ctx);
    const rng = createRng(47);
    const pick = <T,>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
    let cards = 0;
    let dealers = 0;
    let reduced = 0;
    for (let i = 0; i < 60; i++) {
      const raw: Record<string, string> = { sortBy: pick(['created_desc', 'price_asc', 'year_desc', 'km_asc', 'reduced_desc']), page: String(1 + Math.floor(rng() * 3)), limit: pick(['12', '24']) };
      if (rng() < 0.3) raw.brand = pick(['Tata', 'Maruti Suzuki', 'Hyundai', 'Mahindra']);
      if (rng() < 0.3) raw.search = pick(['nexon', 'swift', 'ev', 'diesel automatic', 'swfit']);
      if (rng() < 0.3) raw.maxPrice = String(Math.floor(300_000 + rng() * 2_000_000));
      if (rng() < 0.1) raw.reduced = 'true';
      const q = carsQuerySchema.parse(raw);
      const built = { success: true as const, data: await searchCars(q) };
      expectSentAsBuilt(built, carsResponse);
      cards += built.data.cars.length;
      dealers += built.data.cars.filter((c) => c.dealer).length;
      reduced += built.data.cars.filter((c) => c.original_price !== null && c.original_price !== undefined).length;
    }
    expect(cards).toBeGreaterThan(400);
    expect(dealers).toBeGreaterThan(0);
    expect(reduced).toBeGreaterThan(0);
  });
});
