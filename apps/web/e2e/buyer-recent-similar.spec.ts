// Issue 13: the listings a browser opened appear as "Recently viewed" on the home page and on a
// listing page (kept in the browser, shown after hydration without a warning), and a listing
// shows similar cars from GET /cars/{id}/similar/. The visits are made once, on a phone; the home
// and listing pages that show them are then loaded at 1440×900 as well.
import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { isPlaywrightNotice } from './support/console';
import { displayName, listCars, type ApiCar } from './support/public-api';
import { shoot } from './support/screenshots';
import { DESKTOP, PHONE } from './support/viewports';

/** Console errors and warnings (hydration mismatches are reported there) from now on. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && !isPlaywrightNotice(m.text()) && problems.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

const viewport = PHONE;
test.describe(`at ${viewport.width}×${viewport.height}, then ${DESKTOP.width}×${DESKTOP.height}`, () => {
  test.use({ viewport });

  test('recently viewed listings on the home and listing pages, and similar cars under a listing', async ({ page, request }) => {
    // Three demo cars (catalogue models with a body type) with different names, each found by its own.
    const cars = (await listCars(request, { limit: 50, sortBy: 'created_asc' })).cars as Array<ApiCar & { body_type?: string | null }>;
    const typed = cars.filter((c) => c.body_type);
    const distinct = typed.filter((c, i) => typed.findIndex((d) => displayName(d) === displayName(c)) === i);
    // The third one needs similar cars: a demo model alone in its body type and price band has none.
    const similarOf = async (id: string) => ((await (await request.get(`/api/v1/cars/${id}/similar/`)).json()).data.cars as ApiCar[]).length;
    let c: ApiCar | undefined;
    for (const car of distinct) if (!c && (await similarOf(car.id)) > 0) c = car;
    expect(c, 'a demo car with similar cars').toBeDefined();
    const [a, b] = distinct.filter((car) => car.id !== c!.id);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Cars' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);

    for (const car of [a!, b!]) {
      await page.goto(`/listing/${car.id}`);
      await expect(page.getByRole('heading', { level: 1, name: displayName(car) })).toBeVisible();
      // The visit is recorded once the page's code has loaded (after hydration): wait for it, as a reader would stay.
      await expect.poll(() => page.evaluate((id) => Object.entries(localStorage).some(([k, v]) => k.endsWith('-recently-viewed') && v.includes(id)), car.id)).toBe(true);
    }

    // Home: the two, newest first, right after the featured cars; no hydration warning.
    const problems = consoleProblems(page);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/');
      const recent = page.getByRole('region', { name: 'Recently viewed' });
      await expect(recent).toBeVisible();
      await expect(recent.getByRole('heading', { level: 3 })).toHaveText([displayName(b!), displayName(a!)]);
      const featuredBottom = (await page.getByRole('region', { name: 'Featured Cars' }).boundingBox())!;
      expect((await recent.boundingBox())!.y).toBeGreaterThanOrEqual(featuredBottom.y + featuredBottom.height - 1);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'home-recently-viewed');
    }

    // A third listing: below it, similar cars and the two viewed before (not itself), on the
    // phone and again on the desktop.
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(`/listing/${c!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: displayName(c!) })).toBeVisible();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const similar = page.getByRole('region', { name: 'Similar cars' });
      await expect(similar).toBeVisible();
      const similarCards = similar.getByRole('article');
      expect(await similarCards.count()).toBeGreaterThan(0);
      expect(await similarCards.count()).toBeLessThanOrEqual(8);
      // Never itself (by address: another car may share its name).
      await expect(similar.locator(`a[href="/listing/${c!.id}"]`)).toHaveCount(0);
      expect(await similar.locator('a[href^="/listing/"]').count()).toBeGreaterThan(0);
      const recentHere = page.getByRole('region', { name: 'Recently viewed' });
      await expect(recentHere.getByRole('heading', { level: 3 })).toHaveText([displayName(b!), displayName(a!)]);
      expect(problems).toEqual([]);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'listing-similar-recent');
    }
    const recentHere = page.getByRole('region', { name: 'Recently viewed' });

    // Clear history empties it.
    await recentHere.getByRole('button', { name: 'Clear history' }).click();
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
  });
});
