// npm run bench:fair-price -- [--listings N] [--pages N] [--embedded]
// Issue 15 at scale (decision 017): a fresh database (on BENCH_DATABASE_URL, default
// 127.0.0.1:5432) migrated and filled by the bulk seeder with N listings (default 100,000; the
// triggers of migration 0007 keep price history and the fair-price sums as the rows go in), then:
// the rating of a 12-card page and of a detail page (priceRatings, exactly as the search and
// GET /cars/{id}/ call it), the quality flags of a 20-row admin page (qualityFlags), and a single
// price change with its triggers; then "what's my car worth" (GET /api/v1/valuation/, issue 22:
// target 20 ms at 100,000 listings) through the whole app in this process (app.inject: routing,
// validation, the three reads, serialisation), every query a different car, with the API's CPU
// per request. Prints p50/p90/p99 in ms, then drops the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { seedBulkListings } from '../apps/api/src/seed/bulk.ts';
import type { ListingRow } from '../apps/api/src/modules/listing-store/listing-rows.ts';
import { priceRatings } from '../apps/api/src/modules/fair-price/rate-listings.ts';
import { qualityFlags } from '../apps/api/src/modules/moderation/quality-flags.ts';
import { photosAlsoElsewhere } from '../apps/api/src/modules/media/duplicate-photos.ts';
import { sellersPerPhone } from '../apps/api/src/modules/listing-store/quality-reads.ts';
import { OWNER_NUMBERS } from '@gaadi/domain/constants';
import { FUEL_TYPES, TRANSMISSIONS } from '@gaadi/domain/public-constants';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase, runMigrations } from '../apps/api/src/platform/database.ts';
import { createLocalStorage } from '../apps/api/src/platform/storage.ts';
import { createBenchDatabase } from './bench-database.ts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    pages: { type: 'string', default: '500' },
    embedded: { type: 'boolean', default: false },
  },
});
const LISTINGS = Number(values.listings);
/** Quality flags are for admins (the access policy); the bench reads them as one. */
const BENCH_ADMIN = { kind: 'admin' as const, id: '00000000-0000-4000-8000-000000000000' };
const PAGES = Number(values.pages);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
function summary(name: string, times: number[]) {
  const s = [...times].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2).padStart(7);
  return `${name.padEnd(34)} p50 ${f(percentile(s, 50))} ms  p90 ${f(percentile(s, 90))} ms  p99 ${f(percentile(s, 99))} ms  (${times.length} runs)`;
}

