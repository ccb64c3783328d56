// Issue 14, admin screens, on a phone (390×844) and a desktop (1440×900): prices grouped the
// Indian way, human labels for every stored value, no seller navigation and no request to the
// notification endpoints on /admin pages, and the table's count agreeing with the Pending card
// after an approval. Screenshots go to SCREENSHOT_DIR.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { shoot } from './support/screenshots';
import { expectNoSeriousA11yViolations } from './support/a11y';

const ADMIN = { email: 'admin@gaadibazaar.test', password: 'e2e-admin-password-123' };

async function sellerToken(request: APIRequestContext, email: string) {
  const sent = (await (await request.post('/api/v1/auth/send-otp/', { data: { email } })).json()).data;
  const verified = await request.post('/api/v1/auth/verify-otp/', { data: { otp_id: sent.otp_id, otp: sent.otp, email } });
  return (await verified.json()).data.tokens.access_token as string;
}

async function createListing(request: APIRequestContext, token: string, model: string, price: number) {
  const res = await request.post('/api/v1/cars/seller/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      brand_name: 'Mahindra', model_name: model, variant_name: 'LX', year: 2021, fuel_type: 'diesel', transmission: 'automatic',
      km_driven: 30500, owner_number: '1st', price, urgency: 'normal', exterior_condition: 'good', interior_condition: 'good',
      engine_condition: 'good', accident_history: 'none', features: [], city_name: 'Nagpur', state_name: 'Maharashtra', area: '',
      address: '', description: 'Admin formatting car', contact: { sellerName: 'Kiran Format', phoneNumber: '+919833333333', email: '' },
      image_ids: [], video_url: '',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.id as string;
}

const countIn = async (text: Promise<string | null>) => Number((await text)!.match(/\d+/)![0]);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`admin screens at ${viewport.width}×${viewport.height}`, () => {
    test.describe.configure({ mode: 'serial' });

    const run = `${Date.now().toString(36)}${viewport.width}`;
    let page: Page;
    const notificationCalls: string[] = [];

    test.beforeAll(async ({ browser, request }) => {
      const token = await sellerToken(request, `format-${run}@example.com`);
      await createListing(request, token, `Thar${run}`, 1325000);
      await createListing(request, token, `XUV${run}`, 10000000);
      page = await (await browser.newContext({ viewport })).newPage();
      page.on('request', (req) => {
        if (/\/api\/v1\/inquiries\/notifications/.test(req.url())) notificationCalls.push(`${req.method()} ${req.url()} on ${page.url()}`);
      });
    });

    test('admin pages carry no seller navigation and no notifications bell', async () => {
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
      await page.getByLabel('Admin Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/admin/dashboard');
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Seller Dashboard' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Sell Car' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { name: /^Pending Listings/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
    });

    test('prices are grouped the Indian way and every value has a human label', async () => {
      const row = page.getByRole('row').filter({ hasText: `Mahindra Thar${run}` });
      await expect(row).toContainText('₹13,25,000');
      await expect(row).not.toContainText('1,325,000');
      await expect(row).toContainText('Diesel • Automatic • 30,500 km');
      await expect(row.getByText('Under Review', { exact: true })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: `Mahindra XUV${run}` })).toContainText('₹1,00,00,000');
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'admin-dashboard');

      await row.getByRole('button', { name: `2021 Mahindra Thar${run}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Listing' });
      const chosen = (label: string) => dialog.getByLabel(label, { exact: true }).locator('option:checked');
      await expect(chosen('Fuel Type')).toHaveText('Diesel');
      await expect(chosen('Transmission')).toHaveText('Automatic');
      await expect(chosen('Owner Number')).toHaveText('1st owner');
      await expect(chosen('Exterior Condition')).toHaveText('Good');
      await expect(chosen('Urgency')).toHaveText('Normal');
      await expect(chosen('Status')).toHaveText('Under Review');
      await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('pending');
      await expect(dialog.getByText('₹13,25,000')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'admin-edit-dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    test('the table count and the Pending card agree after an approval', async () => {
      const heading = page.getByRole('heading', { name: /^Pending Listings \(\d+\)$/ });
      const card = page.getByRole('button', { name: /Pending Reviews/ });
      const before = await countIn(heading.textContent());
      await expect.poll(() => countIn(card.textContent())).toBe(before);

      await page.getByRole('button', { name: `Approve 2021 Mahindra Thar${run}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText('Listing Approved').first()).toBeVisible();
      await expect(heading).toHaveText(`Pending Listings (${before - 1})`);
      await expect.poll(() => countIn(card.textContent())).toBe(before - 1);
      await expect(page.getByRole('row').filter({ hasText: `Mahindra Thar${run}` })).toHaveCount(0);

      await page.getByRole('button', { name: /Total Active/ }).click();
      const active = page.getByRole('heading', { name: /^Active Listings \(\d+\)$/ });
      await expect(active).toBeVisible();
      await expect.poll(async () => countIn(active.textContent())).toBe(await countIn(page.getByRole('button', { name: /Total Active/ }).textContent()));
      await expect(page.getByRole('row').filter({ hasText: `Mahindra Thar${run}` }).getByText('Approved', { exact: true })).toBeVisible();
    });

    test('no request went to a notification endpoint on any admin page', () => {
      expect(notificationCalls).toEqual([]);
    });
  });
}
