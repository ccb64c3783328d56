// The UPDATE triggers of listings (migration 0020, decision 041) on a connection whose first write
// was a one-row update, so that every plan the trigger functions cache is planned for one row: a
// batch that counts views only ends in each trigger after one check that reads each transition
// table once (no nested loop, no write), and a mixed batch (price, status, keys and views) leaves
// the search projection, its rollups, the fair-price sums and the price history as a fresh
// recomputation from listings gives them.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { PROJECTION_MISMATCHES_SQL } from '../../test/projection-check.ts';
import { useTestApp } from '../../test/helper.ts';

type Plan = { 'Node Type': string; Plans?: Plan[] };
type Explained = { 'Query Text': string; Plan: Plan };

const nodeTypes = (p: Plan): string[] => [p['Node Type'], ...(p.Plans ?? []).flatMap(nodeTypes)];
/** A nested loop with a transition table on both sides: pairs compared = rows squared. */
const loopsOverBothTransitionTables = (p: Plan): boolean =>
  (p['Node Type'] === 'Nested Loop' && (p.Plans ?? []).filter((c) => nodeTypes(c).includes('Named Tuplestore Scan')).length === 2) ||
  (p.Plans ?? []).some(loopsOverBothTransitionTables);

describe('listings UPDATE triggers with a plan cached for one row', () => {
  const t = useTestApp();
  let sellerId: string;

  const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await t.ctx.db.execute<T>(q)).rows;

  beforeAll(async () => {
    sellerId = (await createUser(t.ctx)).user.id;
    await t.ctx.db.execute(sql`insert into brands (name) select 'Trig Brand ' || g from generate_series(1, 4) g`);
    await t.ctx.db.execute(sql`insert into cities (name, state) select 'Trig City ' || g, 'Trig State' from generate_series(1, 4) g`);
    await t.ctx.db.execute(sql`
      insert into models (brand_id, name, body_type)
      select b.id, 'Trig Model ' || m, (array['hatchback', 'sedan', 'suv'])[m] from brands b, generate_series(1, 3) m where b.name like 'Trig Brand %'`);
    // 2,000 listings over 12 models, 4 cities, both fuels and gearboxes, four owner counts; every
    // seventh pending, every eleventh sold.
    await t.ctx.db.execute(sql`
      with m as (select array_agg(m.id order by m.id) ids, array_agg(b.id order by m.id) brands, array_agg(b.name order by m.id) brand_names,
                        array_agg(m.name order by m.id) names
                 from models m join brands b on b.id = m.brand_id where b.name like 'Trig Brand %'),
           c as (select array_agg(id order by name) ids, array_agg(name order by name) names from cities where name like 'Trig City %')
      insert into listings (seller_id, brand_id, model_id, city_id, brand_name, model_name, city_name, title, year, price, km_driven,
                            fuel_type, transmission, owner_number, status, created_at, updated_at)
      select ${sellerId}, m.brands[1 + g % 12], m.ids[1 + g % 12], c.ids[1 + g % 4], m.brand_names[1 + g % 12], m.names[1 + g % 12],
             c.names[1 + g % 4], 'Trig car ' || g, 2010 + g % 12, 200000 + (g * 7919) % 2000000, 1000 + (g * 104729) % 150000,
             (array['petrol', 'diesel'])[1 + g % 2], (array['manual', 'automatic'])[1 + g % 3 % 2],
             (array['1st', '2nd', '3rd', '4th+'])[1 + g % 4],
             case when g % 7 = 0 then 'pending' when g % 11 = 0 then 'sold' else 'approved' end, now(), now()
      from generate_series(1, 2000) g, m, c`);
  });

  /** A new connection whose first write to listings is a one-row update, with every statement the triggers run explained to it. */
  const connectAfterOneRowUpdate = async () => {
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    const explained: Explained[] = [];
    client.on('notice', (n) => {
      const at = n.message?.indexOf('plan:\n') ?? -1;
      if (at >= 0) explained.push(JSON.parse(n.message!.slice(at + 'plan:\n'.length)) as Explained);
    });
    const [first] = await rows<{ id: string }>(sql`select id from listings where status = 'approved' order by id limit 1`);
    await client.query('update listings set views_count = views_count + 1 where id = $1', [first!.id]);
    await client.query(`load 'auto_explain'`);
    await client.query(`set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on;
                        set auto_explain.log_format = 'json'; set auto_explain.log_level = 'notice'`);
    return { client, explained };
  };

  /** Every row of the tables the UPDATE triggers keep, with its physical version: equal only if none was written. */
  const versions = async () =>
    Object.fromEntries(
      await Promise.all(
        ['listing_search', 'listing_counts', 'listing_name_counts', 'fair_price_stats', 'listing_price_history', 'landing_model_counts'].map(
          async (table) => [table, (await t.ctx.pool.query(`select ctid::text, xmin::text from ${table} order by ctid`)).rows] as const,
        ),
      ),
    );

  /** The tables kept by the triggers equal a recomputation from listings (rolled back), with the shared SQL of 0006 and 0007. */
  const expectEqualToRecomputation = async (when: string) => {
    const kept = {
      counts: await rows(sql`select brand_key, city_key, fuel_type, transmission, year, price_bucket, n from listing_counts where n <> 0 order by 1, 2, 3, 4, 5, 6`),
      names: await rows(sql`select kind, name, n from listing_name_counts where n <> 0 order by 1, 2`),
      fair: await rows(sql`select model_id, year, fuel_type, transmission, n, sum_price, sum_price_km, sum_price_owners from fair_price_stats where n <> 0 order by 1, 2, 3, 4`),
    };
    const client = await t.ctx.pool.connect();
    try {
      await client.query('begin');
      await client.query('delete from listing_counts; delete from listing_name_counts; delete from fair_price_stats');
      await client.query(`do $$ begin
        execute listing_counts_sql('(select brand_name, model_name, city_name, fuel_type, transmission, year, price, body_type, 1 as d from listings where status = ''approved'')');
        execute fair_price_stats_sql('(select model_id, year, fuel_type, transmission, price, km_driven, owner_number, 1 as d from listings where status = ''approved'')');
      end $$`);
      const q = async (text: string) => (await client.query(text)).rows;
      expect(await q('select brand_key, city_key, fuel_type, transmission, year, price_bucket, n from listing_counts where n <> 0 order by 1, 2, 3, 4, 5, 6'), when).toEqual(kept.counts);
      expect(await q('select kind, name, n from listing_name_counts where n <> 0 order by 1, 2'), when).toEqual(kept.names);
      expect(
        await q('select model_id, year, fuel_type, transmission, n, sum_price, sum_price_km, sum_price_owners from fair_price_stats where n <> 0 order by 1, 2, 3, 4'),
        when,
      ).toEqual(kept.fair);
    } finally {
      await client.query('rollback');
      client.release();
    }
    expect(kept.counts.length, when).toBeGreaterThan(100);
    expect(await rows(sql`select * from fair_price_stats where n = 0 and (sum_price, sum_price_km, sum_price_owners) <> (0, 0, 0)`), when).toEqual([]);
    // The projection: one row per public listing, every column as the listing has it.
    const [projection] = await rows<{ missing: number; extra: number; stale: number }>(sql.raw(PROJECTION_MISMATCHES_SQL));
    expect(projection, when).toEqual({ missing: 0, extra: 0, stale: 0 });
  };

  it('ends a 500-row views update after one check per trigger, writing nothing', async () => {
    await expectEqualToRecomputation('after the bulk insert');
    const before = await versions();
    const { client, explained } = await connectAfterOneRowUpdate();
    try {
      // Public and other listings, as the views flush counts them.
      const ids = (await rows<{ id: string }>(sql`select id from listings order by id offset 100 limit 500`)).map((r) => r.id);
      await client.query('update listings l set views_count = l.views_count + 3 where l.id = any($1::uuid[])', [ids]);
    } finally {
      await client.end();
    }
    expect(await versions()).toEqual(before);
    const nested = explained.filter((e) => !e['Query Text'].includes('views_count + 3'));
    // One check each: price history, fair-price sums, search projection, landing counts.
    expect(nested).toHaveLength(4);
    for (const e of nested) {
      const nodes = nodeTypes(e.Plan);
      expect(nodes, e['Query Text']).not.toContain('Nested Loop');
      expect(nodes, e['Query Text']).not.toContain('ModifyTable');
      expect(nodes.filter((n) => n === 'SetOp').length, e['Query Text']).toBeGreaterThan(0);
    }
    const [{ views }] = (await rows<{ views: number }>(sql`select count(*)::int as views from listings where views_count >= 3`)) as [{ views: number }];
    expect(views).toBe(500);
  });

  it('gives a mixed 500-row batch the results of a recomputation, with a history row for each price change', async () => {
    const { client, explained } = await connectAfterOneRowUpdate();
    const before = await rows<{ id: string; price: number }>(sql`select id, price from listings order by id offset 700 limit 500`);
    const historyBefore = (await rows<{ n: number }>(sql`select count(*)::int as n from listing_price_history`))[0]!.n;
    try {
      // Per row, by its place: views only, a price cut, a price rise, an approval or withdrawal,
      // a move to another city, a new owner count; every row's views counted.
      await client.query(
        `update listings l set views_count = l.views_count + 1,
           price = case when x.k % 6 = 1 then l.price - 15000 when x.k % 6 = 2 then l.price + 25000 else l.price end,
           status = case when x.k % 6 = 3 then case l.status when 'approved' then 'sold' else 'approved' end else l.status end,
           city_name = case when x.k % 6 = 4 then 'Trig City 1' else l.city_name end,
           owner_number = case when x.k % 6 = 5 then '2nd' else l.owner_number end
         from unnest($1::uuid[]) with ordinality x(id, k) where l.id = x.id`,
        [before.map((r) => r.id)],
      );
    } finally {
      await client.end();
    }
    expect(explained.length).toBeGreaterThan(5);
    for (const e of explained) expect(loopsOverBothTransitionTables(e.Plan), e['Query Text']).toBe(false);
    await expectEqualToRecomputation('after the mixed batch');
    const changed = before.map((r, i) => ({ ...r, k: i + 1 })).filter((r) => r.k % 6 === 1 || r.k % 6 === 2);
    const history = await rows<{ listing_id: string; price: number; previous_price: number }>(sql`
      select listing_id, price, previous_price from listing_price_history where previous_price is not null order by listing_id`);
    expect(history).toEqual(
      changed
        .map((r) => ({ listing_id: r.id, price: r.k % 6 === 1 ? r.price - 15000 : r.price + 25000, previous_price: r.price }))
        .sort((a, b) => (a.listing_id < b.listing_id ? -1 : 1)),
    );
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from listing_price_history`))[0]!.n).toBe(historyBefore + changed.length);
    // Price cuts are "recently reduced" in the projection too (the row trigger of 0006 sets the date).
    const [{ reduced }] = (await rows<{ reduced: number }>(sql`select count(*)::int as reduced from listing_search where price_reduced_at is not null`)) as [
      { reduced: number },
    ];
    expect(reduced).toBeGreaterThan(0);
  });
});
