// Speed budget of the public pages: their JavaScript, and LCP/CLS on / and /buy.
import { expect, test } from './support/test';
import { fileURLToPath } from 'node:url';
import { routeBundle } from './support/bundle-size';
import { measureWebVitals } from './support/web-vitals';

// The server under test serves WEB_DIST_DIR when set (a private build), else apps/web/dist.
const dist = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
const sellerOrAdmin = /(^|\/)(sell|seller|dashboard|admin)[-/]|features\/(sell-wizard|seller-listings|account-dashboard|admin)\//;

const PUBLIC_PAGES = {
  home: 'src/features/home/home-page.tsx',
  browse: 'src/features/browse/browse-page.tsx',
  listing: 'src/features/listing/listing-page.tsx',
  landing: 'src/features/landing/landing-page.tsx',
};
const KB = 1024;

// Issue 12: at most 90 KB of compressed JavaScript per public page, as the server sends it (the
// build is precompressed with brotli, which every browser takes). Gzip at level 9, the measure of
// earlier budgets, is checked too: React 19 (66 KB) and TanStack Query (10 KB) leave a public page
// about 14 KB of its own, and the pages with cards use 15-16 (docs/decisions/011): gzip may not
// grow past 91 KB on home and 95 KB on the others (raised from 93 when /buy took its filter chips,
// quick chips and Save this search: 93.1 KB; brotli, what browsers get, was 81.3 KB; raised again by
// 1 KB when the header took the Messages link with its unread count and the guests' Shortlist and
// Login, and the route table four pages: /buy 94.3 KB gzip, 82.2 KB brotli). The brotli budget
// itself is unchanged; issue 23 asks for a smaller shared entry, which is still to do.
for (const [name, source] of Object.entries(PUBLIC_PAGES)) {
  test(`the ${name} page loads at most 90 KB of compressed JavaScript and no seller or admin code`, () => {
    const route = routeBundle(dist, [source]);
    console.log(
      `${name} JS: ${(route.brotliBytes / KB).toFixed(1)} KB brotli, ${(route.gzipBytes / KB).toFixed(1)} KB gzipped (${(route.rawBytes / KB).toFixed(1)} KB raw) in ${route.files.length} files: ${route.files.join(', ')}`,
    );
    expect(route.brotliBytes).toBeLessThanOrEqual(90 * KB);
    expect(route.gzipBytes).toBeLessThanOrEqual((name === 'home' ? 91 : 95) * KB);
    expect([...route.keys, ...route.files].filter((f) => sellerOrAdmin.test(f))).toEqual([]);
  });
}

for (const path of ['/', '/buy']) {
  test(`records LCP and CLS on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/buy') await expect(page.getByText(/^Showing \d+ - \d+ of \d+ cars$/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const vitals = await measureWebVitals(page);
    console.log(`web vitals ${path}: LCP ${vitals.lcp} ms (${vitals.lcpElement}), CLS ${vitals.cls}`);
    expect(vitals.lcp).toBeGreaterThan(0);
    expect(vitals.lcp).toBeLessThan(2500);
    expect(vitals.cls).toBeLessThan(0.1);
  });
}
