import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { chunkCount, idRange } from './sitemap.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt and sitemaps (issue 12)', () => {
  const t = useTestApp();
  const origin = 'http://localhost:3000';
  let approved: string[] = [];
  let hidden: string;

  beforeAll(async () => {
    const sellerId = (await createUser(t.ctx)).user.id;
    for (let i = 0; i < 5; i++) approved.push((await createListing(t.ctx, { sellerId, city: i < 3 ? 'Pune' : 'New Delhi', brand: i % 2 ? 'Tata' : 'Maruti Suzuki' })).id);
    hidden = (await createListing(t.ctx, { sellerId, status: 'pending' })).id;
    approved = approved.sort();
  });

  it('robots.txt is text that allows public pages, keeps private areas out and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/dashboard', '/seller', '/sell', '/login', '/shortlist', '/compare']) {
      expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Disallow: /hi${path}`);
    }
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('the index names the pages chunk and the listing chunks, gzipped for clients that take it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = gunzipSync(res.rawPayload).toString('utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(xml)).toEqual([`${origin}/sitemaps/pages.xml`, `${origin}/sitemaps/listings-1-of-1.xml`]);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('a listing chunk holds every approved listing in English and Hindi with its last change, and no other', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/listings-1-of-1.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    expect(locs(res.body)).toEqual(approved.flatMap((id) => [`${origin}/listing/${id}`, `${origin}/hi/listing/${id}`]));
    expect(res.body).not.toContain(hidden);
    expect(res.body.match(/<lastmod>/g)).toHaveLength(10);
    // Each language's entry names both and x-default (English).
    const id = approved[0]!;
    const links = `<xhtml:link rel="alternate" hreflang="en" href="${origin}/listing/${id}"/><xhtml:link rel="alternate" hreflang="hi" href="${origin}/hi/listing/${id}"/><xhtml:link rel="alternate" hreflang="x-default" href="${origin}/listing/${id}"/>`;
    expect(res.body.split(links)).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/listings-2-of-1.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/listings-1-of-3.xml' })).statusCode).toBe(404);
  });

  it('the pages chunk lists home, browse, legal pages, the fair-price method and every landing page with cars', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    const paths = locs(res.body).map((l) => l.slice(origin.length));
    expect(paths.slice(0, 12)).toEqual(['/', '/hi', '/buy', '/hi/buy', '/privacy', '/hi/privacy', '/terms', '/hi/terms', '/fair-price', '/hi/fair-price', '/car-valuation', '/hi/car-valuation']);
    const landing = ['/used-cars/pune', '/used-cars/new-delhi', '/used-cars/brand/tata', '/used-cars/brand/maruti-suzuki', '/used-cars/pune/maruti-suzuki', '/used-cars/new-delhi/tata'];
    expect(paths).toEqual(expect.arrayContaining([...landing, ...landing.map((p) => `/hi${p}`)]));
  });

  it('splits listings into id ranges of about 25,000 that cover every id once', () => {
    expect(chunkCount(0)).toBe(1);
    expect(chunkCount(25_000)).toBe(1);
    expect(chunkCount(1_000_000)).toBe(64);
    const ranges = Array.from({ length: 4 }, (_, k) => idRange(k, 4));
    expect(ranges[0]!.lo).toBe('00000000-0000-0000-0000-000000000000');
    expect(ranges.map((r) => r.hi)).toEqual([ranges[1]!.lo, ranges[2]!.lo, ranges[3]!.lo, null]);
    expect(ranges[2]!.lo).toBe('80000000-0000-0000-0000-000000000000');
  });
});
