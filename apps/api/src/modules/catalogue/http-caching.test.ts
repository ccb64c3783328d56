import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../seed/catalogue.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

describe('compressed, cacheable public answers (issue 16, item 6)', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    await seedCatalogue(t.ctx.db);
    const { user } = await createUser(t.ctx);
    for (let i = 0; i < 14; i++) await createListing(t.ctx, { sellerId: user.id, city: 'Pune' });
  });

  it('sends the brand catalogue as brotli or gzip, a fraction of its size', async () => {
    const plain = await get('/cars/brands/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(20_000);
    const br = await get('/cars/brands/', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('/cars/brands/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses a page of cars too, but not an answer under 1 KB', async () => {
    const cars = await get('/cars/?city=pune', { 'accept-encoding': 'gzip' });
    expect(cars.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(cars.rawPayload).toString()).data.pagination.total).toBe(14);
    const small = await get('/utils/config/', { 'accept-encoding': 'gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['/cars/cities/', 60],
    ['/cars/brands/', 300],
    ['/cars/brands/?brand=tata', 300],
    ['/utils/car-features/', 300],
    ['/utils/config/', 300],
  ])('lets browsers and CDNs keep %s and revalidate it with its ETag', async (url, maxAge) => {
    for (const encoding of [{}, { 'accept-encoding': 'br' }] as Array<Record<string, string>>) {
      const first = await get(url, encoding);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(`public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}`);
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^"[^"]+"$/);
      const again = await get(url, { ...encoding, 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect((await get(url, { ...encoding, 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    }
  });

  it('gives the city list a new ETag once its counts change', async () => {
    const before = (await get('/cars/cities/')).headers.etag;
    const { user } = await createUser(t.ctx);
    await createListing(t.ctx, { sellerId: user.id, city: 'Pune' });
    const after = await get('/cars/cities/', { 'if-none-match': before as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('does not mark error answers cacheable', async () => {
    const res = await get('/cars/brands/?brand=a&brand=b');
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
