// Times mixed-traffic URLs one by one (no concurrency, no whole-answer cache) and prints the
// slowest: where the search spends its time. npm run bench:profile -- --database URL [--count N]
import { parseArgs } from 'node:util';
import { openRenderApp } from './render-app.ts';
import { createMixedTraffic } from './traffic.ts';
import { readVocabulary } from './vocabulary.ts';

const { values } = parseArgs({
  options: { database: { type: 'string' }, count: { type: 'string', default: '300' }, seed: { type: 'string', default: '16' }, show: { type: 'string', default: '20' } },
});
if (!values.database) {
  console.error('Usage: node --import tsx bench/profile-urls.ts --database URL [--count N] [--seed N] [--show N]');
  process.exit(1);
}
// No whole-answer cache: each URL's own search.
const { app, database, close } = await openRenderApp(values.database, { serveWeb: false, env: { BROWSE_CACHE_SECONDS: '0' } });
try {
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
  await close();
}
