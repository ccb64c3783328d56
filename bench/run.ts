// npm run bench [-- --embedded] [--no-cache] [--listings N] [--duration S] [--connections C]
// Fresh database → migrations → catalogue + N bulk listings → the app on 127.0.0.1 → autocannon
// against three GET /api/v1/cars/ requests. Prints a table, writes bench/results/latest.json and
// exits non-zero when any response was not 2xx. Everything is bounded in time.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, type App } from '../apps/api/src/app.ts';
import { seedBulkListings } from '../apps/api/src/db/seed/bulk.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase, runMigrations, type Database } from '../apps/api/src/platform/database.ts';
import { createLocalStorage } from '../apps/api/src/platform/storage.ts';
import { createBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { runScenario, type ScenarioResult } from './load.ts';
import { formatTable, writeResults } from './report.ts';
import { chooseScenarios } from './scenarios.ts';

const { values } = parseArgs({
  options: {
    embedded: { type: 'boolean', default: false },
    // Measures the search itself: turns off the 10 s whole-answer cache of GET /cars/ (decision 004).
    'no-cache': { type: 'boolean', default: false },
    listings: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    'max-minutes': { type: 'string', default: '15' },
  },
});
const listings = Number(values.listings);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const say = (m: string) => console.log(`[bench] ${m}`);

let db: BenchDatabase | null = null;
let database: Database | null = null;
let app: App | null = null;
let dataDir: string | null = null;

async function cleanup() {
  await app?.close().catch(() => {});
  await database?.close().catch(() => {});
  await db?.drop().catch(() => {});
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

// Nothing may hang: past the limit the run is abandoned, its database dropped.
const watchdog = setTimeout(
  () => {
    console.error(`[bench] Gave up after ${values['max-minutes']} minutes.`);
    void Promise.race([cleanup(), new Promise((r) => setTimeout(r, 20_000))]).then(() => process.exit(2));
  },
  Number(values['max-minutes']) * 60_000,
);
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

async function main(): Promise<number> {
  if (![listings, duration, warmup, connections].every((n) => Number.isFinite(n) && n >= 0) || listings < 1) {
    console.error('Usage: npm run bench -- [--embedded] [--no-cache] [--listings N] [--duration S] [--warmup S] [--connections C]');
    return 1;
  }
  db = await createBenchDatabase({ embedded: values.embedded });
  say(`Database ${db.name} on ${db.where}`);
  database = openDatabase(db.url);
  await runMigrations(database);
  dataDir = mkdtempSync(join(tmpdir(), 'gaadi-bench-data-'));
  const storage = createLocalStorage(join(dataDir, 'uploads'), 'http://127.0.0.1');
  const seeded = await seedBulkListings({ db: database.db, storage, count: listings, log: say });
  say(`Seeded ${listings.toLocaleString('en-IN')} listings in ${(seeded.ms / 1000).toFixed(1)} s (${seeded.rowsPerSecond} rows/s)`);

  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    BROWSE_CACHE_SECONDS: values['no-cache'] ? '0' : '',
  });
  app = await buildApp({ config, database, logger: false });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  say(`App on ${baseUrl}; ${connections} connections, ${warmup} s warm-up + ${duration} s per scenario`);

  const results: ScenarioResult[] = [];
  for (const scenario of await chooseScenarios(database.pool)) {
    say(`${scenario.name}: GET ${scenario.path}`);
    results.push(await runScenario(baseUrl, scenario, { connections, duration, warmup }));
  }
  console.log(`\n${formatTable(results)}\n`);
  writeResults(new URL('./results/latest.json', import.meta.url), {
    at: new Date().toISOString(),
    listings,
    seedSeconds: seeded.ms / 1000,
    database: db.where,
    node: process.version,
    cpus: cpus().length,
    connections,
    durationSeconds: duration,
    results,
  });
  const failed = results.filter((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
  if (failed.length) console.error(`[bench] Not every response was 2xx in: ${failed.map((r) => r.scenario).join('; ')}`);
  return failed.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (e) {
  console.error(`[bench] Failed: ${(e as Error).stack ?? e}`);
} finally {
  clearTimeout(watchdog);
  await cleanup();
}
process.exit(code);
