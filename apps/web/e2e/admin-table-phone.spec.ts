// Issue 22's defect: on a phone the admin review table printed the seller's name and phone over
// the car details. Each column keeps its own box: the car cell and the seller cell do not overlap,
// and the table scrolls sideways inside its frame instead.
import { expect, test, type APIRequestContext } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { shoot } from './support/screenshots';

const ADMIN = { email: 'admin@gaadibazaar.test', password: 'e2e-admin-password-123' };
const run = Date.now().toString(36);

async function pendingListing(request: APIRequestContext) {
  const email = `admin-phone-${run}@example.com`;
  const sent = (await (await request.post('/api/v1/auth/send-otp/', { data: { email } })).json()).data;
  const verified = await request.post('/api/v1/auth/verify-otp/', { data: { otp_id: sent.otp_id, otp: sent.otp, email } });
  const token = (await verified.json()).data.tokens.access_token as string;
  const res = await request.post('/api/v1/cars/seller/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      brand_name: 'Mahindra', model_name: `Scorpio${run}`, variant_name: 'S11 Longname Edition', year: 2021, fuel_type: 'diesel', transmission: 'manual',
      km_driven: 30500, owner_number: '1st', price: 1450000, urgency: 'normal', exterior_condition: 'good', interior_condition: 'good',
      engine_condition: 'good', accident_history: 'none', features: [], city_name: 'Nagpur', state_name: 'Maharashtra', area: '', address: '',
      description: 'Phone table car', contact: { sellerName: 'Venkatanarasimharajuvaripeta Subramaniam', phoneNumber: '+919822222222', email: '' }, image_ids: [], video_url: '',
    },
  });
  expect(res.status()).toBe(201);
}

test.use({ viewport: { width: 390, height: 844 } });

test('the review table keeps the seller apart from the car details on a phone', async ({ page, request }) => {
  await pendingListing(request);
  await page.goto('/admin/login');
  await page.getByLabel('Admin Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const row = page.getByRole('row').filter({ hasText: `Scorpio${run}` });
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  const car = (await cells.nth(0).boundingBox())!;
  const seller = (await cells.nth(1).boundingBox())!;
  expect(car.x + car.width).toBeLessThanOrEqual(seller.x + 0.5);
  // The texts stay inside their cells.
  for (const [i, text] of [
    [0, `2021 Mahindra Scorpio${run}`],
    [1, 'Venkatanarasimharajuvaripeta Subramaniam'],
    [1, '+919822222222'],
  ] as const) {
    const cell = (await cells.nth(i).boundingBox())!;
    const box = (await cells.nth(i).getByText(text).boundingBox())!;
    expect(box.x, text).toBeGreaterThanOrEqual(cell.x - 0.5);
    expect(box.x + box.width, text).toBeLessThanOrEqual(cell.x + cell.width + 0.5);
  }
  // The page itself does not scroll sideways: the table does, in its frame.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'admin-review-table');
});
