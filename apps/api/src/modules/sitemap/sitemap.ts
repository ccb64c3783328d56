// Sitemaps (issue 12): an index over chunks of at most 50,000 URLs. Listings are split into
// ranges of their (random, uniformly spread) uuid ids, sized so that a range holds about 25,000
// approved listings, and each range is read from the primary key by keyset in batches and streamed
// out as it is read. Landing pages, dealers' pages (issue 22) and the fixed public pages make one more chunk.
import { Readable } from 'node:stream';
import { landingPath, slugify } from '@gaadi/domain/slug';
import type { AppContext } from '../../platform/context.ts';
import { LoadingCache } from '../../platform/loading-cache.ts';
import { PUBLIC_STATUS } from '@gaadi/domain/constants';
import { dealerPath } from '@gaadi/domain/schemas/dealers';
import { listDealers } from '../dealers/dealer-records.ts';
import { listingCountsOfSellers } from '../listing-store/seller-counts.ts';
import { publicCityBrandPairs, publicListingCount, publicListingsAfter, type LandingPair } from '../listing-store/sitemap-reads.ts';

export const MAX_URLS = 50_000;
const TARGET_PER_CHUNK = 25_000;
const BATCH = 5_000;
const MAX_CHUNKS = 4_096;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const day = (d: Date | string) => new Date(d).toISOString();
/** A page's Hindi address (decision 040): under /hi, as the web app's lib/i18n/locale.ts puts it. */
export const hindiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);
/**
 * A public page in both languages (decision 040): one <url> per language, each naming the other
 * and x-default (English) as alternates, as search engines ask of hreflang in sitemaps.
 */
function url(origin: string, path: string, lastmod?: Date | string) {
  const en = escapeXml(origin + path);
  const hi = escapeXml(origin + hindiPath(path));
  const mod = lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : '';
  const links = `<xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="hi" href="${hi}"/><xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
  return `<url><loc>${en}</loc>${mod}${links}</url>\n<url><loc>${hi}</loc>${mod}${links}</url>\n`;
}
/** Pages per sitemap file: each is two URLs, one per language. */
const PAGES_PER_FILE = MAX_URLS / 2;
const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** Number of id ranges for `count` listings: a power of two, each range expecting ~25,000. */
export function chunkCount(count: number): number {
  let n = 1;
  while (n < MAX_CHUNKS && count / n > TARGET_PER_CHUNK) n *= 2;
  return n;
}

/** Bounds of range k of n over the uuid space ([lo, hi), hi null for the last). */
export function idRange(k: number, n: number): { lo: string; hi: string | null } {
  const bound = (i: number) => {
    const hex = ((BigInt(i) * 2n ** 128n) / BigInt(n)).toString(16).padStart(32, '0');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  return { lo: bound(k), hi: k + 1 < n ? bound(k + 1) : null };
}

export function createSitemaps(ctx: AppContext) {
  const origin = ctx.config.publicUrl;
  // The index and the landing pairs scan every approved listing: once per 10 minutes is enough.
  const counts = new LoadingCache<number>({ ttlMs: 600_000, max: 1 });
  const pairs = new LoadingCache<LandingPair[]>({ ttlMs: 600_000, max: 1 });
  const dealerPages = new LoadingCache<Array<{ path: string; updatedAt: Date }>>({ ttlMs: 600_000, max: 1 });
  ctx.metrics.watchCache('sitemap_counts', counts);
  ctx.metrics.watchCache('sitemap_pairs', pairs);
  ctx.metrics.watchCache('sitemap_dealers', dealerPages);

  /** Issue 22: the pages of dealers with at least one approved car, last changed with their newest car. */
  async function dealersWithCars() {
    const dealers = await listDealers(ctx.db);
    const counts = await listingCountsOfSellers(
      ctx.db,
      dealers.map((d) => d.userId),
      PUBLIC_STATUS,
    );
    return dealers.flatMap((d) => {
      const c = counts.get(d.userId);
      return c && c.n > 0 ? [{ path: dealerPath(d.slug), updatedAt: new Date(Math.max(c.updatedAt.getTime(), d.updatedAt.getTime())) }] : [];
    });
  }

  return {
    async index(): Promise<string> {
      const n = chunkCount(await counts.get('n', () => publicListingCount(ctx.db)));
      const now = new Date().toISOString();
      const entries = [`${origin}/sitemaps/pages.xml`, ...Array.from({ length: n }, (_, k) => `${origin}/sitemaps/listings-${k + 1}-of-${n}.xml`)];
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        entries.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc><lastmod>${now}</lastmod></sitemap>\n`).join('') +
        '</sitemapindex>\n'
      );
    },

    /** The fixed public pages and every landing page (city, brand in a city, brand) with cars. */
    async pages(): Promise<string> {
      const [rows, dealerRows] = await Promise.all([pairs.get('all', () => publicCityBrandPairs(ctx.db)), dealerPages.get('all', dealersWithCars)]);
      const latest = new Map<string, Date>();
      const touch = (path: string, d: Date) => {
        const prev = latest.get(path);
        if (!prev || new Date(d) > prev) latest.set(path, new Date(d));
      };
      for (const r of rows) {
        if (!slugify(r.city) || !slugify(r.brand)) continue;
        touch(landingPath.city(r.city), r.updated_at);
        touch(landingPath.brand(r.brand), r.updated_at);
        touch(landingPath.cityBrand(r.city, r.brand), r.updated_at);
      }
      const newest = rows.reduce<Date | undefined>((m, r) => (!m || new Date(r.updated_at) > m ? new Date(r.updated_at) : m), undefined);
      const fixed = ['/', '/buy'].map((p) => url(origin, p, newest)).join('') + ['/privacy', '/terms', '/fair-price', '/car-valuation'].map((p) => url(origin, p)).join('');
      for (const d of dealerRows) latest.set(d.path, d.updatedAt);
      const landing = [...latest.entries()].slice(0, PAGES_PER_FILE - 6).map(([p, d]) => url(origin, p, d)).join('');
      return `${URLSET_OPEN}${fixed}${landing}</urlset>\n`;
    },

    /** Range k (1-based) of n, streamed batch by batch; null when k/n does not name a range. */
    listings(k: number, n: number): Readable | null {
      if (n !== chunkCount(n * TARGET_PER_CHUNK) || k < 1 || k > n) return null;
      const range = idRange(k - 1, n);
      const db = ctx.db;
      async function* lines() {
        yield URLSET_OPEN;
        let after: string | null = null;
        let written = 0;
        while (written < PAGES_PER_FILE) {
          const rows = await publicListingsAfter(db, { ...range, after, limit: Math.min(BATCH, PAGES_PER_FILE - written) });
          if (!rows.length) break;
          yield rows.map((r) => url(origin, `/listing/${r.id}`, r.updated_at)).join('');
          written += rows.length;
          after = rows[rows.length - 1]!.id;
        }
        yield '</urlset>\n';
      }
      return Readable.from(lines());
    },
  };
}