async function main() {
  const bench = await createBenchDatabase({ embedded: !!values.embedded });
  const database = openDatabase(bench.url, { max: 4 });
  const dir = mkdtempSync(join(tmpdir(), 'gaadi-bench-fair-price-'));
  try {
    console.log(`Database ${bench.name} on ${bench.where}: migrating…`);
    await runMigrations(database);
    const { db, pool } = database;
    const t0 = performance.now();
    const seeded = await seedBulkListings({ db, storage: createLocalStorage(join(dir, 'uploads'), 'http://127.0.0.1'), count: LISTINGS, log: () => {} });
    // The bulk seeder shares 20 photo files; give every image its own random 64-bit hash, as
    // distinct photos have, and one image in 200 another listing's hash (a re-posted photo), so the
    // duplicate-photo lookups of the flags run against a full, realistic index.
    await pool.query(`update listing_images set perceptual_hash = ((random() * 2147483647)::bigint << 32) # (random() * 4294967295)::bigint`);
    await pool.query(`update listing_images i set perceptual_hash = o.perceptual_hash
      from (select id, lead(perceptual_hash) over (order by id) as perceptual_hash from listing_images) o
      where o.id = i.id and o.perceptual_hash is not null and abs(hashtext(i.id::text)) % 200 = 0`);
    await pool.query('vacuum analyze listings');
    await pool.query('vacuum analyze listing_images');
    await pool.query('vacuum analyze fair_price_stats');
    await pool.query('vacuum analyze listing_price_history');
    const stats = (await pool.query<{ n: number }>('select count(*)::int as n from fair_price_stats')).rows[0]!.n;
    console.log(`Seeded ${seeded.listings.toLocaleString('en-IN')} listings in ${((performance.now() - t0) / 1000).toFixed(1)} s (${seeded.rowsPerSecond} rows/s with every trigger); ${stats} fair-price sum rows.`);

    // Pages as buyers see them: 12 approved listings at random (the search's rows are listings rows).
    const sample = (await pool.query<{ id: string }>(`select id from listings tablesample system (2) where status = 'approved' limit ${PAGES * 12}`)).rows.map((r) => r.id);
    const rows = (await db.query.listings.findMany({ where: (l, { inArray }) => inArray(l.id, sample) })) as ListingRow[];
    const pages = Array.from({ length: Math.floor(rows.length / 12) }, (_, i) => rows.slice(i * 12, i * 12 + 12));
    for (const page of pages.slice(0, 30)) await priceRatings(pool, page); // warm-up

    const cardTimes: number[] = [];
    let rated = 0;
    for (const page of pages) {
      const start = performance.now();
      const ratings = await priceRatings(pool, page);
      cardTimes.push(performance.now() - start);
      rated += [...ratings.values()].filter(Boolean).length;
    }
    const detailTimes: number[] = [];
    for (const row of rows.slice(0, PAGES)) {
      const start = performance.now();
      await priceRatings(pool, [row]);
      detailTimes.push(performance.now() - start);
    }
    const flagTimes: number[] = [];
    let flagged = 0;
    for (let i = 0; i + 20 <= Math.min(rows.length, 20 * 100); i += 20) {
      const start = performance.now();
      const flags = await qualityFlags(db, BENCH_ADMIN, rows.slice(i, i + 20));
      flagTimes.push(performance.now() - start);
      flagged += [...flags.values()].filter((f) => f.some((x) => x.code === 'duplicate_photo')).length;
    }
    // The parts of the flags, to see which one costs what.
    const photoTimes: number[] = [];
    const phoneTimes: number[] = [];
    for (let i = 0; i + 20 <= Math.min(rows.length, 20 * 100); i += 20) {
      const page = rows.slice(i, i + 20);
      let start = performance.now();
      await photosAlsoElsewhere(db, page.map((r) => r.id));
      photoTimes.push(performance.now() - start);
      start = performance.now();
      await sellersPerPhone(db, page.map((r) => r.sellerPhone));
      phoneTimes.push(performance.now() - start);
    }
    const updateTimes: number[] = [];
    for (const row of rows.slice(0, 200)) {
      const start = performance.now();
      await pool.query('update listings set price = price - 5000 where id = $1', [row.id]);
      updateTimes.push(performance.now() - start);
    }

    console.log(`\nFair-price rating and flags over ${LISTINGS.toLocaleString('en-IN')} listings (${Math.round((100 * rated) / (pages.length * 12))}% of sampled cards rated):`);
    console.log(summary('rating, 12-card page (1 query)', cardTimes));
    console.log(summary('rating, detail page (1 query)', detailTimes));
    console.log(summary('quality flags, 20-row admin page', flagTimes));
    console.log(`  (${flagged} of ${flagTimes.length * 20} admin rows had a duplicate photo)`);
    console.log(summary('  of which duplicate-photo lookup', photoTimes));
    console.log(summary('  of which shared-phone count', phoneTimes));
    console.log(summary('price change incl. all triggers', updateTimes));
    const plan = await pool.query(
      `explain (analyze, buffers, costs off) select s.* from unnest($1::uuid[], $2::int[], $3::int[]) q(model_id, lo, hi)
       join fair_price_stats s on s.model_id = q.model_id and s.year between q.lo and q.hi where s.n > 0`,
      [pages[0]!.map((r) => r.modelId), pages[0]!.map((r) => r.year - 2), pages[0]!.map((r) => r.year + 2)],
    );
    console.log(`\nPlan of one page's read:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);

    // What's my car worth: a different car each time (model, year, km, owners, fuel, gearbox, city
    // drawn at random from the catalogue and the cities listed), so no answer can come from a cache.
    // The app on a pool of its own, as `npm start` opens it (its listeners hold connections).
    const appDatabase = openDatabase(bench.url);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789', PUBLIC_URL: 'http://127.0.0.1', DATABASE_URL: bench.url }),
      database: appDatabase,
      logger: false,
    });
    await app.ready();
    const models = (await pool.query<{ brand: string; model: string }>(`select b.name as brand, m.name as model from models m join brands b on b.id = m.brand_id where m.verified`)).rows;
    const cities = (await pool.query<{ city: string }>(`select distinct city_name as city from listings`)).rows.map((r) => r.city);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    const thisYear = new Date().getFullYear();
    const valuationUrl = () => {
      const m = pick(models);
      const q = new URLSearchParams({ brand: m.brand, model: m.model, year: String(thisYear - Math.floor(Math.random() * 15)), km_driven: String(1000 + Math.floor(Math.random() * 150_000)) });
      if (Math.random() < 0.8) q.set('owners', pick(OWNER_NUMBERS));
      if (Math.random() < 0.8) q.set('fuel_type', pick(FUEL_TYPES));
      if (Math.random() < 0.8) q.set('transmission', pick(TRANSMISSIONS));
      if (Math.random() < 0.7) q.set('city', pick(cities));
      return `/api/v1/valuation/?${q}`;
    };
    for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url: valuationUrl() }); // warm-up
    const valuationTimes: number[] = [];
    const scopes = new Map<string, number>();
    const byScope = new Map<string, number[]>();
    let failed = 0;
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < PAGES; i++) {
      const url = valuationUrl();
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url });
      const took = performance.now() - start;
      valuationTimes.push(took);
      if (res.statusCode !== 200) {
        if (!failed++) console.log(`  first answer not 200: ${res.statusCode} ${url} ${res.body.slice(0, 300)}`);
      }
      else {
        const scope = (res.json() as { data: { scope: string } }).data.scope;
        scopes.set(scope, (scopes.get(scope) ?? 0) + 1);
        byScope.set(scope, [...(byScope.get(scope) ?? []), took]);
      }
    }
    const cpu = process.cpuUsage(cpu0);
    await app.close();
    await appDatabase.close();
    console.log(`\nWhat's my car worth over ${LISTINGS.toLocaleString('en-IN')} listings (GET /api/v1/valuation/, each car different):`);
    console.log(summary('valuation, whole request', valuationTimes));
    for (const [scope, times] of byScope) console.log(summary(`  of which scope ${scope}`, times));
    console.log(`  API CPU ${((cpu.user + cpu.system) / 1000 / PAGES).toFixed(2)} ms per request; ${failed} not 200; scopes ${[...scopes].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  } finally {
    await database.close();
    await bench.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
