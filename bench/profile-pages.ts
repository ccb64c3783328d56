// Times server-rendered page first views one by one in this process (no concurrency) and, with
// --cpu-prof on node, shows where a render spends its time: npm run bench:pages -- --database URL
import { parseArgs } from 'node:util';
import { createPageTraffic, readListingIds } from './page-traffic.ts';
import { readVocabulary } from './vocabulary.ts';
import { openRenderApp } from './render-app.ts';

const { values } = parseArgs({
  options: { database: { type: 'string' }, count: { type: 'string', default: '200' }, kind: { type: 'string', default: 'listing' } },
});
if (!values.database || !['listing', 'buy', 'landing'].includes(values.kind!)) {
  console.error('Usage: npm run bench:pages -- --database URL [--count N] [--kind listing|buy|landing]');
  process.exit(1);
}
const { app, database, close } = await openRenderApp(values.database);
try {
  const pages = createPageTraffic({ vocabulary: await readVocabulary(database.pool), listingIds: await readListingIds(database.pool) });
  const next = () => (values.kind === 'listing' ? pages.listing() : values.kind === 'buy' ? pages.buy() : pages.landing()) ?? pages.repeated();
  for (let i = 0; i < 20; i++) await app.inject({ url: next(), headers: { 'accept-encoding': 'br' } }); // warm-up
  const cpu0 = process.cpuUsage();
  const times: number[] = [];
  for (let i = 0; i < Number(values.count); i++) {
    const t0 = performance.now();
    const url = next();
    const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) console.log(`HTTP ${res.statusCode} ${url}`);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(1);
  console.log(`${times.length} ${values.kind} pages: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms; API process CPU ${((cpu.user + cpu.system) / 1000 / times.length).toFixed(2)} ms a page`);
} finally {
  await close();
}
