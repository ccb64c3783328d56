// Issue 22 in a real Chromium against the real API and the demo data: a seller becomes a dealer
// (a wrong GSTIN refused, then saved, a logo uploaded), a demo dealer's server-rendered page with
// "Sold by" on its cards and the listing page, and an admin approving a dealer's batch after a
// confirmation; at a phone's and a desktop's size, with axe on each screen. Each flow runs once,
// at one size; the other size checks the same screens (a direct load of the end state, or the
// page resized where the flow reaches a state no address opens).
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { gstin } from './support/dealers';
import { shoot } from './support/screenshots';
import { apiSession, signInAdminContext, signInContext, userToken } from './support/sign-in';
import { expectToast } from './support/toast';
import { atBothSizes, DESKTOP, PHONE } from './support/viewports';

const run = Date.now().toString(36).toUpperCase().slice(-4).padStart(4, '0');

async function pendingCar(request: APIRequestContext, token: string, model: string) {
  const res = await request.post('/api/v1/cars/seller/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      brand_name: 'Hyundai', model_name: model, variant_name: '', year: 2019, fuel_type: 'diesel', transmission: 'automatic',
      km_driven: 30500, owner_number: '1st', price: 950000, urgency: 'normal', exterior_condition: 'excellent', interior_condition: 'good',
      engine_condition: 'good', accident_history: 'none', features: [], city_name: 'Pune', state_name: 'Maharashtra', area: '', address: '',
      description: 'Dealer batch spec car', contact: { sellerName: 'Batch Spec', phoneNumber: '+919811111112', email: '' }, image_ids: [], video_url: '',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.id as string;
}

/** A new dealer's public page as its owner saved it. */
async function expectOwnDealerPage(page: Page, name: string) {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Mon–Sat 10:00–19:00')).toBeVisible();
  await expect(page.getByText('No cars for sale right now. Please check again soon.')).toBeVisible();
  await expect(page.getByRole('img', { name: `${name} logo` })).toBeVisible();
}

/** The demo dealer's page: its details and its cars, sold by it; axe, screenshots. */
async function expectKulkarniPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Kulkarni Motors', level: 1 })).toBeVisible();
  await expect(page.getByText('Mon–Sat 10:00–19:30, Sun 11:00–17:00')).toBeVisible();
  const cars = page.getByRole('region', { name: 'Cars from Kulkarni Motors' });
  await expect(cars.getByText('Sold by').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'dealer-page');
  return cars;
}

