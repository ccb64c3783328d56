// Times mixed-traffic URLs one by one (no concurrency, no whole-answer cache) and prints the
// slowest: where the search spends its time. npm run bench:profile -- --database URL [--count N]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/database.ts';
import { searchIndexRead } from './index-ready.ts';
import { createMixedTraffic } from './traffic.ts';
import { readVocabulary } from './vocabulary.ts';

const { values } = parseArgs({
  options: { database: { type: 'string' }, count: { type: 'string', default: '300' }, seed: { type: 'string', default: '16' }, show: { type: 'string', default: '20' } },
});
if (!values.database) {
  console.error('Usage: node --import tsx bench/profile-urls.ts --database URL [--count N] [--seed N] [--show N]');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'gaadi-profile-'));
const database = openDatabase(values.database);
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: values.database,
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
  BROWSE_CACHE_SECONDS: '0',
});
const app = await buildApp({ config, database, logger: false });
try {
  await app.ready();
  await searchIndexRead(app);
  const traffic = createMixedTraffic({ vocabulary: await readVocabulary(database.pool), seed: Number(values.seed), headShare: 0 });
  const timings: Array<{ ms: number; url: string; total: number }> = [];
  for (let i = 0; i < Number(values.count); i++) {
    const url = traffic.next();
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url });
    const ms = performance.now() - t0;
    timings.push({ ms, url: decodeURIComponent(url.replace('/api/v1/cars/?', '')), total: res.json().data?.pagination?.total ?? -res.statusCode });
  }
  const sorted = [...timings].sort((a, b) => a.ms - b.ms);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.ms.toFixed(1);
  console.log(`${timings.length} URLs: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, sum ${(timings.reduce((s, t) => s + t.ms, 0) / 1000).toFixed(1)} s`);
  for (const t of sorted.reverse().slice(0, Number(values.show))) console.log(`${t.ms.toFixed(1).padStart(8)} ms  ${String(t.total).padStart(7)}  ${t.url}`);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
