// The search must stay index-backed as the catalogue grows (ARCHITECTURE.md, "Search on
// PostgreSQL"): with a few thousand analysed rows, no main query shape may scan the whole table.
import { sql } from 'drizzle-orm';
import type { SortBy } from '@gaadi/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { countQuery, fewPageQuery, findPage, findPageOfFew, pageQuery, whereFor, withFuzzyThreshold, type SearchFilters } from './queries.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const flatten = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(flatten)];

describe('search query plans at scale', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const { user } = await createUser(t.ctx);
    const { rows } = await t.ctx.db.execute<{ brand: string; model: string; city: string }>(sql`
      with b as (insert into brands (name) values ('Plan Brand') returning id),
           m as (insert into models (brand_id, name) select id, 'Plan Model' from b returning id, brand_id),
           c as (insert into cities (name, state) values ('Plan City', 'Plan State') returning id)
      select m.brand_id as brand, m.id as model, c.id as city from m, c`);
    const ref = rows[0]!;
    // 6,000 listings (two images each) over 10 brands, 25 cities, 4 fuels; one in 500 is a Creta (all approved); a fifth pending.
    await t.ctx.db.execute(sql`
      insert into listings (seller_id, brand_id, model_id, city_id, brand_name, model_name, city_name, title,
                            year, price, km_driven, fuel_type, transmission, status, created_at, updated_at)
      select ${user.id}, ${ref.brand}, ${ref.model}, ${ref.city},
             (array['Maruti Suzuki','Hyundai','Tata','Mahindra','Toyota','Honda','Kia','Skoda','Renault','MG'])[1 + g % 10],
             case when g % 500 = 1 then 'Creta' else 'Model ' || (g % 97) end,
             'City ' || (g % 25),
             'Car ' || md5(g::text),
             2005 + g % 20, 100000 + (g * 7919) % 3000000, (g * 104729) % 200000,
             (array['petrol','diesel','cng','electric'])[1 + (g / 7) % 4],
             (array['manual','automatic'])[1 + (g / 3) % 2],
             case when g % 5 = 0 then 'pending' else 'approved' end,
             now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(1, 6000) g`);
    await t.ctx.db.execute(sql`
      insert into listing_images (listing_id, position, storage_key, thumbnail_key, width, height, size_bytes)
      select id, n, 'cars/' || id || '-' || n || '.jpg', 'cars/' || id || '-' || n || '-w800.jpg', 1600, 1200, 1000
      from listings, generate_series(0, 1) n`);
    await t.ctx.db.execute(sql`vacuum analyze listings`);
    await t.ctx.db.execute(sql`vacuum analyze listing_images`);
  });

  async function planOf(filters: Partial<SearchFilters>, sortBy: SortBy, typos: string[] = []) {
    const where = whereFor({ terms: [], ...filters }, new Set(typos));
    const fuzzy = typos.length > 0;
    const explain = async (q: { text: string; values: unknown[] }) => {
      const client = await t.ctx.pool.connect();
      try {
        if (fuzzy) await client.query(`set pg_trgm.word_similarity_threshold = 0.5`);
        const { rows } = await client.query(`explain (format json) ${q.text}`, q.values);
        return flatten(rows[0]['QUERY PLAN'][0].Plan as PlanNode);
      } finally {
        if (fuzzy) await client.query('reset pg_trgm.word_similarity_threshold');
        client.release();
      }
    };
    return {
      page: await explain(pageQuery(where, { sortBy, limit: 12, offset: 0 })),
      fewPage: await explain(fewPageQuery(where, { sortBy, limit: 12, offset: 0 })),
      count: await explain(countQuery(where)),
    };
  }

  const expectIndexed = (nodes: PlanNode[], index?: string) => {
    const onListings = nodes.filter((n) => n['Relation Name'] === 'listings');
    expect(onListings.length).toBeGreaterThan(0);
    const scans = nodes.filter((n) => n['Relation Name']).map((n) => `${n['Node Type']} on ${n['Relation Name']}`);
    expect(scans.filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
    if (index) expect(nodes.map((n) => n['Index Name'])).toContain(index);
  };

  it.each<[string, Partial<SearchFilters>, SortBy, string]>([
    ['the default page', {}, 'created_desc', 'listings_status_created_idx'],
    ['oldest first', {}, 'created_asc', 'listings_status_created_idx'],
    ['cheapest first', {}, 'price_asc', 'listings_status_price_idx'],
    ['dearest first', {}, 'price_desc', 'listings_status_price_idx'],
    ['newest year first', {}, 'year_desc', 'listings_status_year_idx'],
    ['fewest km first', {}, 'km_asc', 'listings_status_km_idx'],
    ['a city, newest first', { city: 'city 7' }, 'created_desc', 'listings_status_city_created_idx'],
    ['a city and fuel, cheapest first', { city: 'City 7', fuelType: 'diesel' }, 'price_asc', 'listings_status_city_fuel_price_idx'],
    ['a brand, newest first', { brand: 'hyundai' }, 'created_desc', 'listings_status_brand_created_idx'],
    ['a brand, cheapest first', { brand: 'Hyundai' }, 'price_asc', 'listings_status_brand_price_idx'],
  ])('uses an index for the page of %s', async (_name, filters, sortBy, index) => {
    expectIndexed((await planOf(filters, sortBy)).page, index);
  });

  it.each<[string, Partial<SearchFilters>, SortBy]>([
    ['a fuel type', { fuelType: 'cng' }, 'created_desc'],
    ['a transmission', { transmission: 'automatic' }, 'created_desc'],
    ['a year', { year: 2010 }, 'created_desc'],
    ['a price band', { minPrice: 500000, maxPrice: 600000 }, 'price_asc'],
  ])('uses an index for the page of %s', async (_name, filters, sortBy) => {
    expectIndexed((await planOf(filters, sortBy)).page);
  });

  it.each<[string, Partial<SearchFilters>]>([
    ['a city', { city: 'City 3' }],
    ['a brand', { brand: 'Tata' }],
    ['a city and fuel', { city: 'City 3', fuelType: 'petrol' }],
  ])('counts %s from an index', async (_name, filters) => {
    expectIndexed((await planOf(filters, 'created_desc')).count);
  });

  // A search counts first, then reads a page of few hits through the fenced query.
  it.each<[string, string[], string[], SortBy, string]>([
    ['words', ['creta'], [], 'created_desc', 'listings_search_trgm_idx'],
    ['words, cheapest first', ['creta', 'car'], [], 'price_asc', 'listings_search_trgm_idx'],
    ['a short word', ['xz'], [], 'created_desc', 'listings_search_vector_idx'],
    ['a short word, fewest km first', ['ab'], [], 'km_asc', 'listings_search_vector_idx'],
    ['misspelt words', ['cretta'], ['cretta'], 'created_desc', 'listings_search_trgm_idx'],
  ])('finds %s through the search indexes', async (_name, terms, typos, sortBy, index) => {
    const plan = await planOf({ terms }, sortBy, typos);
    expectIndexed(plan.count, index);
    expectIndexed(plan.fewPage, index);
    // The fence holds: the hits are collected on their own, then sorted (never a sort-index walk).
    const types = plan.fewPage.map((n) => n['Node Type']);
    expect(types).toContain('Sort');
    expect(types.slice(types.indexOf('Sort'))).toContain('Limit');
  });

  it('reads a page of few hits sorted as asked, with its dates', async () => {
    const where = whereFor({ terms: ['creta'] });
    const rows = await findPageOfFew(t.ctx.pool, where, { sortBy: 'price_asc', limit: 5, offset: 2 });
    const all = await findPage(t.ctx.pool, where, { sortBy: 'price_asc', limit: 50, offset: 0 });
    expect(rows.map((r) => r.id)).toEqual(all.slice(2, 7).map((r) => r.id));
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('finds a misspelt listing through the real fuzzy path', async () => {
    const where = whereFor({ terms: ['cretta'] }, new Set(['cretta']));
    const rows = await withFuzzyThreshold(t.ctx.pool, (tx) => findPage(tx, where, { sortBy: 'created_desc', limit: 50, offset: 0 }));
    expect(rows.length).toBe(12);
    expect(rows.every((r) => r.modelName === 'Creta')).toBe(true);
  });
});
