// Query plans of the landing pages' reads (issue 12), at a realistic size.
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { modelCountsQuery } from './landing-reads.ts';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const flatten = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(flatten)];

describe('landing page query plans at scale', () => {
  const t = useTestApp();
  let cityId: string;
  let brandId: string;

  beforeAll(async () => {
    const { user } = await createUser(t.ctx);
    await t.ctx.db.execute(sql`insert into brands (name) select 'Plan Brand ' || g from generate_series(1, 20) g`);
    await t.ctx.db.execute(sql`insert into cities (name, state) select 'Plan City ' || g, 'Plan State' from generate_series(1, 40) g`);
    await t.ctx.db.execute(sql`insert into models (brand_id, name) select id, 'Plan Model' from brands where name = 'Plan Brand 1'`);
    // 6,000 listings over 20 brands and 40 cities, a fifth of them pending.
    await t.ctx.db.execute(sql`
      with b as (select array_agg(id order by name) ids from brands where name like 'Plan Brand %'),
           c as (select array_agg(id order by name) ids from cities where name like 'Plan City %'),
           m as (select id from models where name = 'Plan Model' limit 1)
      insert into listings (seller_id, brand_id, model_id, city_id, brand_name, model_name, city_name, title,
                            year, price, km_driven, fuel_type, transmission, status, created_at, updated_at)
      select ${user.id}, b.ids[1 + g % 20], m.id, c.ids[1 + g % 40], 'Brand ' || (g % 20), 'Model ' || (g % 97), 'City ' || (g % 40),
             'Car ' || g, 2005 + g % 20, 100000 + (g * 7919) % 3000000, (g * 104729) % 200000, 'petrol', 'manual',
             case when g % 5 = 0 then 'pending' else 'approved' end, now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(1, 6000) g, b, c, m`);
    await t.ctx.db.execute(sql`vacuum analyze listings`);
    await t.ctx.db.execute(sql`vacuum analyze landing_model_counts`);
    const { rows } = await t.ctx.db.execute<{ city_id: string; brand_id: string }>(sql`select city_id, brand_id from listings limit 1`);
    ({ city_id: cityId, brand_id: brandId } = rows[0]!);
  });

  const plan = async (query: SQL) => {
    const { rows } = await t.ctx.db.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(sql`explain (format json) ${query}`);
    return flatten(rows[0]!['QUERY PLAN'][0].Plan);
  };

  it('counts a city or a brand from one key range of the rollup, not from listings', async () => {
    for (const [f, index] of [
      [{ cityId }, 'landing_model_counts_pk'],
      [{ brandId }, 'landing_model_counts_brand_idx'],
    ] as const) {
      const nodes = await plan(modelCountsQuery(f));
      expect(nodes.map((n) => n['Index Name']), index).toContain(index);
      expect(nodes.map((n) => n['Node Type']), index).not.toContain('Seq Scan');
      expect(nodes.map((n) => n['Relation Name']), index).not.toContain('listings');
    }
  });
});
