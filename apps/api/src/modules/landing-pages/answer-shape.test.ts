// In production the landing pages' answers are sent as built, without parsing them against the
// contract's schema again (decision 050, as GET /cars/ since decision 047): that is only safe while
// an answer is already exactly the schema's output. For every city, brand and brand in a city of
// bulk listings with photos, a dealer and reduced prices, and for pages with no cars (their nearby
// cities), parsing changes nothing: no field is dropped, added, converted or reordered in value.
import { landingResponse } from '@gaadi/domain/schemas/landing';
import { slugify } from '@gaadi/domain/slug';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBulkListings } from '../../seed/bulk.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { expectSentAsBuilt } from '../../test/sent-as-built.ts';
import { createLandingPages } from './landing-pages.ts';

describe('the answers of the landing pages as built', () => {
  // Cards read in SQL: the bulk seed writes around the change events a search index would follow.
  const t = useTestApp({ env: { SEARCH_INDEX: 'off' } });

  beforeAll(async () => {
    await seedBulkListings({ db: t.ctx.db, storage: t.ctx.storage, count: 300, seed: 50 });
    const { user } = await createUser(t.ctx, { name: 'Shape Motors' });
    await t.ctx.pool.query(`insert into dealers (user_id, slug, business_name, gstin, address, city_name) values ($1, 'shape-motors', 'Shape Motors', '27AAAAA1111A1Z5', 'MG Road', 'Pune')`, [user.id]);
    for (let i = 0; i < 4; i++) await createListing(t.ctx, { sellerId: user.id, city: 'Pune', brand: 'Tata', model: 'Nexon', price: 900_000 + i * 10_000, images: i % 3 });
    await t.ctx.pool.query(`update listings set price = price - 25000 where id in (select id from listing_search order by id limit 40)`);
  }, 120_000);

  it('is what parsing it against the contract gives, for every kind of landing page', async () => {
    const landing = createLandingPages(t.ctx);
    const { rows: places } = await t.ctx.pool.query<{ city: string; brand: string }>(
      `select distinct city_name as city, brand_name as brand from listings where status = 'approved' order by 1, 2 limit 40`,
    );
    const { rows: empty } = await t.ctx.pool.query<{ name: string }>(
      `select name from cities where lower(name) not in (select distinct lower(city_name) from listings where status = 'approved') order by name limit 1`,
    );
    const pages = [
      ...places.map((p) => () => landing.cityBrand(slugify(p.city), slugify(p.brand))),
      ...[...new Set(places.map((p) => p.city))].map((c) => () => landing.city(slugify(c))),
      ...[...new Set(places.map((p) => p.brand))].map((b) => () => landing.brand(slugify(b))),
      // The dealer's cars, newest in Pune.
      () => landing.cityBrand('pune', 'tata'),
      // A catalogue city without cars: an empty page that names nearby cities.
      () => landing.city(slugify(empty[0]!.name)),
    ];
    let cards = 0;
    let dealers = 0;
    let reduced = 0;
    let nearby = 0;
    for (const page of pages) {
      const built = { success: true as const, data: await page() };
      expectSentAsBuilt(built, landingResponse);
      cards += built.data.cars.length;
      dealers += built.data.cars.filter((c) => c.dealer).length;
      reduced += built.data.cars.filter((c) => c.original_price !== null && c.original_price !== undefined).length;
      nearby += built.data.nearby.length;
    }
    expect(cards).toBeGreaterThan(200);
    expect(dealers).toBeGreaterThan(0);
    expect(reduced).toBeGreaterThan(0);
    expect(nearby).toBeGreaterThan(0);
  });
});
