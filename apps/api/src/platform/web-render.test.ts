// Kept rendered pages (decision 029): a page is rendered once and served again until a listing
// change or its lifetime ends, compressed once per encoding, answered with 304 for a matching ETag,
// and every visitor it serves is counted as the render counted its first one. The server build
// here is a small stand-in for apps/web's (which the browser tests render): it asks the real API
// in-process for the car, as the web app's does, and counts its renders.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingCountersOf } from '../modules/listing-store/view-counter.ts';
import { findListing } from '../modules/listing-store/listing-rows.ts';
import { updateListing } from '../modules/listing-store/listing-writes.ts';
import { createListing, createUser } from '../test/factories.ts';
import { useTestApp } from '../test/helper.ts';

function webBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'gaadi-ssr-dist-'));
  mkdirSync(join(dist, 'server'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en-IN"><head><meta name="viewport" content="width=device-width" /><title>Shell</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, 'server', 'entry-server.js'),
    `let apiFetch;
     globalThis.__renders = 0;
     export async function configure(opts) { apiFetch = opts.fetch; }
     export function isServerRendered(path) { return path.startsWith('/listing/') || path.startsWith('/hi/listing/'); }
     export async function render(url) {
       globalThis.__renders++;
       const hindi = url.startsWith('/hi/');
       const id = url.split('?')[0].split('/')[hindi ? 3 : 2];
       const res = await apiFetch('/api/v1/cars/' + id + '/');
       if (res.status !== 200) return { status: 404, head: '<title>Not found</title>', html: '<p>gone</p>', state: '{}', module: '' };
       const car = (await res.json()).data;
       return { status: 200, head: '<title>' + car.title + '</title>', html: '<p>price ' + car.price + '</p>' + '<p>filler</p>'.repeat(200), state: '{}', module: '', lang: hindi ? 'hi' : 'en-IN', messages: hindi ? '{"catalogues":["hi"],"messages":{"Call Now":"अभी कॉल करें"}}' : undefined };
     }`,
  );
  return dist;
}

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

