// Issue 25's defects, seen as a new visitor would: guests' Login and Shortlist links, the system's
// dark setting on a first visit (before any script of the app runs), the EMI loan bounded by the
// price, and a landing page with no cars (cities with cars, a "tell me when" alert, no footer link).
// What depends on the width (the header or the phone menu, the screenshots, the empty landing page
// with axe) is checked at both sizes; the flows that do not run on the phone only.
import { expect, test, type Page } from './support/test';
import { listCars } from './support/public-api';
import { shoot } from './support/screenshots';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectToast } from './support/toast';
import { atBothSizes, DESKTOP } from './support/viewports';

/** The landing page of a city without cars, as it reads: cities with cars, no footer link to it; axe, screenshot. */
async function expectEmptyLanding(page: Page, city: string) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(city);
  await expect(page.getByRole('heading', { name: 'No cars here yet' })).toBeVisible();
  await expect(page.getByText(/View all 0 cars/)).toHaveCount(0);
  const nearby = page.getByRole('region', { name: 'No cars here yet' }).getByRole('link', { name: /^Used cars in .+ \(\d+\)$/ });
  expect(await nearby.count()).toBeGreaterThan(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: `Used cars in ${city}` })).toHaveCount(0);
  const footerCities = page.getByRole('contentinfo').getByRole('link', { name: /^Used cars in / });
  expect(await footerCities.count()).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'landing-empty');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  const phone = viewport.width < 768;
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a guest finds Shortlist and Login in the header or the phone menu', async ({ page }) => {
      await page.goto('/buy?fuelType=diesel');
      const place = phone ? page.locator('#mobile-menu') : page.getByRole('navigation', { name: 'Main' });
      if (phone) {
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeHidden();
        await page.getByRole('button', { name: 'Open menu' }).click();
      }
      await expect(place.getByRole('link', { name: 'Shortlist' })).toBeVisible();
      await expect(place.getByRole('link', { name: 'Login' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, phone ? 'guest-phone-menu' : 'guest-header');
      await place.getByRole('link', { name: 'Login' }).click();
      await expect(page).toHaveURL('/login?returnUrl=%2Fbuy%3FfuelType%3Ddiesel');
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
      await place.getByRole('link', { name: 'Shortlist' }).click();
      await expectToast(page, 'Authentication Required');
      await expect(page).toHaveURL(/\/login\?returnUrl=%2Fshortlist/);
    });

    if (phone) test('a first visit follows the system’s dark setting from the first paint', async ({ browser, baseURL }) => {
      // Without any of the app's JavaScript: only the page's inline first-paint script runs.
      const bare = await browser.newPage({ viewport, colorScheme: 'dark' });
      await bare.route(/\/assets\/.*\.js$/, (r) => r.abort());
      await bare.goto(`${baseURL}/buy`);
      await expect(bare.locator('html')).toHaveClass(/\bdark\b/);
      await expect(bare.locator('meta[name="theme-color"]')).toHaveCount(2);
      for (const meta of await bare.locator('meta[name="theme-color"]').all()) await expect(meta).toHaveAttribute('content', '#111827');
      await bare.close();
      // With the app: System is the choice, and the stored mode is the system's, not a manual one.
      const page = await browser.newPage({ viewport, colorScheme: 'dark' });
      await page.goto(`${baseURL}/`);
      await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      expect(await page.evaluate(() => [localStorage.getItem('gaadibazaar-theme'), localStorage.getItem('gaadibazaar-theme-manual')])).toEqual(['dark', null]);
      await page.close();
    });

    if (phone) test('the EMI loan never goes past the car’s price', async ({ page, request }) => {
      const { cars } = await listCars(request, { sortBy: 'price_asc', limit: 5 });
      const car = cars.find((c) => c.price >= 100_000 && c.price < 4_000_000)!;
      await page.goto(`/listing/${car.id}`);
      await page.getByRole('button', { name: 'Calculate EMI' }).click();
      const dialog = page.getByRole('dialog');
      const loan = dialog.getByRole('slider', { name: 'Loan Amount' });
      const max = 50_000 + Math.floor((car.price - 50_000) / 25_000) * 25_000;
      await expect(loan).toHaveAttribute('aria-valuemax', String(max));
      await loan.focus();
      await page.keyboard.press('End');
      await expect(loan).toHaveAttribute('aria-valuenow', String(max));
      expect(max).toBeLessThanOrEqual(car.price);
      await atBothSizes(page, DESKTOP, () => shoot(page, 'emi-dialog-bounded'));
    });

    test('a landing page with no cars offers cities with cars and an alert, and the footer does not link it', async ({ page, request }) => {
      const { data } = (await (await request.get('/api/v1/cars/cities/')).json()) as { data: { cities: Array<{ name: string; car_count: number }> } };
      const empty = data.cities.find((c) => c.car_count === 0 && /^[A-Za-z ]+$/.test(c.name))!;
      const slug = empty.name.toLowerCase().replace(/ +/g, '-');
      await page.goto(`/used-cars/${slug}`);
      await expectEmptyLanding(page, empty.name);
      if (!phone) return; // the alert and the nearby links: once, on the phone
      // Tell me when: a guest is asked to sign in first.
      await page.getByRole('button', { name: 'Tell me when one is listed' }).click();
      await expectToast(page, 'Authentication Required', 'Please login to save this search');
      await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=%2Fused-cars%2F${slug}%3Falert%3D1$`));
      // The nearby city pages have cars.
      await page.goBack();
      const first = page.getByRole('region', { name: 'No cars here yet' }).getByRole('link').filter({ hasText: /^Used cars in / }).first();
      await first.click();
      await expect(page.getByRole('link', { name: /^View all \d+ cars$/ })).toBeVisible();
    });
  });
}
