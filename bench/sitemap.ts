// node --import tsx bench/sitemap.ts   (DATABASE_URL: a seeded database, e.g. `npm run seed -- --listings 1000000`)
// Generates the whole sitemap (index, pages chunk, every listing chunk, gzipped as served) straight
// from the database and prints how long each part took: the check that it stays fast at scale.
import { createGzip } from 'node:zlib';
import { createSitemaps } from '../apps/api/src/modules/sitemap/sitemap.ts';
import type { AppContext } from '../apps/api/src/platform/context.ts';
import { openDatabase } from '../apps/api/src/platform/database.ts';
import { Metrics } from '../apps/api/src/platform/metrics.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('DATABASE_URL is not set (a database seeded with `npm run seed -- --listings N`).');
  process.exit(1);
}
const database = openDatabase(url, { max: 2 });
const ctx = { db: database.db, pool: database.pool, config: { publicUrl: 'https://www.gaadibazaar.in' }, metrics: new Metrics({ defaultMetrics: false }) } as unknown as AppContext;
const sitemaps = createSitemaps(ctx);
const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;

const t0 = performance.now();
let t = performance.now();
const index = await sitemaps.index();
const chunks = [...index.matchAll(/listings-(\d+)-of-(\d+)\.xml/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
console.log(`index: ${chunks.length} listing chunks, ${ms(t)}`);
t = performance.now();
const pages = await sitemaps.pages();
console.log(`pages chunk: ${(pages.match(/<url>/g) ?? []).length} URLs, ${ms(t)}`);

let urls = 0;
let raw = 0;
let gz = 0;
let slowest = 0;
let largest = 0;
for (const [k, n] of chunks) {
  const start = performance.now();
  const stream = sitemaps.listings(k, n)!;
  const gzip = createGzip();
  let count = 0;
  stream.on('data', (s: string) => {
    raw += Buffer.byteLength(s);
    count += (s.match(/<url>/g) ?? []).length;
  });
  gzip.on('data', (b: Buffer) => (gz += b.length));
  await new Promise<void>((resolve, reject) => {
    gzip.on('end', resolve).on('error', reject);
    stream.pipe(gzip);
  });
  urls += count;
  largest = Math.max(largest, count);
  slowest = Math.max(slowest, performance.now() - start);
}
console.log(`listing chunks: ${urls.toLocaleString('en-IN')} URLs in ${chunks.length} chunks (largest ${largest.toLocaleString('en-IN')}), slowest chunk ${slowest.toFixed(0)} ms`);
console.log(`sizes: ${(raw / 1048576).toFixed(1)} MB XML, ${(gz / 1048576).toFixed(1)} MB gzipped`);
console.log(`whole sitemap: ${ms(t0)}`);
await database.close();
