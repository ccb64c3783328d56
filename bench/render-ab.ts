// The render alone of two web builds, in one process, alternated round by round on the same pages
// and the same recorded API answers: npm run bench:render-ab -- --database URL --a DIR --b DIR
// [--kind buy|landing|listing] [--count N] [--rounds N]. DIR is a checkout with its web build
// (apps/web/dist). Run with --expose-gc to start each round from a collected heap.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CatalogueChanges } from '../apps/api/src/platform/context.ts';
import { inProcessResponse, renderFetch } from '../apps/api/src/platform/render-fetch.ts';
import { createPageTraffic, readListingIds } from './page-traffic.ts';
import { readVocabulary } from './vocabulary.ts';
import { openRenderApp } from './render-app.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    a: { type: 'string' },
    b: { type: 'string' },
    kind: { type: 'string', default: 'buy' },
    count: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '14' },
  },
});
if (!values.database || !values.a || !values.b) throw new Error('--database URL --a DIR --b DIR');
const { app, database, close } = await openRenderApp(values.database);
const recorded = new Map<string, { status: number; type: string; text: string }>();
const fetchForRender = renderFetch(app, { changes: new CatalogueChanges(), visitorIp: () => '203.0.113.7' });
const fetchImpl = async (input: string) => {
  const url = String(input);
  const kept = recorded.get(url);
  if (kept) return inProcessResponse(kept);
  const res = await fetchForRender(url);
  const answer = { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  recorded.set(url, answer);
  return inProcessResponse(answer);
};
interface Entry {
  configure(opts: { fetch: typeof fetchImpl; publicUrl: string }): Promise<void>;
  render(url: string): Promise<{ html: string }>;
}
const entries: Entry[] = [];
for (const dir of [values.a, values.b]) {
  const entry = (await import(pathToFileURL(join(dir, 'apps/web/dist/server/entry-server.js')).href)) as Entry;
  await entry.configure({ fetch: fetchImpl, publicUrl: 'http://127.0.0.1' });
  entries.push(entry);
}
const pages = createPageTraffic({ vocabulary: await readVocabulary(database.pool), listingIds: await readListingIds(database.pool) });
const next = () => (values.kind === 'listing' ? pages.listing() : values.kind === 'buy' ? pages.buy() : pages.landing()) ?? pages.repeated();
const n = Number(values.count);
const urls = Array.from({ length: n }, next);
// The first pass records the answers (and warms both builds); the rounds render from them.
const chars = [0, 0];
for (const [i, entry] of entries.entries()) for (const url of urls) chars[i]! += (await entry.render(url)).html.length;
const gc = (globalThis as { gc?: () => void }).gc;
const rounds: number[][] = [[], []];
for (let r = 0; r < Number(values.rounds); r++) {
  for (const [i, entry] of entries.entries()) {
    gc?.();
    const from = process.cpuUsage();
    for (const url of urls) await entry.render(url);
    const cpu = process.cpuUsage(from);
    rounds[i]!.push((cpu.user + cpu.system) / 1000 / n);
  }
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[xs.length >> 1]!.toFixed(3);
for (const [i, name] of ['a', 'b'].entries()) {
  const ms = rounds[i]!;
  console.log(`${name}: ${(chars[i]! / n).toFixed(0)} characters of markup a ${values.kind} page; render CPU ms a page, median ${median(ms)}, least ${Math.min(...ms).toFixed(3)}; rounds ${ms.map((x) => x.toFixed(2)).join(' ')}`);
}
await close();
