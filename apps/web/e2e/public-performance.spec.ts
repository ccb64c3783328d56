// Speed budget of the public pages: their JavaScript, and LCP/CLS on / and /buy.
import { expect, test } from './support/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { routeBundle } from './support/bundle-size';
import { recordScripts } from './support/downloaded-js';
import { listCars } from './support/public-api';
import { measureWebVitals } from './support/web-vitals';

// The server under test serves WEB_DIST_DIR when set (a private build), else apps/web/dist.
const dist = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
const sellerOrAdmin = /(^|\/)(sell|seller|dashboard|admin)[-/]|features\/(sell-wizard|seller-listings|account-dashboard|admin)\//;

const PUBLIC_PAGES = {
  home: 'src/features/home/home-page.tsx',
  browse: 'src/features/browse/browse-page.tsx',
  listing: 'src/features/listing/listing-page.tsx',
  landing: 'src/features/landing/landing-page.tsx',
  dealer: 'src/features/dealers/dealer-page.tsx',
};
const KB = 1024;

// Issue 12: the first chunk set of each public page (the entry and the page's static imports, from
// the build manifest) carries no seller or admin code and stays within 90 KB of brotli. Issue 23
// moved the budget to what a phone downloads by network idle (below), the deferred and idle-time
// chunks included; the gzip caps on the first chunk set (91 KB home, 95 KB others) went with it:
// the idle-time code now travels in the page's first chunks (docs/decisions/035), and browsers
// get brotli. Gzip by network idle is still reported below.
for (const [name, source] of Object.entries(PUBLIC_PAGES)) {
  test(`the ${name} page loads at most 90 KB of compressed JavaScript and no seller or admin code`, () => {
    const route = routeBundle(dist, [source]);
    console.log(
      `${name} JS: ${(route.brotliBytes / KB).toFixed(1)} KB brotli, ${(route.gzipBytes / KB).toFixed(1)} KB gzipped (${(route.rawBytes / KB).toFixed(1)} KB raw) in ${route.files.length} files: ${route.files.join(', ')}`,
    );
    expect(route.brotliBytes).toBeLessThanOrEqual(90 * KB);
    expect([...route.keys, ...route.files].filter((f) => sellerOrAdmin.test(f))).toEqual([]);
  });
}

// Issue 23: what a phone downloads. Each public page, opened at 390×844 in Chromium, may download
// at most 90 KB of JavaScript (bytes on the wire, brotli as the server sends it) by network idle,
// the parts loaded after hydration (deferred sections, idle-time extras) included.
const gzipSize = (url: string) => {
  const file = join(dist, url);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
};
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
test.describe('on a phone', () => {
  // The service worker registers as it does for a visitor (after load and idle): its script and
  // its precache are the worker's downloads, not the page's, and are not counted (decision 036).
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });

  // Hindi pages (decision 040) have the same budget: their catalogue is one more chunk.
  for (const [kind, lang] of (['home', 'browse', 'listing', 'landing', 'dealer'] as const).flatMap((k) => [[k, ''] as const, [k, '/hi'] as const])) {
    test(`the ${kind} page${lang ? ' in Hindi' : ''} downloads at most 90 KB of JavaScript by network idle`, async ({ page, request }) => {
      const cars = (await listCars(request, { limit: 50 })).cars;
      const car = cars[0]!;
      const dealer = cars.find((c) => c.dealer)?.dealer;
      const path =
        lang +
        { home: '/', browse: '/buy', listing: `/listing/${car.id}`, landing: `/used-cars/${slug(car.city)}/${slug(car.brand)}`, dealer: `/dealers/${dealer?.slug}` }[kind];
      const js = recordScripts(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await js.settle();
      const total = js.total();
      // For a browser without brotli: the same files as the server's gzip copies.
      const gzip = js.scripts.reduce((sum, s) => sum + gzipSize(s.url), 0);
      console.log(
        `${path} on a phone: ${(total / KB).toFixed(1)} KB of JavaScript downloaded by network idle (gzip ${(gzip / KB).toFixed(1)} KB) in ${js.scripts.length} files:\n${js.list()}`,
      );
      expect(js.scripts.length).toBeGreaterThan(0);
      // Chromium accepts brotli from this server, which sends the precompressed .br files.
      expect(js.scripts.filter((s) => s.encoding !== 'br'), js.list()).toEqual([]);
      expect(total, `${path}: ${(total / KB).toFixed(1)} KB\n${js.list()}`).toBeLessThanOrEqual(90 * KB);
    });
  }

  test('scrolling a listing page to its end: what loads then (reported)', async ({ page, request }) => {
    const car = (await listCars(request, { limit: 1 })).cars[0]!;
    const js = recordScripts(page);
    await page.goto(`/listing/${car.id}`);
    await page.waitForLoadState('networkidle');
    await js.settle();
    const before = js.scripts.length;
    const atIdle = js.total();
    // A screen at a time, each one drawn (and seen by the sections' observers) before the next.
    const nextFrame = () => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    for (let i = 0; i < 20; i++) {
      await page.mouse.wheel(0, 800);
      await nextFrame();
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await js.settle();
    const later = js.scripts.slice(before);
    const laterBytes = later.reduce((sum, s) => sum + s.bytes, 0);
    console.log(
      `listing page on a phone: ${(atIdle / KB).toFixed(1)} KB by network idle; scrolled to the end, ${later.length} more files, ${(laterBytes / KB).toFixed(1)} KB:\n${later.map((s) => `${(s.bytes / KB).toFixed(1)} KB ${s.url}`).join('\n')}`,
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(js.scripts.length).toBeGreaterThanOrEqual(before);
  });
});

// LCP is a time: on CI's two cores the other shard's browser can take the CPU for a second at the
// wrong moment (/buy once measured 2,796 ms there and 1,4xx ms alone). Each path is loaded up to
// three times, each in a fresh context (nothing cached), and the best load must be within 2.5 s:
// a page that is slow every time still fails. CLS does not depend on load and holds for every try.
for (const path of ['/', '/buy']) {
  test(`records LCP and CLS on ${path}`, async ({ browser, baseURL }) => {
    const tries: number[] = [];
    for (let i = 0; i < 3 && !(Math.min(...tries) < 2500); i++) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/buy') await expect(page.getByText(/^Showing \d+ - \d+ of \d+ cars$/)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const vitals = await measureWebVitals(page);
      await context.close();
      console.log(`web vitals ${path} (try ${i + 1}): LCP ${vitals.lcp} ms (${vitals.lcpElement}), CLS ${vitals.cls}`);
      expect(vitals.lcp).toBeGreaterThan(0);
      expect(vitals.cls).toBeLessThan(0.1);
      tries.push(vitals.lcp);
    }
    expect(Math.min(...tries), `LCP of each try: ${tries.join(', ')} ms`).toBeLessThan(2500);
  });
}
