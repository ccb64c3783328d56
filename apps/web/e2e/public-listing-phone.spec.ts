// Issue 13: the listing page as a buyer judges it on a phone, the seller's data, sharing, the
// company contact in full, and photos under another host name than PUBLIC_URL.
import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { carWithPhotos, displayName, getCar, type ApiCar } from './support/public-api';
import { expectToast } from './support/toast';

let car: ApiCar & Record<string, unknown>;
test.beforeAll(async ({ request }) => {
  car = (await getCar(request, (await carWithPhotos(request, 2)).id)) as ApiCar & Record<string, unknown>;
});

const PHONE = { width: 390, height: 844 };
const topOf = async (page: Page, name: string) => (await page.getByRole('heading', { name, exact: true }).first().boundingBox())!.y;

test.describe('listing page on a 390×844 phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the price, Contact Seller and Call Now are in the first viewport; name, facts and price come right after the gallery', async ({ page }) => {
    const name = displayName(car);
    await page.goto(`/listing/${car.id}`);
    const bar = page.getByRole('region', { name: 'Contact the seller' });
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
    await expect(bar.getByRole('button', { name: 'Contact Seller' })).toBeInViewport();
    await expect(bar.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await expect(bar.getByRole('link', { name: /Call Now/ })).toBeInViewport();
    await expect(bar.getByText(/^₹/)).toBeInViewport();
    // Each action once on a phone: the side panel's copies are the desktop's.
    await expect(page.getByRole('button', { name: 'Contact Seller' })).toHaveCount(1);

    // Order: gallery, then the name with its facts and price, then the specifications.
    const gallery = (await page.getByRole('region', { name: `Photos of ${name}` }).boundingBox())!;
    const title = await topOf(page, name);
    expect(title).toBeGreaterThan(gallery.y + gallery.height - 1);
    expect(title).toBeLessThan(await topOf(page, 'Car Specifications'));
    await expect(page.getByRole('list', { name: 'Key facts' })).toContainText(String(car.year));
    await expect(page.getByRole('button', { name: 'Calculate EMI' })).toBeVisible();

    // At the end of the page the bar rests above the footer instead of covering it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText(/All rights reserved/)).toBeInViewport();
    await expectNoSeriousA11yViolations(page);

    await bar.getByRole('button', { name: 'Contact Seller' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Seller' })).toBeVisible();
  });

  test('the sticky bar is not shown on a desktop', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`/listing/${car.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contact the seller' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Contact Seller' })).toBeVisible();
    await context.close();
  });
});

test.describe('listing page details (issue 13)', () => {
  test('shows what the seller entered, features by category, the photo count and the views', async ({ page }) => {
    await page.goto(`/listing/${car.id}`);
    await expect(page.getByText(`${car.images.length} photos`, { exact: true })).toBeVisible();
    const history = page.getByRole('heading', { name: 'Condition and History' });
    await history.scrollIntoViewIfNeeded();
    await expect(history).toBeVisible();
    for (const label of ['Variant', 'State', 'Exterior Condition', 'Interior Condition', 'Engine Condition', 'Accident History', 'Selling Urgency']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    const words = (v: unknown) => String(v ?? '').replace(/_/g, ' ');
    const cond = page.locator('dl').filter({ hasText: 'Exterior Condition' });
    await expect(cond).toContainText(new RegExp(words(car.exterior_condition), 'i'));
    await expect(cond).toContainText(new RegExp(words(car.accident_history), 'i'));
    if (car.variant) await expect(page.getByText(String(car.variant), { exact: true }).first()).toBeVisible();
    const features = (car.features as string[] | undefined) ?? [];
    if (features.length) {
      await page.getByRole('heading', { name: 'Features' }).scrollIntoViewIfNeeded();
      await expect(page.getByText(features[0]!, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/^\d[\d,]* views?$/)).toBeVisible();
  });

  test('Share copies the address and says so where the browser has no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // Desktop Chromium on Linux has no share sheet; make sure of it.
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`/listing/${car.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expectToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('Share opens the share sheet where there is one', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await page.goto(`/listing/${car.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url)).toBe(page.url());
  });

  test('the footer shows the configured company e-mail and phone in full', async ({ page, request }) => {
    const { data } = await (await request.get('/api/v1/utils/config/')).json();
    const { email, phone } = data.config.brandContact as { email: string; phone: string };
    await page.goto(`/listing/${car.id}`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(footer.getByRole('link', { name: phone })).toBeVisible();
    await expect(footer).not.toContainText('***');
  });
});

test('photos load when the site is opened under another host name than PUBLIC_URL', async ({ page, baseURL }) => {
  const other = baseURL!.replace('//localhost:', '//127.0.0.1:');
  expect(other).not.toBe(baseURL);
  const blocked: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()) && blocked.push(m.text()));
  await page.goto(`${other}/listing/${car.id}`);
  const photo = page.getByRole('img', { name: `${displayName(car)} - image 1 of ${car.images.length}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(blocked).toEqual([]);
});