describe('kept rendered pages', () => {
  const t = useTestApp({ env: { WEB_DIST_DIR: webBuild(), PAGE_CACHE_SECONDS: '600' }, serveWeb: true });
  const listing = async () => (await createListing(t.ctx, { sellerId: (await createUser(t.ctx)).user.id, price: 450_000 })).id;
  const visit = (id: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/listing/${id}`, remoteAddress, headers });
  const storedViews = async (id: string) => {
    await listingCountersOf(t.ctx).flush();
    return (await t.ctx.db.execute<{ n: number }>(sql`select views_count as n from listings where id = ${id}`)).rows[0]!.n;
  };

  it('renders a page once, serves it again to every visitor and counts each of them', async () => {
    const id = await listing();
    const before = renders();
    const first = await visit(id, '10.1.0.1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.body).toContain('price 450000');
    for (const ip of ['10.1.0.2', '10.1.0.3', '10.1.0.2']) {
      const again = await visit(id, ip);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    expect(renders() - before).toBe(1);
    // Three visitors (the second came back the same day): as many as uncached pages would count.
    expect(await storedViews(id)).toBe(3);
  });

  it('renders again after the listing changes in any way the catalogue announces', async () => {
    const id = await listing();
    await visit(id, '10.2.0.1');
    const before = renders();
    const row = (await findListing(t.ctx.db, id))!;
    await t.ctx.events.transaction((w) => updateListing(w, row, { price: 399_000 }, { type: 'listing.edited', by: { userId: row.sellerId }, changes: {} }));
    const after = await visit(id, '10.2.0.2');
    expect(after.body).toContain('price 399000');
    expect(renders() - before).toBe(1);
  });

  it('compresses once per encoding and answers a matching ETag with 304, still counting the visit', async () => {
    const id = await listing();
    const plain = await visit(id, '10.3.0.1');
    const br = await visit(id, '10.3.0.2', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await visit(id, '10.3.0.3', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const notModified = await visit(id, '10.3.0.4', { 'if-none-match': String(plain.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(await storedViews(id)).toBe(4);
  });

  it('keeps a page signed-in visitors see the same way: a bearer changes nothing in the HTML', async () => {
    const id = await listing();
    const buyer = await createUser(t.ctx);
    const anonymous = await visit(id, '10.4.0.1');
    const signedIn = await visit(id, '10.4.0.2', buyer.auth);
    expect(signedIn.body).toBe(anonymous.body);
  });

  it('keeps a missing listing’s 404 page too', async () => {
    const before = renders();
    expect((await visit('00000000-0000-4000-8000-000000000000', '10.5.0.1')).statusCode).toBe(404);
    expect((await visit('00000000-0000-4000-8000-000000000000', '10.5.0.2')).statusCode).toBe(404);
    expect(renders() - before).toBe(1);
  });
});

describe('rendered pages with PAGE_CACHE_SECONDS=0', () => {
  const t = useTestApp({ env: { WEB_DIST_DIR: webBuild(), PAGE_CACHE_SECONDS: '0' }, serveWeb: true });

  it('renders every visit', async () => {
    const id = (await createListing(t.ctx, { sellerId: (await createUser(t.ctx)).user.id })).id;
    const before = renders();
    await t.app.inject({ url: `/listing/${id}`, remoteAddress: '10.6.0.1' });
    await t.app.inject({ url: `/listing/${id}`, remoteAddress: '10.6.0.2' });
    expect(renders() - before).toBe(2);
  });
});

describe('pages in Hindi (decision 040)', () => {
  const t = useTestApp({ env: { WEB_DIST_DIR: webBuild(), PAGE_CACHE_SECONDS: '600' }, serveWeb: true });

  it('serves a Hindi page with <html lang="hi"> and an English one with the shell\'s lang, each kept apart', async () => {
    const id = (await createListing(t.ctx, { sellerId: (await createUser(t.ctx)).user.id })).id;
    const en = await t.app.inject({ url: `/listing/${id}` });
    const hi = await t.app.inject({ url: `/hi/listing/${id}` });
    expect([en.statusCode, hi.statusCode]).toEqual([200, 200]);
    expect(en.body).toContain('<html lang="en-IN">');
    expect(hi.body).toContain('<html lang="hi">');
    // A Hindi page brings its catalogues as data after its query state (decision 042); English none.
    expect(hi.body).toContain('<script id="query-state" type="application/json">{}</script>\n    <script id="page-messages" type="application/json">{"catalogues":["hi"],"messages":{"Call Now":"अभी कॉल करें"}}</script>');
    expect(en.body).not.toContain('page-messages');
  });

  it('serves the pages only the browser renders with lang="hi" under /hi, and the shell as it is elsewhere', async () => {
    const hi = await t.app.inject({ url: '/hi/messages' });
    expect(hi.statusCode).toBe(200);
    expect(hi.headers['content-type']).toMatch(/^text\/html/);
    expect(hi.body).toContain('<html lang="hi">');
    expect(hi.body).toContain('<title>Shell</title>');
    const br = await t.app.inject({ url: '/hi/seller/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<html lang="hi">');
    expect((await t.app.inject({ url: '/messages' })).body).toContain('<html lang="en-IN">');
  });

  it('sends a visitor who chose Hindi from the English home page to the Hindi one, and no one else anywhere', async () => {
    const chose = await t.app.inject({ url: '/?utm=x', headers: { cookie: 'theme=dark; lang=hi' } });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/hi?utm=x');
    // No cookie (crawlers, first visits) or the English choice: the English home page as ever.
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/', headers: { cookie: 'lang=en' } })).statusCode).toBe(200);
    // Any other English address is answered as it is, whatever the cookie says.
    const id = (await createListing(t.ctx, { sellerId: (await createUser(t.ctx)).user.id })).id;
    expect((await t.app.inject({ url: `/listing/${id}`, headers: { cookie: 'lang=hi' } })).statusCode).toBe(200);
  });
});
