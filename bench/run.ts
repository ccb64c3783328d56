// npm run bench -- [--listings N] [--embedded] [--cache on|off|both] [--scenario mixed,fixed,pages,open] ...
// Fresh database → migrations → catalogue + N bulk listings → the API in its own process(es) on
// 127.0.0.1 → autocannon (closed loop) or bench/open-loop.ts from this process. The default
// scenario is the mixed traffic of issue 16 (bench/traffic.ts); `pages` adds the server-rendered
// public pages (bench/page-traffic.ts), `open` the mixed traffic and page views at fixed arrival
// rates. Prints a table with the load average and CPU per request, writes
// bench/results/latest.json and exits non-zero when any response was not 2xx. Bounded in time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seedBulkListings } from '../apps/api/src/seed/bulk.ts';
import { openDatabase, runMigrations, type Database } from '../apps/api/src/platform/database.ts';
import { createLocalStorage } from '../apps/api/src/platform/storage.ts';
import { createBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { cpuCost, sampleCpu, type CpuCost, type CpuSample } from './cpu.ts';
import { loadOne, loadStream, type LoadResult } from './load.ts';
import { openLoop } from './open-loop.ts';
import { createPageTraffic, readListingIds } from './page-traffic.ts';
import { formatTable, writeResults } from './report.ts';
import { describeMachine, measureMachine } from './machine-index.ts';
import { chooseScenarios } from './scenarios.ts';
import { createMixedTraffic } from './traffic.ts';
import { readVocabulary } from './vocabulary.ts';

const USAGE = `Usage: npm run bench -- [options]
  --listings N        listings to seed (default 100000; 10000, 100000 and 1000000 are the recorded sizes)
  --embedded          a temporary embedded PostgreSQL 18 instead of the server at BENCH_DATABASE_URL
                      (default postgres://postgres@127.0.0.1:5432/postgres)
  --cache on|off|both the whole-answer cache of GET /cars/ (default on, as in production); --no-cache = off
  --scenario LIST     comma-separated, run in this order (default mixed):
                        mixed  the API's mixed GET /cars/ traffic (half a popular head, half unique)
                        tail   the same without the head: unique long-tail searches only
                        fixed  the three fixed URLs
                        pages  server-rendered pages: first views of /listing/{id}, long-tail /buy?…,
                               each landing page once, a repeated view of 40 unchanged listing pages
                        open   open loop: --rate mixed API requests/s and --page-rate page views/s
                      all = mixed,fixed,pages
  --page-kinds LIST   pages: which of listing,buy,landing,repeated to run (default all four)
  --rate R            open loop: API requests per second (default 100)
  --page-rate R       open loop: page views per second (default 30)
  --duration S        measured seconds per run (default 20), after --warmup S (default 5)
  --connections C     concurrent connections (default 50)
  --processes P       API processes sharing the port (default 1)
  --seed N            seed of the mixed traffic (default 16)
  --database URL      use this already seeded database (kept) instead of a fresh one
  --keep              keep the fresh database and print its URL (for --database next time)
  --cpu-prof DIR      the API processes write V8 CPU profiles into DIR when they stop
  --heap-prof DIR     the API processes write V8 sampling heap profiles (what allocated) into DIR`;

const { values } = parseArgs({
  options: {
    embedded: { type: 'boolean', default: false },
    cache: { type: 'string', default: 'on' },
    'no-cache': { type: 'boolean', default: false },
    scenario: { type: 'string', default: 'mixed' },
    rate: { type: 'string', default: '100' },
    'page-kinds': { type: 'string', default: 'listing,buy,landing,repeated' },
    'page-rate': { type: 'string', default: '30' },
    listings: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    processes: { type: 'string', default: '1' },
    seed: { type: 'string', default: '16' },
    database: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    'heap-prof': { type: 'string' },
    'max-minutes': { type: 'string', default: '30' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const listings = Number(values.listings);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const processes = Number(values.processes);
const seed = Number(values.seed);
const SCENARIOS = ['mixed', 'tail', 'fixed', 'pages', 'open'] as const;
const scenarios = (values.scenario === 'all' ? 'mixed,fixed,pages' : values.scenario!).split(',').map((s) => s.trim());
const servesPages = scenarios.includes('pages') || scenarios.includes('open');
const rate = Number(values.rate);
const pageRate = Number(values['page-rate']);
const cacheModes = values['no-cache'] ? ['off'] : values.cache === 'both' ? ['on', 'off'] : [values.cache!];
const say = (m: string) => console.log(`[bench] ${m}`);
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

let db: BenchDatabase | null = null;
let database: Database | null = null;
let server: ChildProcess | null = null;
let dataDir: string | null = null;

async function stopServer() {
  const s = server;
  server = null;
  if (!s || s.exitCode !== null) return;
  const exited = new Promise((r) => s.once('exit', r));
  s.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  if (s.exitCode === null) s.kill('SIGKILL');
}

async function cleanup() {
  await stopServer();
  await database?.close().catch(() => {});
  if (!values.keep) await db?.drop().catch(() => {});
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

/** The pages need the web app's build (its server renderer included): made once if missing. */
function ensureWebBuild() {
  if (existsSync(new URL('../apps/web/dist/server/entry-server.js', import.meta.url))) return;
  say('Building the web app for the page scenarios (npm run build) …');
  const built = spawnSync('npm', ['run', 'build'], { cwd: new URL('..', import.meta.url).pathname, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed: the page scenarios need the web build.');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Starts the API in child process(es) and resolves with its base URL once every process listens. */
async function startServer(url: string, cache: string): Promise<string> {
  const port = await freePort();
  const profile = [
    ...(values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : []),
    ...(values['heap-prof'] ? ['--heap-prof', '--heap-prof-dir', values['heap-prof']] : []),
  ];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', new URL('./serve.ts', import.meta.url).pathname], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir!,
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'silent',
      BROWSE_CACHE_SECONDS: cache === 'off' ? '0' : '',
      BENCH_PORT: String(port),
      BENCH_SERVE_WEB: servesPages ? '1' : '',
      BENCH_PROCESSES: String(processes),
    },
  });
  server = child;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The API did not start within 180 s.')), 180_000);
    child.once('message', () => (clearTimeout(timer), resolve()));
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`The API exited with code ${code}.`))));
  });
  return `http://127.0.0.1:${port}`;
}

