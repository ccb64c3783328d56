// The landing pages' rollup (landing_model_counts, migration 0019, decision 041) against a fresh
// group by over the public listings after every kind of write: bulk and single inserts, deletes,
// status, price, city, model and brand-name changes, an update that touches none of its columns,
// two writers of one group at once, and a truncate.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { publicModelCounts } from './landing-reads.ts';

type Group = { city_id: string; brand_id: string; model_name: string; brand_name: string; city_name: string; n: number; min_price: number | null; max_price: number | null };

describe('landing_model_counts', () => {
  const t = useTestApp();
  let sellerId: string;

  const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await t.ctx.db.execute<T>(q)).rows;
  const key = (g: Group) => [g.city_id, g.brand_id, g.model_name, g.brand_name, g.city_name].join('|');
  /** The rollup equals the group by over the public listings: every group, its count and both price ends. */
  const expectExact = async (when: string) => {
    const fresh = await rows<Group>(sql`
      select city_id, brand_id, model_name, brand_name, city_name, count(*)::int as n, min(price) as min_price, max(price) as max_price
      from listings where status = 'approved' group by 1, 2, 3, 4, 5`);
    const kept = await rows<Group>(sql`select city_id, brand_id, model_name, brand_name, city_name, n, min_price, max_price from landing_model_counts`);
    const sort = (a: Group[]) => [...a].sort((x, y) => key(x).localeCompare(key(y)));
    expect(sort(kept.filter((g) => g.n !== 0)), when).toEqual(sort(fresh));
    // Groups whose listings all left stay, empty and without prices; no count goes below zero.
    expect(kept.filter((g) => g.n === 0 && (g.min_price !== null || g.max_price !== null)), when).toEqual([]);
    expect(kept.filter((g) => g.n < 0), when).toEqual([]);
    return fresh.length;
  };
  const ids = async (where: ReturnType<typeof sql>) => (await rows<{ id: string }>(sql`select id from listings where ${where}`)).map((r) => r.id);

  beforeAll(async () => {
    sellerId = (await createUser(t.ctx)).user.id;
    await t.ctx.db.execute(sql`insert into brands (name) select 'Roll Brand ' || g from generate_series(1, 6) g`);
    await t.ctx.db.execute(sql`insert into cities (name, state) select 'Roll City ' || g, 'Roll State' from generate_series(1, 5) g`);
    await t.ctx.db.execute(sql`insert into models (brand_id, name) select id, 'Roll Model' from brands where name like 'Roll Brand %'`);
  });

  /** n listings over 6 brands, 5 cities and 7 model names; every fifth pending, every thirteenth sold. */
  const insertMany = (n: number, from: number) =>
    t.ctx.db.execute(sql`
      with b as (select array_agg(id order by name) ids, array_agg(name order by name) names from brands where name like 'Roll Brand %'),
           c as (select array_agg(id order by name) ids, array_agg(name order by name) names from cities where name like 'Roll City %')
      insert into listings (seller_id, brand_id, model_id, city_id, brand_name, model_name, city_name, title,
                            year, price, km_driven, fuel_type, transmission, status, created_at, updated_at)
      select ${sellerId}, b.ids[1 + g % 6], (select id from models where brand_id = b.ids[1 + g % 6] limit 1), c.ids[1 + g % 5],
             b.names[1 + g % 6], 'Model ' || (g % 7), c.names[1 + g % 5], 'Car ' || g, 2005 + g % 20,
             100000 + (g * 7919) % 3000000, 1000, 'petrol', 'manual',
             case when g % 5 = 0 then 'pending' when g % 13 = 0 then 'sold' else 'approved' end, now(), now()
      from generate_series(${from}::int, ${from + n - 1}::int) g, b, c`);

  it('stays equal to a group by over the public listings through bulk and single writes', async () => {
    await insertMany(3000, 1);
    expect(await expectExact('bulk insert')).toBeGreaterThan(150);

    // Single rows through the app's own write, public and pending.
    await createListing(t.ctx, { sellerId, city: 'Roll City 1', brand: 'Roll Brand 1', model: 'Model 1', price: 1 });
    await createListing(t.ctx, { sellerId, city: 'Roll City 1', brand: 'Roll Brand 1', model: 'Model 1', price: 99_000_000 });
    await createListing(t.ctx, { sellerId, city: 'Roll City 2', brand: 'Roll Brand 2', model: 'New Model', price: 123_456, status: 'pending' });
    await expectExact('single inserts');

    // The cheapest and the dearest car of every group, lower and dearer still, then back inside the range.
    await t.ctx.db.execute(sql`
      update listings set price = price - 50000 where id in (
        select distinct on (city_id, brand_id, model_name) id from listings where status = 'approved' order by city_id, brand_id, model_name, price)`);
    await expectExact('bulk price cut of each cheapest car');
    await t.ctx.db.execute(sql`
      update listings l set price = x.p from (
        select distinct on (city_id, brand_id, model_name) id, price + 1 as p from listings where status = 'approved'
        order by city_id, brand_id, model_name, price desc) x where l.id = x.id`);
    await expectExact('bulk price rise of each dearest car');
    const [cheapest] = await ids(sql`status = 'approved' order by price limit 1`);
    await t.ctx.db.execute(sql`update listings set price = 1500000 where id = ${cheapest}`);
    await expectExact('the cheapest car priced inside its range');
    const [dearest] = await ids(sql`status = 'approved' order by price desc limit 1`);
    await t.ctx.db.execute(sql`update listings set price = 1500001 where id = ${dearest}`);
    await expectExact('the dearest car priced inside its range');

    // Deletes: the ends of groups in bulk, then one, then every car of one group.
    await t.ctx.db.execute(sql`delete from listings where id in (select id from listings order by price limit 150)`);
    await expectExact('bulk delete of the cheapest');
    await t.ctx.db.execute(sql`delete from listings where id in (select id from listings order by price desc limit 150)`);
    await expectExact('bulk delete of the dearest');
    const [one] = await ids(sql`status = 'approved' order by price desc limit 1`);
    await t.ctx.db.execute(sql`delete from listings where id = ${one}`);
    await expectExact('single delete');
    const [group] = await rows<{ city_id: string; brand_id: string; model_name: string }>(sql`
      select city_id, brand_id, model_name from listings where status = 'approved' group by 1, 2, 3 order by count(*) desc limit 1`);
    await t.ctx.db.execute(sql`delete from listings where city_id = ${group!.city_id} and brand_id = ${group!.brand_id} and model_name = ${group!.model_name}`);
    await expectExact('a whole group deleted');
    const empty = await rows<Group>(sql`select * from landing_model_counts where city_id = ${group!.city_id} and brand_id = ${group!.brand_id} and model_name = ${group!.model_name}`);
    expect(empty.map((g) => [g.n, g.min_price, g.max_price])).toEqual([[0, null, null]]);

    // Status: approvals, withdrawals, and both in one statement; one row.
    await t.ctx.db.execute(sql`update listings set status = case status when 'approved' then 'sold' else 'approved' end where price % 3 = 0`);
    await expectExact('bulk status swap');
    const [pending] = await ids(sql`status = 'pending' limit 1`);
    await t.ctx.db.execute(sql`update listings set status = 'approved' where id = ${pending}`);
    await expectExact('single approval');
    await t.ctx.db.execute(sql`update listings set status = 'rejected' where id = ${pending}`);
    await expectExact('single rejection');

    // Moves between groups: city, model, brand name (a renamed brand keeps its id), with prices.
    await t.ctx.db.execute(sql`
      update listings set city_id = (select id from cities where name = 'Roll City 2'), city_name = 'Roll City 2', price = price + 7
      where price % 7 = 0`);
    await expectExact('bulk city move with a price change');
    await t.ctx.db.execute(sql`update listings set model_name = 'Model X' where price % 11 = 0`);
    await expectExact('bulk model rename');
    const [moved] = await ids(sql`status = 'approved' and model_name <> 'Model 0' limit 1`);
    await t.ctx.db.execute(sql`update listings set model_name = 'Model 0', price = 2 where id = ${moved}`);
    await expectExact('single model and price change');
    await t.ctx.db.execute(sql`update listings set brand_name = 'ROLL BRAND 3' where brand_name = 'Roll Brand 3' and price % 2 = 0`);
    await expectExact('half of a brand renamed');

    // Bulk insert again into the existing and the emptied groups.
    await insertMany(1000, 5001);
    await expectExact('second bulk insert');
  });

  it('reads a city and a brand as the group by over listings did', async () => {
    const [pick] = await rows<{ city_id: string; brand_id: string }>(sql`
      select city_id, brand_id from listings where status = 'approved' and brand_name = 'ROLL BRAND 3' limit 1`);
    const { city_id: cityId, brand_id: brandId } = pick!;
    const old = {
      city: await rows(sql`
        select lower(min(brand_name)) as key, min(brand_name) as name, model_name as model, min(brand_name) as brand,
               count(*)::int as n, min(price)::int as min_price, max(price)::int as max_price
        from listings where status = 'approved' and city_id = ${cityId} group by brand_id, model_name`),
      brand: await rows(sql`
        select lower(min(city_name)) as key, min(city_name) as name, model_name as model, '' as brand,
               count(*)::int as n, min(price)::int as min_price, max(price)::int as max_price
        from listings where status = 'approved' and brand_id = ${brandId} group by city_id, model_name`),
    };
    const order = (a: Record<string, unknown>[]) => [...a].sort((x, y) => `${x.key}|${x.model}`.localeCompare(`${y.key}|${y.model}`));
    expect(old.city.length).toBeGreaterThan(5);
    expect(order(await publicModelCounts(t.ctx.db, { cityId }))).toEqual(order(old.city));
    expect(order(await publicModelCounts(t.ctx.db, { brandId }))).toEqual(order(old.brand));
  });

  it('writes nothing for an update that changes none of its columns', async () => {
    const before = await rows<{ ctid: string; xmin: string }>(sql`select ctid::text, xmin::text from landing_model_counts order by ctid`);
    await t.ctx.db.execute(sql`update listings set views_count = views_count + 1, description = description || ' '`);
    await t.ctx.db.execute(sql`update listings set price = price where status = 'approved'`);
    expect(await rows(sql`select ctid::text, xmin::text from landing_model_counts order by ctid`)).toEqual(before);
    await expectExact('views counted');
  });

  for (const [what, change] of [
    ['deletes', 'delete from listings where id = $1'],
    ['prices dearer', 'update listings set price = price + 10000000 where id = $1'],
  ] as const) {
    it(`keeps a group exact when a writer ${what} its cheapest car while another adds one`, async () => {
      const [g] = await rows<{ city_id: string; brand_id: string; model_name: string; ids: string[]; prices: number[] }>(sql`
        select city_id, brand_id, model_name, array_agg(id order by price) as ids, array_agg(price order by price) as prices
        from listings where status = 'approved' group by 1, 2, 3
        having count(*) >= 3 and min(price) + 10 < (array_agg(price order by price))[2] order by 1, 2, 3 limit 1`);
      const a = await t.ctx.pool.connect();
      const b = await t.ctx.pool.connect();
      try {
        // A adds a car priced between the group's two cheapest and holds its transaction open.
        // Another year than the cheapest car's, so that the two writers meet on this rollup's row alone.
        await a.query('begin');
        await a.query(
          `insert into listings (seller_id, brand_id, model_id, city_id, brand_name, model_name, city_name, title, year, price, km_driven,
                                 fuel_type, transmission, status, created_at, updated_at)
           select seller_id, brand_id, model_id, city_id, brand_name, model_name, city_name, title, year + 1, $2, km_driven,
                  fuel_type, transmission, 'approved', now(), now() from listings where id = $1`,
          [g!.ids[0], g!.prices[0]! + 5],
        );
        // B changes the cheapest: its trigger waits for A's group row, then must count A's car.
        const pid = (await b.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
        const changed = b.query(change, [g!.ids[0]]);
        for (let i = 0; i < 200; i++) {
          const { rows: w } = await t.ctx.pool.query(`select 1 from pg_stat_activity where pid = $1 and wait_event_type = 'Lock'`, [pid]);
          if (w.length) break;
          await new Promise((r) => setTimeout(r, 25));
        }
        await a.query('commit');
        await changed;
      } finally {
        a.release();
        b.release();
      }
      const [kept] = await rows<{ min_price: number }>(sql`
        select min(min_price) as min_price from landing_model_counts where city_id = ${g!.city_id} and brand_id = ${g!.brand_id} and model_name = ${g!.model_name}`);
      expect(kept!.min_price).toBe(g!.prices[0]! + 5);
      await expectExact(`two writers of one group (${what})`);
    });
  }

  it('empties with a truncate of listings', async () => {
    await t.ctx.db.execute(sql`truncate listings cascade`);
    expect(await rows(sql`select * from landing_model_counts`)).toEqual([]);
  });
});
