// The search must stay index-backed as the catalogue grows (decision 006): at a realistic size
// (20,000 listings from the bulk seeder, with its correlations of brand, year, price and km), no
// query shape of GET /cars/ may scan a whole table, each filter + sort pair walks its own index,
// totals come from the rollup, and the rollup stays equal to a recount through every kind of write.
import type { SortBy } from '@gaadi/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBulkListings } from '../../seed/bulk.ts';
import { createRng } from '../../seed/random.ts';
import { useTestApp } from '../../test/helper.ts';
import { cardsOfIdsQuery, countMatches, countQuery, FACETS_SQL, type CardRow, fewPageQuery, findPage, findPageOfFew, pageQuery, publicFacets, whereFor, type Queryable, type SearchFilters } from './queries.ts';
import { countTotal, priceBuckets, rollupAnswers, rollupCountQuery } from './totals.ts';
import { similarCandidates, similarSource } from './similar-queries.ts';
import { countAlone, walkLead } from './walk-lead.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const flatten = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(flatten)];
const SIZE = 20_000;

describe(`search query plans at ${SIZE.toLocaleString('en-IN')} listings`, () => {
  const t = useTestApp();

  beforeAll(async () => {
    await seedBulkListings({ db: t.ctx.db, storage: t.ctx.storage, count: SIZE });
  }, 240_000);

  async function explain(q: { text: string; values: unknown[] }) {
    const { rows } = await t.ctx.pool.query(`explain (format json) ${q.text}`, q.values);
    return flatten(rows[0]['QUERY PLAN'][0].Plan as PlanNode);
  }
  const where = (f: Partial<SearchFilters>) => whereFor({ terms: [], ...f });
  const page = (sortBy: SortBy) => ({ sortBy, limit: 12, offset: 24 });

  const expectNoSeqScan = (nodes: PlanNode[]) =>
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name'])).toEqual([]);
  const indexesOf = (nodes: PlanNode[]) => nodes.map((n) => n['Index Name']).filter(Boolean);

  it.each<[string, Partial<SearchFilters>, SortBy, string]>([
    ['the default page', {}, 'created_desc', 'listing_search_created_idx'],
    ['oldest first', {}, 'created_asc', 'listing_search_created_idx'],
    ['cheapest first', {}, 'price_asc', 'listing_search_price_idx'],
    ['dearest first', {}, 'price_desc', 'listing_search_price_idx'],
    ['newest year first', {}, 'year_desc', 'listing_search_year_idx'],
    ['most km first', {}, 'km_desc', 'listing_search_km_idx'],
    ['a brand, newest', { brand: 'maruti suzuki' }, 'created_desc', 'listing_search_brand_created_idx'],
    ['a brand, cheapest', { brand: 'Maruti Suzuki' }, 'price_asc', 'listing_search_brand_price_idx'],
    ['a brand, oldest year', { brand: 'Maruti Suzuki' }, 'year_asc', 'listing_search_brand_year_idx'],
    ['a brand, fewest km', { brand: 'Maruti Suzuki' }, 'km_asc', 'listing_search_brand_km_idx'],
    ['a city, newest', { city: 'MUMBAI' }, 'created_desc', 'listing_search_city_created_idx'],
    ['a city and fuel, cheapest', { city: 'Mumbai', fuelType: 'petrol' }, 'price_asc', 'listing_search_city_fuel_price_idx'],
    ['a fuel, newest', { fuelType: 'petrol' }, 'created_desc', 'listing_search_fuel_created_idx'],
    ['a fuel, cheapest', { fuelType: 'petrol' }, 'price_asc', 'listing_search_fuel_price_idx'],
    ['a fuel, newest year', { fuelType: 'petrol' }, 'year_desc', 'listing_search_fuel_year_idx'],
    ['a fuel, most km', { fuelType: 'petrol' }, 'km_desc', 'listing_search_fuel_km_idx'],
    ['a gearbox, newest', { transmission: 'manual' }, 'created_desc', 'listing_search_transmission_created_idx'],
    ['a gearbox, dearest', { transmission: 'manual' }, 'price_desc', 'listing_search_transmission_price_idx'],
    ['a gearbox, oldest year', { transmission: 'manual' }, 'year_asc', 'listing_search_transmission_year_idx'],
    ['a gearbox, fewest km', { transmission: 'manual' }, 'km_asc', 'listing_search_transmission_km_idx'],
    ['a year, most km', { year: 2018 }, 'km_desc', 'listing_search_year_km_idx'],
    ['a year, cheapest', { year: 2018 }, 'price_asc', 'listing_search_year_price_idx'],
    ['a year, newest', { year: 2018 }, 'created_desc', 'listing_search_year_idx'],
  ])('walks its own index for the page of %s', async (_name, filters, sortBy, index) => {
    const nodes = await explain(pageQuery(where(filters), page(sortBy)));
    expectNoSeqScan(nodes);
    expect(indexesOf(nodes)).toContain(index);
    // Cards are read for the page's ids only, by primary key.
    expect(indexesOf(nodes)).toContain('listings_pkey');
    expect(nodes.find((n) => n['Relation Name'] === 'listing_search' && n['Node Type'] === 'Sort')).toBeUndefined();
  });

  it.each<[string, string[], string]>([
    ['a word', ['creta'], 'listing_search_text_trgm_idx'],
    ['two words', ['hyundai', 'creta'], 'listing_search_text_trgm_idx'],
    // A short word: the start of a word of the search text or of the variant, by trigrams (decision 045).
    ['a short word', ['xz'], 'listing_search_variant_trgm_idx'],
    ['a word and a short word', ['nexon', 'ev'], 'listing_search_text_trgm_idx'],
  ])('collects the hits of %s through the search indexes, then sorts them', async (_name, terms, index) => {
    for (const sortBy of ['price_asc', 'km_desc'] as SortBy[]) {
      const nodes = await explain(fewPageQuery(whereFor({ terms }), page(sortBy)));
      expectNoSeqScan(nodes);
      expect(indexesOf(nodes)).toContain(index);
      const types = nodes.map((n) => n['Node Type']);
      expect(types.slice(types.indexOf('Sort'))).toContain('Limit'); // the fence holds: no sort-index walk
    }
    const count = await explain(countQuery(whereFor({ terms })));
    expectNoSeqScan(count);
    expect(indexesOf(count)).toContain(index);
  });

  it('reads a page of few hits sorted as the walk would, with dates', async () => {
    const w = whereFor({ terms: ['creta'] });
    const few = await findPageOfFew(t.ctx.pool, w, { sortBy: 'price_asc', limit: 5, offset: 2 });
    const walked = await findPage(t.ctx.pool, w, { sortBy: 'price_asc', limit: 5, offset: 2 });
    expect(few.map((r) => r.id)).toEqual(walked.map((r) => r.id));
    expect(few).toHaveLength(5);
    expect(few[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('counts at most two filters and a price range from the rollup, the edge bands from one index', async () => {
    const f: SearchFilters = { terms: [], brand: 'Hyundai', fuelType: 'petrol', minPrice: 455_000, maxPrice: 1_200_000 };
    expect(rollupAnswers(f)).toBe(true);
    const nodes = await explain(rollupCountQuery(f)!);
    expectNoSeqScan(nodes);
    expect(indexesOf(nodes)).toContain('listing_counts_pk');
    expect(nodes.some((n) => n['Relation Name'] === 'listing_search')).toBe(true); // 455,000–459,999
    const aligned = await explain(rollupCountQuery({ ...f, minPrice: 450_000, maxPrice: 1_199_999 })!);
    expect(aligned.some((n) => n['Relation Name'] === 'listing_search')).toBe(false);
    expect(rollupAnswers({ ...f, year: 2018 })).toBe(false);
    expect(rollupAnswers({ ...f, terms: ['creta'] })).toBe(false);
  });

  it('reads the browse options from the rollup and the ends of two indexes, without scanning', async () => {
    const facets = await publicFacets(t.ctx.pool);
    expect(facets.brands!.length).toBeGreaterThan(10);
    expect(facets.min_price).toBeLessThan(facets.max_price!);
    const nodes = await explain({ text: FACETS_SQL, values: [] });
    // listing_name_counts holds a few hundred names: reading it whole is right.
    expectNoSeqScan(nodes.filter((n) => n['Relation Name'] !== 'listing_name_counts'));
    expect(indexesOf(nodes)).toContain('listing_search_price_idx');
    expect(indexesOf(nodes).some((i) => i!.startsWith('listing_search_year'))).toBe(true);
  });

  it('splits a price range into whole buckets and exact edge bands', () => {
    expect(priceBuckets(undefined, undefined)).toEqual({ buckets: [0, 2_147_483_647], edges: [] });
    expect(priceBuckets(300_000, 1_500_000)).toEqual({ buckets: [30, 149], edges: [[1_500_000, 1_500_000]] });
    expect(priceBuckets(305_000, 1_499_999)).toEqual({ buckets: [31, 149], edges: [[305_000, 309_999]] });
    expect(priceBuckets(305_000, 306_000)).toEqual({ buckets: null, edges: [[305_000, 306_000]] });
    expect(priceBuckets(9, 3)).toEqual({ buckets: null, edges: [] });
    // Past the last whole bucket only the one int4 price left is counted, clamped to the column's range.
    expect(priceBuckets(2_147_483_647, undefined)).toEqual({ buckets: [214_749, 2_147_483_647], edges: [[2_147_483_647, 2_147_483_647]] });
  });

  /** Filter sets drawn from the data: every combination size, aligned and odd price bounds. */
  function filterSets(seed: number, n: number): SearchFilters[] {
    const rng = createRng(seed);
    const pick = <T>(xs: T[]) => xs[Math.floor(rng() * xs.length)]!;
    return Array.from({ length: n }, () => ({
      terms: [],
      brand: rng() < 0.4 ? pick(['Maruti Suzuki', 'hyundai', 'TATA', 'Kia', 'BMW']) : undefined,
      city: rng() < 0.4 ? pick(['Mumbai', 'pune', 'Shimla']) : undefined,
      fuelType: rng() < 0.4 ? pick(['petrol', 'diesel', 'cng', 'electric']) : undefined,
      transmission: rng() < 0.3 ? pick(['manual', 'automatic']) : undefined,
      year: rng() < 0.3 ? 2012 + Math.floor(rng() * 14) : undefined,
      minPrice: rng() < 0.5 ? pick([0, 150_000, 300_000, 455_500, 1_000_000]) : undefined,
      maxPrice: rng() < 0.5 ? pick([299_999, 600_000, 845_000, 2_000_000, 9_999_999]) : undefined,
    }));
  }

  const expectTotalsExact = async (seed: number) => {
    for (const f of filterSets(seed, 150)) {
      expect(await countTotal(t.ctx.pool, f), JSON.stringify(f)).toBe(await countMatches(t.ctx.pool, whereFor(f)));
    }
  };

  it("reads a page's public cards by primary key, in the ids' order, under the one generic plan its named statement keeps", async () => {
    const { rows: some } = await t.ctx.pool.query<{ id: string }>(`select id from listing_search order by md5(id::text) limit 12`);
    const { rows: hidden } = await t.ctx.pool.query<{ id: string }>(`select id from listings where status <> 'approved' limit 1`);
    const publicIds = some.map((r) => r.id);
    // Not public any more (the index not yet told): left out, the others kept in the order asked.
    const ids = [...publicIds.slice(0, 5), hidden[0]!.id, ...publicIds.slice(5)];
    const q = cardsOfIdsQuery(ids);
    expect(q.name).toBe('public-cards-of-ids');
    const client = await t.ctx.pool.connect();
    try {
      // The plan PostgreSQL keeps after five runs: the same for any ids.
      await client.query(`prepare generic_cards(uuid[]) as ${q.text}`);
      await client.query(`set plan_cache_mode = force_generic_plan`);
      const plan = flatten((await client.query(`explain (format json) execute generic_cards('{${ids.join(',')}}')`)).rows[0]['QUERY PLAN'][0].Plan as PlanNode);
      await client.query(`deallocate generic_cards; reset plan_cache_mode`);
      expectNoSeqScan(plan);
      expect(indexesOf(plan)).toContain('listings_pkey');
      expect(indexesOf(plan)).not.toContain('listing_search_pkey');
      // Named, seven times on one connection (past the switch): the public cards in the ids' order.
      for (let i = 0; i < 7; i++) {
        const cards = (await client.query<CardRow>(i % 2 ? cardsOfIdsQuery([...ids].reverse()) : q)).rows;
        expect(cards.map((c) => c.id)).toEqual(i % 2 ? [...publicIds].reverse() : publicIds);
      }
      // A card carries what a card shows, not its seller's contact.
      const [card] = (await client.query<Record<string, unknown>>(q)).rows;
      expect(card).toHaveProperty('description');
      expect(card).toHaveProperty('modelId');
      expect(card).not.toHaveProperty('sellerPhone');
      const prepared = await client.query<{ name: string }>(`select name from pg_prepared_statements where name like '%cards-of-ids%'`);
      expect(prepared.rows.map((r) => r.name)).toEqual(['public-cards-of-ids']);
    } finally {
      client.release();
    }
  });

  it('gives the exact total for any filter set', async () => {
    await expectTotalsExact(1);
  });

  it('keeps the projection and the rollups equal to the public listings through every kind of write', async () => {
    const db = t.ctx.pool;
    await db.query(`update listings set status = 'approved' where id in (select id from listings where status = 'pending' limit 40)`);
    await db.query(`update listings set status = 'rejected' where id in (select id from listings where status = 'approved' order by id limit 40)`);
    await db.query(`update listings set price = price + 7500, year = year - 1, city_name = 'Shimla' where id in (select id from listings where status = 'approved' order by created_at limit 60)`);
    await db.query(`update listings set views_count = views_count + 1, description = 'edited' where id in (select id from listings order by id desc limit 100)`);
    await db.query(`update listings set brand_name = 'Hyundai', model_name = 'Creta' where id in (select id from listings where status = 'approved' order by km_driven limit 30)`);
    await db.query(`delete from listings where id in (select id from listings where status = 'approved' order by price limit 25)`);
    await expectTotalsExact(2);
    const { rows } = await db.query<{ missing: number; extra: number; stale: number; names: number }>(`
      select (select count(*)::int from listings l where status = 'approved' and not exists (select 1 from listing_search s where s.id = l.id)) as missing,
             (select count(*)::int from listing_search s where not exists (select 1 from listings l where l.id = s.id and l.status = 'approved')) as extra,
             (select count(*)::int from listing_search s join listings l using (id)
               where (s.price, s.year, s.city_key, s.brand_key, s.search_text) is distinct from (l.price, l.year, lower(l.city_name), lower(l.brand_name), l.search_text)) as stale,
             (select count(*)::int from (
               select 'brand' as kind, brand_name as name, count(*)::int as n from listings where status = 'approved' group by 2
               union all select 'model', model_name, count(*)::int from listings where status = 'approved' group by 2
               union all select 'city', city_name, count(*)::int from listings where status = 'approved' group by 2
               except select kind, name, n from listing_name_counts where n > 0) d) as names`);
    expect(rows[0]).toEqual({ missing: 0, extra: 0, stale: 0, names: 0 });
  });

  describe('the filters of issue 13 (decision 015)', () => {
    beforeAll(async () => {
      // Some price cuts, a few of them older than the "recently reduced" window, and varied owners.
      await t.ctx.pool.query(`update listings set price = price - 10000 where id in (select id from listings where status = 'approved' order by id limit 400)`);
      await t.ctx.pool.query(
        `update listings set price_reduced_at = now() - interval '45 days' where id in (select id from listings where price_reduced_at is not null order by id limit 100)`,
      );
      await t.ctx.pool.query(`update listings set owner_number = (array['1st', '2nd', '3rd', '4th+'])[1 + abs(hashtext(id::text)) % 4]`);
      await t.ctx.pool.query('analyze listing_search');
    });

    /** The page as page-reader reads it when it walks: the lead filter's index, the others in "C". */
    const walked = async (f: Partial<SearchFilters>, sortBy: SortBy) => {
      const filters = { terms: [], ...f } as SearchFilters;
      const lead = await walkLead(filters, sortBy, (d, v) => countAlone(t.ctx.pool, d, v));
      return explain(pageQuery(whereFor(filters, { lead: lead.lead }), page(sortBy)));
    };

    it.each<[string, Partial<SearchFilters>, SortBy, string]>([
      ['a body type, newest', { bodyType: ['hatchback'] }, 'created_desc', 'listing_search_body_created_idx'],
      ['a body type, cheapest', { bodyType: ['suv'] }, 'price_asc', 'listing_search_body_price_idx'],
      ['a body type and a fuel, dearest', { bodyType: ['sedan'], fuelType: 'diesel' }, 'price_desc', 'listing_search_'],
      ['a brand and model, newest', { brand: 'Maruti Suzuki', model: ['Swift'] }, 'created_desc', 'listing_search_brand_model_created_idx'],
      ['recently reduced first', {}, 'reduced_desc', 'listing_search_reduced_idx'],
      ['recently reduced ones, most recent first', { reduced: true }, 'reduced_desc', 'listing_search_reduced_idx'],
      ['a year range, newest year', { minYear: 2016, maxYear: 2020 }, 'year_desc', 'listing_search_year_idx'],
      ['at most 50,000 km, fewest km', { maxKm: 50_000 }, 'km_asc', 'listing_search_km_idx'],
      ['one owner, newest', { maxOwners: 1 }, 'created_desc', 'listing_search_'],
      ['several brands, newest', { brandIn: ['Tata', 'Kia'] }, 'created_desc', 'listing_search_'],
    ])('reads the page of %s through an index, without a scan', async (_name, filters, sortBy, index) => {
      const nodes = await walked(filters, sortBy);
      expectNoSeqScan(nodes);
      expect(indexesOf(nodes).some((i) => i!.startsWith(index)), JSON.stringify(indexesOf(nodes))).toBe(true);
      expect(indexesOf(nodes)).toContain('listings_pkey');
    });

    it.each<[string, Partial<SearchFilters>]>([
      ['a model', { brand: 'Hyundai', model: ['Creta', 'Venue'] }],
      ['several body types', { bodyType: ['muv', 'pickup'] }],
      ['several cities', { cityIn: ['Mumbai', 'Pune'] }],
      ['recently reduced', { reduced: true }],
      ['a year range and km', { minYear: 2023, maxKm: 20_000 }],
    ])('collects and counts the hits of %s through indexes', async (_name, filters) => {
      const w = where(filters);
      expectNoSeqScan(await explain(fewPageQuery(w, page('price_asc'))));
      expectNoSeqScan(await explain(countQuery(w)));
    });

    it('counts several brands or cities from the rollup and anything else in listing_search, exactly', async () => {
      const several: SearchFilters = { terms: [], brandIn: ['Hyundai', 'tata'], cityIn: ['Mumbai', 'PUNE'], minPrice: 455_000 };
      expect(rollupAnswers(several)).toBe(true);
      const nodes = await explain(rollupCountQuery(several)!);
      expect(indexesOf(nodes)).toContain('listing_counts_pk');
      const bodies: SearchFilters = { terms: [], bodyType: ['suv', 'compact_suv'] };
      expect(rollupAnswers(bodies)).toBe(true);
      expect(await countTotal(t.ctx.pool, bodies)).toBe(await countMatches(t.ctx.pool, whereFor(bodies)));
      expect(rollupAnswers({ ...bodies, maxKm: 1 })).toBe(false);
      for (const extra of [{ bodyType: ['suv'] }, { model: ['Swift'] }, { minYear: 2018 }, { maxKm: 1 }, { maxOwners: 2 }, { reduced: true }]) {
        expect(rollupAnswers({ ...several, ...extra }), JSON.stringify(extra)).toBe(false);
      }
      const rng = createRng(13);
      const pick = <T>(xs: T[]) => xs[Math.floor(rng() * xs.length)]!;
      for (let i = 0; i < 120; i++) {
        const f: SearchFilters = {
          terms: [],
          ...(rng() < 0.5 && { brandIn: pick([['Hyundai', 'Tata'], ['maruti suzuki', 'KIA', 'BMW']]) }),
          ...(rng() < 0.4 && { cityIn: pick([['Mumbai', 'pune'], ['Delhi', 'Shimla', 'Chennai']]) }),
          ...(rng() < 0.3 && { fuelType: pick(['petrol', 'diesel']) }),
          ...(rng() < 0.3 && { bodyType: pick([['suv'], ['hatchback', 'sedan']]) }),
          ...(rng() < 0.2 && { minYear: pick([2015, 2019]) }),
          ...(rng() < 0.2 && { maxKm: pick([30_000, 80_000]) }),
          ...(rng() < 0.2 && { maxOwners: pick([1, 2, 3]) }),
          ...(rng() < 0.15 && { reduced: true }),
          ...(rng() < 0.4 && { minPrice: pick([150_000, 455_500]) }),
        };
        expect(await countTotal(t.ctx.pool, f), JSON.stringify(f)).toBe(await countMatches(t.ctx.pool, whereFor(f)));
      }
    });

    it('keeps the new projection columns and the body type counts equal to the listings', async () => {
      const db = t.ctx.pool;
      await db.query(`update listings set price = price - 1 where id in (select id from listings where status = 'approved' order by km_driven desc limit 30)`);
      await db.query(`update listings set model_id = (select id from models where lower(name) = 'nexon' limit 1), model_name = 'Nexon' where id in (select id from listings where status = 'approved' order by year limit 30)`);
      const { rows } = await db.query(`
        select (select count(*)::int from listing_search s join listings l using (id)
                 where (s.model_key, s.body_type, s.owners, s.price_reduced_at) is distinct from
                       (lower(l.model_name), l.body_type, case l.owner_number when '1st' then 1 when '2nd' then 2 when '3rd' then 3 else 4 end, l.price_reduced_at)) as stale,
               (select count(*)::int from listings l join models m on m.id = l.model_id where l.body_type is distinct from m.body_type) as wrong_body,
               (select count(*)::int from (select body_type, count(*)::int from listings where status = 'approved' and body_type is not null group by 1
                 except select name, n from listing_name_counts where kind = 'body' and n > 0) d) as bodies`);
      expect(rows[0]).toEqual({ stale: 0, wrong_body: 0, bodies: 0 });
      const reduced = await db.query(`select count(*)::int as n from listing_search where price_reduced_at > now() - interval '1 hour'`);
      expect(reduced.rows[0].n).toBeGreaterThanOrEqual(30);
    });

    it('reads the similar cars of a popular car with bounded index walks', async () => {
      const { rows } = await t.ctx.pool.query(`select id from listing_search where model_key = 'swift' limit 1`);
      const source = (await similarSource(t.ctx.pool, rows[0].id))!;
      let plan: PlanNode[] = [];
      const spy = { query: async (text: string, values: unknown[]) => {
        plan = flatten((await t.ctx.pool.query(`explain (format json) ${text}`, values)).rows[0]['QUERY PLAN'][0].Plan as PlanNode);
        return t.ctx.pool.query(text, values);
      } } as unknown as Queryable;
      const candidates = await similarCandidates(spy, source);
      expect(candidates.length).toBeGreaterThan(8);
      expectNoSeqScan(plan);
      expect(indexesOf(plan)).toEqual(expect.arrayContaining(['listing_search_model_price_idx', 'listing_search_body_price_idx']));
    });
  });
});
