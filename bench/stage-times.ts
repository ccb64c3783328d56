// Where a server-rendered first view spends its time, stage by stage, one page at a time in this
// process: npm run bench:stages -- --database URL [--kind listing|buy|landing] [--count N]
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CatalogueChanges } from '../apps/api/src/platform/context.ts';
import { inProcessResponse, renderFetch } from '../apps/api/src/platform/render-fetch.ts';
import { encode, FIRST_FLIGHT_BYTES } from '../apps/api/src/platform/encoded-text.ts';
import { createPageTraffic, readListingIds } from './page-traffic.ts';
import { readVocabulary } from './vocabulary.ts';
import { openRenderApp } from './render-app.ts';

const { values } = parseArgs({
  options: { database: { type: 'string' }, count: { type: 'string', default: '300' }, kind: { type: 'string', default: 'listing' } },
});
if (!values.database) throw new Error('--database URL');
const { app, database, close } = await openRenderApp(values.database);
const entry = await import(pathToFileURL(join(process.cwd(), 'apps/web/dist/server/entry-server.js')).href);
// Each render's API calls are recorded, so that the same pages can be rendered again from the
// recorded answers: the render's own CPU, apart from the API's.
let replay: Map<string, { status: number; type: string; text: string }> | null = null;
const recorded = new Map<string, { status: number; type: string; text: string }>();
const calls = new Map<string, number>();
const fetchForRender = renderFetch(app, { changes: new CatalogueChanges(), visitorIp: () => '203.0.113.7' });
await entry.configure({
  fetch: async (input: string) => {
    const url = String(input);
    const kept = replay?.get(url);
    if (kept) return inProcessResponse(kept);
    const res = await fetchForRender(url);
    const answer = { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
    recorded.set(url, answer);
    const path = url.replace(/[0-9a-f-]{36}/g, '{id}').replace(/\/landing\/.*/, '/landing/…').split('?')[0]!;
    calls.set(path, (calls.get(path) ?? 0) + 1);
    return inProcessResponse(answer);
  },
  publicUrl: 'http://127.0.0.1',
});
const cpuMs = (from: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(from);
  return (c.user + c.system) / 1000;
};
try {
  const pages = createPageTraffic({ vocabulary: await readVocabulary(database.pool), listingIds: await readListingIds(database.pool) });
  const next = () => (values.kind === 'listing' ? pages.listing() : values.kind === 'buy' ? pages.buy() : pages.landing()) ?? pages.repeated();
  const n = Number(values.count);
  for (let i = 0; i < 20; i++) await entry.render(next());
  calls.clear();
  const urls = Array.from({ length: n }, next);
  let cpu = process.cpuUsage();
  let bytes = 0;
  let sent = 0;
  const htmls: string[] = [];
  for (const url of urls) {
    const page = await entry.render(url);
    htmls.push(page.head + page.html + page.state + (page.messages ?? ''));
  }
  const whole = cpuMs(cpu);
  replay = recorded;
  const profiler = process.env.STAGE_PROFILE ? new (await import('node:inspector/promises')).Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  cpu = process.cpuUsage();
  for (const url of urls) await entry.render(url);
  const renderOnly = cpuMs(cpu);
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    (await import('node:fs')).writeFileSync(process.env.STAGE_PROFILE!, JSON.stringify(profile));
  }
  cpu = process.cpuUsage();
  for (const html of htmls) {
    sent += encode(html, 'br', 'page').length;
    bytes += html.length;
  }
  const brotli = cpuMs(cpu);
  // Pages whose quality 1 would not fit the first round trip, sent at quality 5 (decisions 048, 052).
  const large = htmls.filter((html) => encode(html, 'br', 'answer').length > FIRST_FLIGHT_BYTES).length;
  const ms = (x: number) => (x / n).toFixed(2);
  console.log(`${n} ${values.kind} first views, CPU ms a page: render with its API calls ${ms(whole)} = API calls ${ms(whole - renderOnly)} + the render alone ${ms(renderOnly)}; brotli of ${(bytes / n / 1024).toFixed(0)} KB to ${(sent / n / 1024).toFixed(1)} KB ${ms(brotli)} (${large} of ${n} at quality 5)`);
  console.log('API calls a page:', [...calls].map(([p, c]) => `${p} ×${(c / n).toFixed(2)}`).join(', '));
} finally {
  await close();
}
