// Issue 13: cards show the EMI from the calculator's defaults, body type and photo count; the
// shortlist heart asks a signed-out buyer to sign in and comes back with the car shortlisted; the
// Shortlist page lists it, marks a price drop since it was shortlisted and removes it.
import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { createApprovedListing, deleteListing, setPriceAsAdmin } from './support/buyer-listings';
import { userToken } from './support/sign-in';
import { listCars, type ApiCar } from './support/public-api';
import { shoot } from './support/screenshots';
import { signInOnLoginPage } from './support/sign-in';
import { expectToast } from './support/toast';

const run = Date.now().toString(36);
const BODY: Record<string, string> = { hatchback: 'Hatchback', sedan: 'Sedan', suv: 'SUV', compact_suv: 'Compact SUV', muv: 'MUV', pickup: 'Pickup', coupe: 'Coupe', convertible: 'Convertible', wagon: 'Wagon' };

/** The EMI calculator's defaults (public-side 2): 80% lent, 8.5% a year, 60 months. */
function emiFrom(price: number) {
  const loan = Math.min(4_000_000, Math.max(50_000, price * 0.8));
  const r = 8.5 / 12 / 100;
  const monthly = Math.ceil((loan * r * (1 + r) ** 60) / ((1 + r) ** 60 - 1));
  return `EMI from ₹${monthly.toLocaleString('en-IN')}/month (indicative)`;
}

const heartOf = (page: Page, name: string) => page.getByRole('button', { name: `Shortlist ${name}`, exact: true });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a card shows the EMI from the calculator’s defaults, the body type and the photo count', async ({ page, request }) => {
      // The first car of /buy (newest first) whose catalogue model has a body type and that has photos.
      const cars = (await listCars(request)).cars as Array<ApiCar & { body_type?: string | null; images_count?: number }>;
      const index = cars.findIndex((c) => c.body_type && c.images_count);
      expect(index, 'a demo car with a body type and photos on the first page').toBeGreaterThanOrEqual(0);
      const first = cars[index];
      await page.goto('/buy');
      const card = page.getByRole('article').nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText([first!.year, first!.brand, first!.car_model].join(' '));
      await expect(card).toContainText(emiFrom(first!.price));
      expect(first!.body_type, 'the API fills body_type').toBeTruthy();
      await expect(card.getByText(BODY[first!.body_type!]!, { exact: true })).toBeVisible();
      expect(first!.images_count, 'the API fills images_count').toBeGreaterThan(0);
      await expect(card).toContainText(`${first!.images_count} ${first!.images_count === 1 ? 'photo' : 'photos'}`);
      // The heart and Add to compare arrive after hydration without moving anything.
      await expect(card.getByRole('button', { name: /^Shortlist / })).toHaveAttribute('aria-pressed', 'false');
      // An icon is drawn by the stylesheet's .icon (decision 051): an outline, not a filled shape.
      await expect(card.getByRole('button', { name: /^Shortlist / }).locator('svg')).toHaveCSS('fill', 'none');
      await expect(card.getByRole('button', { name: /^Shortlist / }).locator('svg')).toHaveCSS('stroke-width', '2px');
      await expect(card.getByRole('checkbox', { name: /^Add to compare/ })).not.toBeChecked();
      await shoot(page, 'buy-cards');
    });

    test('the heart signs a buyer in and back, the Shortlist page marks a price drop and removes the car', async ({ page, request }) => {
      // A short model name like real ones (specs after this one lay out the newest listing on a phone).
      const model = `H${run.slice(-5)}${viewport.width === 390 ? 'p' : 'd'}`;
      const name = `2021 Tata ${model}`;
      const seller = await userToken(request, `shortlist-seller-${run}-${viewport.width}@example.com`);
      const id = await createApprovedListing(request, seller, { model_name: model, price: 800_000 });
      const buyer = `shortlist-buyer-${run}-${viewport.width}@example.com`;

      // Signed out, the Shortlist page asks to sign in first.
      await page.goto('/shortlist');
      await expectToast(page, 'Authentication Required', 'Please login to shortlist cars');
      await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent('/shortlist')}`);

      await page.goto(`/buy?search=${model.toLowerCase()}`);
      await expect(page.getByText('Showing 1 - 1 of 1 car')).toBeVisible();
      await heartOf(page, name).click();
      await expectToast(page, 'Authentication Required', 'Please login to shortlist cars');
      await expect(page).toHaveURL(/\/login\?returnUrl=/);
      await signInOnLoginPage(page, buyer);
      // Back on the same search, the car shortlisted and the address tidied.
      await expectToast(page, 'Added to your shortlist');
      await expect(page).toHaveURL(`/buy?search=${model.toLowerCase()}`);
      await expect(heartOf(page, name)).toHaveAttribute('aria-pressed', 'true');
      // Its fill-red-500 wins over .icon's fill: a shortlisted heart is filled.
      await expect(heartOf(page, name).locator('svg')).not.toHaveCSS('fill', 'none');

      // The listing page shows it shortlisted too.
      await page.getByRole('link', { name: `View Details of ${name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Shortlisted', pressed: true })).toBeVisible();

      // From the user menu to the Shortlist page: the car, no drop yet.
      if (viewport.width >= 768) {
        await page.getByRole('button', { name: /^Account menu/ }).click();
        await page.getByRole('menuitem', { name: 'Shortlist' }).click();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-menu').getByRole('link', { name: 'Shortlist' }).click();
      }
      await expect(page).toHaveURL('/shortlist');
      await expect(page.getByRole('heading', { level: 1, name: 'My shortlist' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.getByText(/^Price dropped/)).toHaveCount(0);

      // The seller's price falls (here the admin changes it): the page says by how much.
      await setPriceAsAdmin(request, id, 750_000);
      await page.reload();
      await expect(page.getByText('Price dropped ₹50,000 since you shortlisted')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'shortlist-page');

      await page.getByRole('button', { name: `Remove from shortlist: ${name}` }).click();
      await expectToast(page, 'Removed from your shortlist');
      await expect(page.getByText('No shortlisted cars yet')).toBeVisible();
      await shoot(page, 'shortlist-empty');
      await deleteListing(request, seller, id);
    });
  });
}
