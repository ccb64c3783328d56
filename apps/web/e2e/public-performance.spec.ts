// Speed budget of the public pages: the home page's JavaScript, and LCP/CLS on / and /buy.
import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { routeBundle } from './support/bundle-size';
import { measureWebVitals } from './support/web-vitals';

// The server under test serves WEB_DIST_DIR when set (a private build), else apps/web/dist.
const dist = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
const sellerOrAdmin = /(^|\/)(sell|seller|dashboard|admin)[-/]|features\/(sell|seller|dashboard|admin)\//;

test('the home page loads at most 100 KB of gzipped JavaScript and no seller or admin code', () => {
  const home = routeBundle(dist, ['src/features/home/home-page.tsx']);
  console.log(`home JS: ${(home.gzipBytes / 1024).toFixed(1)} KB gzipped (${(home.rawBytes / 1024).toFixed(1)} KB raw) in ${home.files.length} files: ${home.files.join(', ')}`);
  expect(home.gzipBytes).toBeLessThanOrEqual(100 * 1024);
  expect([...home.keys, ...home.files].filter((f) => sellerOrAdmin.test(f))).toEqual([]);
});

test('the browse page loads no seller or admin code', () => {
  const browse = routeBundle(dist, ['src/features/browse/browse-page.tsx']);
  console.log(`browse JS: ${(browse.gzipBytes / 1024).toFixed(1)} KB gzipped in ${browse.files.length} files`);
  expect([...browse.keys, ...browse.files].filter((f) => sellerOrAdmin.test(f))).toEqual([]);
});

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