test.describe(`at ${PHONE.width}×${PHONE.height}, with the same screens at ${DESKTOP.width}×${DESKTOP.height}`, () => {
  test.use({ viewport: PHONE });

  test('a seller becomes a dealer, adds a logo and reaches their public page', async ({ page, context, browser }) => {
    const name = `Spec Motors ${run} ${PHONE.width}`;
    const session = await apiSession(context.request, `dealer-spec-${run}-${PHONE.width}@example.com`.toLowerCase());
    await signInContext(context, session);
    await page.goto('/seller/dashboard');
    await page.getByRole('link', { name: 'Dealer profile' }).click();
    await expect(page.getByRole('heading', { name: 'Dealer profile', level: 1 })).toBeVisible();
    await atBothSizes(page, DESKTOP, () => expectNoSeriousA11yViolations(page));
    await page.getByRole('textbox', { name: /^Business name/ }).fill(name);
    await page.getByRole('textbox', { name: /^GSTIN/ }).fill('27AAPFU0939F1ZW'); // wrong check character
    await page.getByRole('textbox', { name: /^Address/ }).fill('Shop 7, Law College Road, Erandwane');
    await page.getByRole('combobox', { name: /^City/ }).selectOption('Pune');
    await page.getByRole('textbox', { name: /^Opening hours/ }).fill('Mon–Sat 10:00–19:00');
    await page.getByRole('button', { name: 'Become a dealer' }).click();
    await expect(page.getByText('Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV')).toBeVisible();
    await page.getByRole('textbox', { name: /^GSTIN/ }).fill(gstin(PHONE.width));
    await page.getByRole('button', { name: 'Become a dealer' }).click();
    await expectToast(page, 'You are now a dealer');
    await expect(page.getByRole('button', { name: 'Save dealer profile' })).toBeVisible();

    const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 1 } } }).png().toBuffer();
    await page.getByLabel(/^Logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expectToast(page, 'Logo updated');
    await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'dealer-profile');

    await page.getByRole('link', { name: 'View your dealer page' }).click();
    await expect(page).toHaveURL(/\/dealers\/spec-motors-/);
    await expectOwnDealerPage(page, name);
    const publicPath = new URL(page.url()).pathname;

    // Both screens, as saved, on a desktop: loaded from their addresses.
    const desktop = await browser.newContext({ viewport: DESKTOP });
    await signInContext(desktop, session);
    const other = await desktop.newPage();
    await other.goto('/seller/dealer-profile');
    await expect(other.getByRole('heading', { name: 'Dealer profile', level: 1 })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Save dealer profile' })).toBeVisible();
    await expect(other.getByRole('img', { name: 'Your logo' })).toBeVisible();
    await expectNoSeriousA11yViolations(other);
    await shoot(other, 'dealer-profile');
    await other.goto(publicPath);
    await expectOwnDealerPage(other, name);
    await desktop.close();
  });

  test('a dealer’s page is server-rendered with its cars, and its cars name the dealer', async ({ page, request }) => {
    const html = await (await request.get('/dealers/kulkarni-motors-pune')).text();
    expect(html).toContain('<title>Kulkarni Motors, used car dealer in Pune');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/dealers\/kulkarni-motors-pune"/);
    expect(html).toMatch(/<meta name="description" content="Kulkarni Motors in Pune: \d+ approved used cars? for sale/);
    expect(html).toContain('"@type":"AutoDealer"');
    expect((await request.get('/dealers/no-such-dealer')).status()).toBe(404);
    expect(await (await request.get('/sitemaps/pages.xml')).text()).toContain('/dealers/kulkarni-motors-pune</loc>');

    await page.goto('/dealers/kulkarni-motors-pune');
    const cars = await expectKulkarniPage(page);
    await cars.getByRole('link', { name: /^View Details of / }).first().click();
    await expect(page).toHaveURL(/\/listing\//);
    await page.getByRole('link', { name: 'Kulkarni Motors' }).first().click();
    await expect(page).toHaveURL(/\/dealers\/kulkarni-motors-pune$/);

    // On a desktop, from its address.
    await page.setViewportSize(DESKTOP);
    await page.goto('/dealers/kulkarni-motors-pune');
    await expectKulkarniPage(page);
  });

  test('an admin filters the queue by dealer and approves the batch after confirming', async ({ browser, request }) => {
    // The admins' queue is read on a desktop; the confirmation is checked on a phone too.
    const token = await userToken(request, `batch-spec-${run}-${DESKTOP.width}@example.com`.toLowerCase());
    const business = `Batch Cars ${run} ${DESKTOP.width}`;
    const saved = await request.put('/api/v1/dealers/me/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { business_name: business, gstin: gstin(DESKTOP.width + 1), address: 'FC Road, Shivajinagar', city: 'Pune', opening_hours: '' },
    });
    expect(saved.status()).toBe(200);
    const slug = (await saved.json()).data.slug as string;
    const ids = [await pendingCar(request, token, `Creta${run}a`), await pendingCar(request, token, `Creta${run}b`)];

    const context = await browser.newContext({ viewport: DESKTOP });
    await signInAdminContext(context);
    const page = await context.newPage();
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Dealer' }).selectOption(slug);
    await expect(page.getByRole('heading', { name: /^Pending Listings \(2\)$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Approve all 2 shown' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve these listings?' });
    await expect(dialog).toContainText(`Approve all 2 pending listings shown from ${business}?`);
    await atBothSizes(page, PHONE, async () => {
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
    await dialog.getByRole('button', { name: 'Approve 2' }).click();
    await expectToast(page, '2 listings approved');
    await expect(page.getByRole('heading', { name: /^Pending Listings \(0\)$/ })).toBeVisible();
    for (const id of ids) expect((await request.get(`/api/v1/cars/${id}/`)).status()).toBe(200);
    await context.close();
  });
});