async function prepareDatabase(): Promise<{ url: string; where: string; seedSeconds: number | null }> {
  if (values.database) {
    database = openDatabase(values.database, { max: 4 });
    await runMigrations(database);
    return { url: values.database, where: new URL(values.database).pathname.slice(1), seedSeconds: null };
  }
  db = await createBenchDatabase({ embedded: values.embedded });
  say(`Database ${db.name} on ${db.where}`);
  database = openDatabase(db.url, { max: 4 });
  await runMigrations(database);
  const storage = createLocalStorage(join(dataDir!, 'uploads'), 'http://127.0.0.1');
  const seeded = await seedBulkListings({ db: database.db, storage, count: listings, log: say });
  say(`Seeded ${listings.toLocaleString('en-IN')} listings in ${(seeded.ms / 1000).toFixed(1)} s (${seeded.rowsPerSecond} rows/s)`);
  if (values.keep) say(`Kept for later runs: --database ${db.url}`);
  return { url: db.url, where: db.where, seedSeconds: seeded.ms / 1000 };
}

async function main(): Promise<number> {
  const numbers = [listings, duration, warmup, connections, processes, seed, rate, pageRate];
  const valid =
    numbers.every((n) => Number.isFinite(n) && n >= 0) &&
    listings >= 1 &&
    processes >= 1 &&
    rate > 0 &&
    pageRate > 0 &&
    cacheModes.every((m) => m === 'on' || m === 'off') &&
    scenarios.every((s) => (SCENARIOS as readonly string[]).includes(s));
  if (values.help || !valid) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  if (servesPages) ensureWebBuild();
  // Before anything of ours runs: what this machine's milliseconds are worth (machine-index.ts).
  const machine = await measureMachine();
  say(describeMachine(machine));
  dataDir = mkdtempSync(join(tmpdir(), 'gaadi-bench-data-'));
  const prepared = await prepareDatabase();
  const { rows } = await database!.pool.query<{ n: number; all: number }>(`select count(*) filter (where status = 'approved')::int as n, count(*)::int as all from listings`);
  const publicListings = rows[0]!.n;
  // A kept database (--database) holds what it was seeded with, whatever --listings says.
  const listingsHeld = rows[0]!.all;
  const vocabulary = await readVocabulary(database!.pool);
  const fixed = scenarios.includes('fixed') ? await chooseScenarios(database!.pool) : [];
  const listingIds = servesPages ? await readListingIds(database!.pool) : [];

  const results: Array<LoadResult & { cache: string; loadBefore: string; loadAfter: string; cpu: CpuCost | null }> = [];
  const dbName = decodeURIComponent(new URL(prepared.url).pathname.slice(1));
  // CPU per request of the measured run (bench/cpu.ts): comparable across a shared machine's load.
  const cpuMeter = () => {
    let before: CpuSample | null = null;
    let cost: CpuCost | null = null;
    return {
      measured: {
        before: async () => void (before = await sampleCpu(server!.pid!, database!.pool, dbName)),
        after: async (r: { requests: { total: number } }) => void (cost = cpuCost(before!, await sampleCpu(server!.pid!, database!.pool, dbName), r.requests.total)),
      },
      cost: () => cost,
    };
  };
  for (const cache of cacheModes) {
    const baseUrl = await startServer(prepared.url, cache);
    say(`API on ${baseUrl} (${processes} process${processes > 1 ? 'es' : ''}, whole-answer cache ${cache}); ${connections} connections, ${warmup} s warm-up + ${duration} s per run`);
    const opts = { connections, duration, warmup };
    const record = (r: LoadResult, loadBefore: string, cpu: CpuCost | null) => results.push({ ...r, cache, loadBefore, loadAfter: load(), cpu });
    for (const kind of scenarios) {
      if (kind === 'mixed' || kind === 'tail') {
        const traffic = createMixedTraffic({ vocabulary, seed, headShare: kind === 'tail' ? 0 : undefined });
        const loadBefore = load();
        const what = kind === 'tail' ? 'unique long-tail GET /cars/' : 'mixed';
        say(`${what} traffic (seed ${seed}), load average ${loadBefore}`);
        const meter = cpuMeter();
        const r = await loadStream(baseUrl, { name: `${what}, cache ${cache}`, describe: `${what} (seed ${seed})`, next: traffic.next }, { ...opts, measured: meter.measured });
        record(r, loadBefore, meter.cost());
        say(`generated ${traffic.stats.head} popular + ${traffic.stats.tail} unique long-tail URLs (${traffic.stats.redrawn} repeats redrawn)`);
      } else if (kind === 'fixed') {
        for (const scenario of fixed) {
          const loadBefore = load();
          say(`${scenario.name}: GET ${scenario.path}, load average ${loadBefore}`);
          const meter = cpuMeter();
          const r = await loadOne(baseUrl, { ...scenario, name: `${scenario.name}, cache ${cache}` }, { ...opts, measured: meter.measured });
          record(r, loadBefore, meter.cost());
        }
      } else if (kind === 'pages') {
        const pages = createPageTraffic({ vocabulary, listingIds, seed });
        // Landing pages run out: each is asked for once, a tenth as the warm-up.
        const landingWarmup = Math.max(1, Math.floor(pages.landingPages / 10));
        const kinds = values['page-kinds']!.split(',').map((k) => k.trim());
        const runs: Array<{ kind: string; name: string; next: () => string; amounts?: { amount: number; warmupAmount: number } }> = [
          { kind: 'listing', name: 'first view of /listing/{id}', next: () => pages.listing() ?? pages.repeated() },
          { kind: 'buy', name: 'long-tail /buy?…', next: pages.buy },
          { kind: 'landing', name: 'landing page, first view', next: () => pages.landing() ?? pages.repeated(), amounts: { amount: pages.landingPages - landingWarmup - 1, warmupAmount: landingWarmup } },
          { kind: 'repeated', name: 'repeated view of 40 unchanged /listing pages', next: pages.repeated },
        ].filter((run) => kinds.includes(run.kind));
        for (const run of runs) {
          const loadBefore = load();
          say(`${run.name}, load average ${loadBefore}`);
          const meter = cpuMeter();
          const r = await loadStream(baseUrl, { name: `${run.name}, cache ${cache}`, describe: run.name, next: run.next }, { ...opts, ...run.amounts, measured: meter.measured });
          record(r, loadBefore, meter.cost());
        }
      } else if (kind === 'open') {
        const traffic = createMixedTraffic({ vocabulary, seed });
        const pages = createPageTraffic({ vocabulary, listingIds, seed: seed + 100 });
        const loadBefore = load();
        say(`open loop: ${rate} mixed API requests/s + ${pageRate} page views/s for ${warmup} + ${duration} s, load average ${loadBefore}`);
        const meter = cpuMeter();
        const streams = [
          { name: `open loop ${rate}/s mixed API, cache ${cache}`, describe: `mixed (seed ${seed}) at ${rate}/s`, rate, next: traffic.next },
          { name: `open loop ${pageRate}/s pages, cache ${cache}`, describe: `listing, /buy and landing pages at ${pageRate}/s`, rate: pageRate, next: pages.mixed },
        ];
        const [api, pageViews] = await openLoop(baseUrl, streams, { duration, warmup, seed, measured: meter.measured });
        // CPU is measured for both streams together: the cost of the whole mix per request.
        record(api!, loadBefore, meter.cost());
        record(pageViews!, loadBefore, null);
      }
    }
    await stopServer();
  }
  console.log(`\n${listingsHeld.toLocaleString('en-IN')} listings (${publicListings.toLocaleString('en-IN')} public) on ${prepared.where}; ${describeMachine(machine)}\n`);
  console.log(`${formatTable(results)}\n`);
  writeResults(new URL('./results/latest.json', import.meta.url), {
    at: new Date().toISOString(),
    listings: listingsHeld,
    publicListings,
    seedSeconds: prepared.seedSeconds,
    database: prepared.where,
    node: process.version,
    cpus: cpus().length,
    machine,
    connections,
    processes,
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
