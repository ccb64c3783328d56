import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';
import { brands } from '../db/schema.ts';
import { seedCatalogue } from './catalogue.ts';

const NAMED = ['Maruti Suzuki', 'Hyundai', 'Tata', 'Mahindra', 'Toyota', 'Honda', 'Kia', 'Skoda', 'Renault', 'MG', 'Volkswagen'];

describe('seedCatalogue', () => {
  const t = useTestApp();
  const rows = async <T,>(query: ReturnType<typeof sql>) => (await t.ctx.db.execute(query)).rows as T[];
  const variantsOf = async (brand: string, model: string) =>
    (
      await rows<{ name: string }>(sql`
        select v.name from variants v join models m on m.id = v.model_id join brands b on b.id = m.brand_id
        where b.name = ${brand} and m.name = ${model}`)
    ).map((r) => r.name);

  it('has at least 25 brands, spelled as the home page expects', async () => {
    const names = (await rows<{ name: string }>(sql`select name from brands where verified`)).map((r) => r.name);
    expect(names.length).toBeGreaterThanOrEqual(25);
    expect(names).toEqual(expect.arrayContaining(NAMED));
  });

  it('gives every brand models and every model variants', async () => {
    const empty = await rows(sql`
      select b.name from brands b left join models m on m.brand_id = b.id group by b.name having count(m.id) = 0
      union all
      select m.name from models m left join variants v on v.model_id = m.id group by m.name having count(v.id) = 0`);
    expect(empty).toEqual([]);
  });

  it('uses the real variant names of popular models', async () => {
    expect(await variantsOf('Maruti Suzuki', 'Swift')).toEqual(expect.arrayContaining(['LXi', 'VXi', 'ZXi', 'ZXi+']));
    expect(await variantsOf('Hyundai', 'Creta')).toEqual(expect.arrayContaining(['E', 'EX', 'S', 'SX', 'SX(O)']));
    expect(await variantsOf('Tata', 'Nexon')).toEqual(expect.arrayContaining(['Smart', 'Pure', 'Creative', 'Fearless']));
    expect(await variantsOf('Mahindra', 'XUV700')).toEqual(expect.arrayContaining(['MX', 'AX3', 'AX5', 'AX7', 'AX7 L']));
  });

  it('has at least 40 Indian cities, each with its state', async () => {
    const cities = await rows<{ name: string; state: string }>(sql`select name, state from cities`);
    expect(cities.length).toBeGreaterThanOrEqual(40);
    expect(cities.filter((c) => !c.state)).toEqual([]);
    const byName = Object.fromEntries(cities.map((c) => [c.name, c.state]));
    expect(byName).toMatchObject({ Mumbai: 'Maharashtra', Bengaluru: 'Karnataka', Gurugram: 'Haryana', Kochi: 'Kerala', Noida: 'Uttar Pradesh' });
    for (const name of ['Delhi', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Chandigarh', 'Indore', 'Visakhapatnam']) {
      expect(byName[name], name).toBeTruthy();
    }
  });

  it('groups the features by category, each with an icon and a description', async () => {
    const features = await rows<{ category: string; name: string; icon: string | null; description: string }>(
      sql`select category, name, icon, description from features order by sort_order`,
    );
    const categories = [...new Set(features.map((f) => f.category))];
    expect(categories.slice(0, 2)).toEqual(['Safety', 'Comfort & Convenience']);
    expect(categories).toEqual(expect.arrayContaining(['Infotainment', 'Exterior', 'Interior']));
    expect(features.filter((f) => f.category === 'Safety').map((f) => f.name)).toEqual(expect.arrayContaining(['ABS', 'Airbags']));
    expect(features.filter((f) => !f.icon || !f.description)).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const snapshot = () =>
      rows(sql`select
        (select count(*) from brands) as brands, (select count(*) from models) as models,
        (select count(*) from variants) as variants, (select count(*) from cities) as cities,
        (select count(*) from features) as features,
        (select max(xmin::text::bigint) from brands) as b, (select max(xmin::text::bigint) from variants) as v,
        (select max(xmin::text::bigint) from cities) as c, (select max(xmin::text::bigint) from features) as f`);
    const before = await snapshot();
    const started = Date.now();
    await seedCatalogue(t.ctx.db);
    const ms = Date.now() - started;
    // No row rewritten (same xmin) and no row added; generous bound for a busy machine (typically ~40 ms).
    expect(await snapshot()).toEqual(before);
    expect(ms).toBeLessThan(2_000);
  });

  it('vouches for a name a seller typed first', async () => {
    await t.ctx.db.execute(sql`update brands set verified = false where name = 'Kia'`);
    await seedCatalogue(t.ctx.db);
    const [kia] = await t.ctx.db.select({ verified: brands.verified }).from(brands).where(sql`name = 'Kia'`);
    expect(kia?.verified).toBe(true);
  });
});
