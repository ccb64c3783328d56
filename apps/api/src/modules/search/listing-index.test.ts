// The search index (decision 046) gives the SQL search's answers: for generated filter sets over
// 4,000 bulk listings (every filter, word kind and sort, deep pages, ties), the same ids in the same
// order and the same total as findCountedPage, before and after changes it is told of, through
// the overlay and after reading everything again.
import { SORT_VALUES } from '@gaadi/domain/public-constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBulkListings } from '../../seed/bulk.ts';
import { createRng } from '../../seed/random.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createListingIndex, type ListingIndex } from './listing-index.ts';
import { LoadingCache } from '../../platform/loading-cache.ts';
import { indexedCounts, narrowedCounts } from './facet-counts.ts';
import { findCountedPage, optionCounts, publicFacets, whereFor, type SearchFilters } from './queries.ts';

const SIZE = 4_000;
const silent = { warn: () => {} };

describe(`the search index against SQL at ${SIZE.toLocaleString('en-IN')} listings`, () => {
  const t = useTestApp({ env: { SEARCH_INDEX: 'off' } });
  let vocabulary: { brands: string[]; cities: string[]; models: string[]; words: string[]; bodies: string[] };

  beforeAll(async () => {
    await seedBulkListings({ db: t.ctx.db, storage: t.ctx.storage, count: SIZE, seed: 46 });
    // Punctuation and short words the seeder does not write; equal sort keys.
    const { user } = await createUser(t.ctx);
    const tied = new Date('2026-01-01T00:00:00Z');
    for (const [i, title] of ['Nexon EV-Max 1.2 (dark)', 'i20 Asta/O', 'XUV700 AX7 L, 7-seater', 'Nexon EV Max'].entries()) {
      await createListing(t.ctx, { sellerId: user.id, brand: 'Tata', model: 'Nexon', variant: 'EV Max', price: 900_000, createdAt: tied, kmDriven: 1000 * i, values: { title } });
    }
    await t.ctx.pool.query(`update listings set price = price - 25000 where id in (select id from listing_search order by id limit 300)`);
    const names = async (sql: string) => (await t.ctx.pool.query<{ v: string }>(sql)).rows.map((r) => r.v);
    const texts = await names(`select search_text as v from listing_search order by id limit 500`);
    vocabulary = {
      brands: await names(`select distinct brand_key as v from listing_search`),
      cities: await names(`select distinct city_key as v from listing_search`),
      models: await names(`select distinct model_key as v from listing_search`),
      bodies: await names(`select distinct body_type as v from listing_search where body_type is not null`),
      words: [...new Set(texts.flatMap((s) => s.split(' ')))],
    };
  }, 240_000);

  /** A filter set as GET /cars/ could ask for it, from values that occur (and some that do not). */
  function generate(rng: () => number): SearchFilters {
    const pick = <T,>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
    const maybe = (p: number) => rng() < p;
    const f: SearchFilters = { terms: [] };
    const word = () => {
      const w = pick(vocabulary.words);
      const r = rng();
      if (r < 0.15) return w.slice(0, 2); // a short word: the start of a word
      if (r < 0.25) return w.slice(1, 4); // inside a word
      if (r < 0.3) return 'zzqx';
      if (r < 0.35) return pick(['ev', '1.2', 'o', 'ax', '7-', 'max', '(dark)', 'i2']);
      return w;
    };
    if (maybe(0.4)) f.terms = [...new Set(Array.from({ length: 1 + Math.floor(rng() * 2) }, word))];
    if (maybe(0.3)) f.brand = maybe(0.5) ? pick(vocabulary.brands).toUpperCase() : pick(vocabulary.brands);
    else if (maybe(0.1)) f.brandIn = [pick(vocabulary.brands), pick(vocabulary.brands), 'nobrand'];
    if (maybe(0.2)) f.city = pick(vocabulary.cities);
    else if (maybe(0.1)) f.cityIn = [pick(vocabulary.cities), pick(vocabulary.cities)];
    if (maybe(0.25)) f.fuelType = pick(['petrol', 'diesel', 'cng', 'electric', 'hybrid', 'lpg']);
    if (maybe(0.2)) f.transmission = pick(['manual', 'automatic']);
    if (maybe(0.15)) f.model = maybe(0.7) ? [pick(vocabulary.models)] : [pick(vocabulary.models), pick(vocabulary.models)];
    if (maybe(0.15)) f.bodyType = maybe(0.6) ? [pick(vocabulary.bodies)] : [pick(vocabulary.bodies), pick(vocabulary.bodies)];
    if (maybe(0.3)) f.minPrice = Math.floor(rng() * 1_500_000);
    if (maybe(0.3)) f.maxPrice = Math.floor(rng() * 3_000_000);
    if (maybe(0.05)) f.year = 2008 + Math.floor(rng() * 17);
    if (maybe(0.2)) f.minYear = 2008 + Math.floor(rng() * 17);
    if (maybe(0.2)) f.maxYear = 2010 + Math.floor(rng() * 17);
    if (maybe(0.2)) f.maxKm = Math.floor(rng() * 150_000);
    if (maybe(0.15)) f.maxOwners = 1 + Math.floor(rng() * 4);
    if (maybe(0.1)) f.reduced = true;
    return f;
  }

  async function expectSameAnswers(index: ListingIndex, seed: number, runs: number) {
    const rng = createRng(seed);
    let nonEmpty = 0;
    for (let i = 0; i < runs; i++) {
      const f = generate(rng);
      const sortBy = SORT_VALUES[Math.floor(rng() * SORT_VALUES.length)]!;
      const limit = 1 + Math.floor(rng() * 30);
      const p = { sortBy, limit, offset: rng() < 0.2 ? Math.floor(rng() * 400) : limit * Math.floor(rng() * 3) };
      const [rows, total] = await findCountedPage(t.ctx.pool, whereFor(f), p);
      const found = await index.page(f, p);
      const label = JSON.stringify({ f, p });
      expect(found, label).toEqual({ ids: rows.map((r) => r.id), total });
      expect(await index.count(f), label).toBe(total);
      if (rows.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(runs / 5); // the filters are not all too narrow to test anything
  }

  it('answers generated searches as SQL does', async () => {
    const index = createListingIndex({ db: t.ctx.pool, log: silent, pagesPerRead: 7 }); // read in many ranges
    expect(await index.page({ terms: [] }, { sortBy: 'created_desc', limit: 1, offset: 0 })).toBeNull(); // not read yet
    await index.load();
    const { rows } = await t.ctx.pool.query<{ n: number }>('select count(*)::int as n from listing_search');
    expect(index.size()).toBe(rows[0]!.n);
    await expectSameAnswers(index, 1, 400);
  }, 120_000);

  it('stays equal to SQL through the changes it is told of, in the overlay and read again', async () => {
    const index = createListingIndex({ db: t.ctx.pool, log: silent, overlayLimit: 60 });
    await index.load();
    const some = async (n: number, where = 'true') =>
      (await t.ctx.pool.query<{ id: string }>(`select id from listings where ${where} order by md5(id::text) limit ${n}`)).rows.map((r) => r.id);
    const cheaper = await some(20, `status = 'approved'`);
    const hidden = await some(10, `status = 'approved' and id <> all($1)`.replace('$1', `'{${cheaper.join(',')}}'::uuid[]`));
    const shown = await some(10, `status = 'pending'`);
    await t.ctx.pool.query(`update listings set price = price - 40000, km_driven = km_driven + 1 where id = any($1::uuid[])`, [cheaper]);
    await t.ctx.pool.query(`update listings set status = 'sold' where id = any($1::uuid[])`, [hidden]);
    await t.ctx.pool.query(`update listings set status = 'approved', approved_at = now() where id = any($1::uuid[])`, [shown]);
    for (const id of [...cheaper, ...hidden, ...shown]) index.changed(id);
    await expectSameAnswers(index, 2, 150); // 40 rows in the overlay

    const more = await some(40, `status = 'approved'`);
    await t.ctx.pool.query(`update listings set year = year - 1 where id = any($1::uuid[])`, [more]);
    for (const id of more) index.changed(id);
    await index.count({ terms: [] }); // past 60 in the overlay: read again whole
    await index.load(); // (the read it started; it returns when done)
    await expectSameAnswers(index, 3, 150);
  }, 120_000);

  it('counts the options under the other filters as SQL does, without leaving any out', async () => {
    const index = createListingIndex({ db: t.ctx.pool, log: silent });
    await index.load();
    const [f, counts] = await Promise.all([publicFacets(t.ctx.pool), optionCounts(t.ctx.pool)]);
    const available = { counts, availableBrands: f.brands ?? [], availableCities: f.cities ?? [], priceRange: { min: 0, max: 0 }, yearRange: { min: 0, max: 0 } };
    const rng = createRng(4);
    for (let i = 0; i < 120; i++) {
      const filters = i === 0 ? { terms: [] } : generate(rng);
      const sql = await narrowedCounts(t.ctx.pool, new LoadingCache({ ttlMs: 0, max: 1 }), filters, available, 1_000_000);
      expect(await indexedCounts(index, filters, available), JSON.stringify(filters)).toEqual(sql);
    }
  }, 120_000);

  it('makes a search wait for the changes heard before it, and not for later ones', async () => {
    const gates: Array<() => void> = [];
    const db = {
      query: (async (...args: Parameters<typeof t.ctx.pool.query>) => {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
        if (text.includes('id = any')) await new Promise<void>((open) => gates.push(open)); // a changed listing's read waits here
        return t.ctx.pool.query(...args);
      }) as typeof t.ctx.pool.query,
    };
    const index = createListingIndex({ db, log: silent });
    await index.load();
    const [a, b] = (await t.ctx.pool.query<{ id: string }>('select id from listing_search order by id limit 2')).rows.map((r) => r.id);
    const before = (await index.count({ terms: [] }))!;
    await t.ctx.pool.query(`update listings set status = 'sold' where id = $1`, [a]);
    index.changed(a);
    let answered: number | null = null;
    const counting = index.count({ terms: [] }).then((n) => (answered = n));
    await waitFor('the read of the first change', async () => gates.length === 1);
    index.changed(b); // heard after the search began
    gates.shift()!();
    await counting;
    expect(answered).toBe(before - 1); // a's change applied, b's read still waiting
    await waitFor('the read of the second change', async () => gates.length === 1);
    gates.shift()!();
  });

  it('reads everything again after a change that names no listing', async () => {
    const index = createListingIndex({ db: t.ctx.pool, log: silent });
    await index.load();
    const before = await index.count({ terms: [] });
    await t.ctx.pool.query(`update listings set status = 'sold' where id in (select id from listing_search order by id limit 5)`);
    expect(await index.count({ terms: [] })).toBe(before); // not told
    index.changed();
    await index.load();
    expect(await index.count({ terms: [] })).toBe(before! - 5);
  });

  it('answers null after a failed read, and SQL answers meanwhile', async () => {
    let broken = false;
    const db = { query: ((...args: Parameters<typeof t.ctx.pool.query>) => (broken ? Promise.reject(new Error('connection lost')) : t.ctx.pool.query(...args))) as typeof t.ctx.pool.query };
    const warnings: string[] = [];
    const index = createListingIndex({ db, log: { warn: (_o, msg) => void warnings.push(msg) } });
    await index.load();
    broken = true;
    index.changed((await t.ctx.pool.query<{ id: string }>('select id from listing_search limit 1')).rows[0]!.id);
    expect(await index.count({ terms: [] })).toBeNull();
    expect(warnings).toEqual([expect.stringContaining('search index: reading changed listings failed')]);
    broken = false;
    await index.load();
    expect(await index.count({ terms: [] })).toBeGreaterThan(0);
  });

  it('stops a read under way when the app closes, without a warning, and starts none after', async () => {
    let statements = 0;
    let ended = false;
    let atClose = 0;
    const warnings: string[] = [];
    // The app closes while the fifth range is being read (a table of 4,000 listings is many pages
    // at one page a statement), and its pool ends: a statement after that is refused, as pg's is.
    const db = {
      query: ((...args: Parameters<typeof t.ctx.pool.query>) => {
        if (ended) return (statements++, Promise.reject(new Error('Cannot use a pool after calling end on the pool')));
        statements++;
        const answer = t.ctx.pool.query(...args);
        if (statements === 5) {
          index.close();
          ended = true;
          atClose = statements;
        }
        return answer;
      }) as typeof t.ctx.pool.query,
    };
    const index = createListingIndex({ db, log: { warn: (_o, msg) => void warnings.push(msg) }, pagesPerRead: 1 });
    await index.load();
    expect(atClose).toBe(5);
    expect(statements).toBe(atClose); // none after the one in flight
    expect(warnings).toEqual([]);
    expect(index.state()).toBe('unavailable');
    index.changed();
    index.changed('00000000-0000-4000-8000-000000000000');
    expect(await index.count({ terms: [] })).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(statements).toBe(atClose);
  });
});
