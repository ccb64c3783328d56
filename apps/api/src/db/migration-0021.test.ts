import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedBulkListings } from '../seed/bulk.ts';
import { createListing, createUser } from '../test/factories.ts';
import { PROJECTION_MISMATCHES_SQL } from '../test/projection-check.ts';
import { useTestApp } from '../test/helper.ts';

// Migration 0021 builds the search projection again beside the old one and swaps them (decision
// 045). Run again on a database with listings, it must leave the projection equal to the public
// listings whatever the old one held, with every index under its name, and the trigger writing it.
describe('migration 0021 on existing listings', () => {
  const t = useTestApp();
  it('builds the projection again from the listings and swaps it in, indexes and trigger included', async () => {
    await seedBulkListings({ db: t.ctx.db, storage: t.ctx.storage, count: 1500 });
    const { user } = await createUser(t.ctx);
    await createListing(t.ctx, { sellerId: user.id, brand: 'Tata', model: 'Nexon', variant: 'XZ+ (O)', values: { title: 'My own words' } });
    const db = t.ctx.pool;
    const indexes = async () =>
      (await db.query<{ indexname: string; def: string }>(`select indexname, regexp_replace(indexdef, '^.* USING ', '') as def from pg_indexes where tablename = 'listing_search' order by 1`)).rows;
    const before = await indexes();
    expect(before.map((i) => i.indexname)).toContain('listing_search_variant_trgm_idx');
    expect(before.map((i) => i.indexname)).not.toContain('listing_search_vector_idx');
    // A projection that went wrong: rows missing, a stale variant, a row that is not public.
    await db.query(`delete from listing_search where id in (select id from listing_search limit 100)`);
    await db.query(`update listing_search set variant_key = 'stale' where id in (select id from listing_search limit 10)`);
    await db.query(`insert into listing_search select (select id from listings where status <> 'approved' limit 1), brand_key, city_key, fuel_type, transmission, year, price,
                      km_driven, created_at, search_text, variant_key, model_key, body_type, owners, price_reduced_at from listing_search limit 1`);

    const sql = readFileSync(new URL('./migrations/0021_search_projection_without_vector.sql', import.meta.url), 'utf8');
    const client = await db.connect();
    try {
      await client.query('begin');
      for (const step of sql.split('--> statement-breakpoint')) await client.query(step);
      await client.query('commit');
    } finally {
      client.release();
    }

    expect(await indexes()).toEqual(before);
    const vectors = await db.query(`select table_name from information_schema.columns where column_name = 'search_vector' and table_schema = 'public'`);
    expect(vectors.rows).toEqual([]);
    const { rows } = await db.query(PROJECTION_MISMATCHES_SQL);
    expect(rows[0]).toEqual({ missing: 0, extra: 0, stale: 0 });

    // The trigger writes the new projection, and a short word finds the variant of a listing whose
    // title does not name it.
    const car = await createListing(t.ctx, { sellerId: user.id, brand: 'Maruti Suzuki', model: 'Wagon R', variant: 'LXi', values: { title: 'Family car' } });
    expect((await db.query(`select variant_key from listing_search where id = $1`, [car.id])).rows).toEqual([{ variant_key: 'lxi' }]);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/cars/?search=lx&limit=50' });
    expect(res.json().data.cars.map((c: { id: string }) => c.id)).toContain(car.id);
  }, 300_000);
});
