// Live notifications (issue 14): a buyer saves a search on /buy, an admin approves a car it
// matches, and the navbar's unread count rises in the open page without a reload (SSE).
import { expect, test, type APIRequestContext } from './support/test';
import { signInByApi } from './support/sign-in';
import { waitForHydration } from './support/hydration';

const ADMIN = { email: 'admin@gaadibazaar.test', password: 'e2e-admin-password-123' };
const run = Date.now().toString(36);

async function apiToken(request: APIRequestContext, email: string) {
  const sent = (await (await request.post('/api/v1/auth/send-otp/', { data: { email } })).json()).data;
  const verified = await request.post('/api/v1/auth/verify-otp/', { data: { otp_id: sent.otp_id, otp: sent.otp, email } });
  return (await verified.json()).data.tokens.access_token as string;
}

test('a matching approval raises the navbar unread count live, without a reload', async ({ page, context, request }) => {
  const model = `Nexon${run}`;
  await signInByApi(context, `live-buyer-${run}@example.com`); // the login page has its own specs
  // The buyer saves the search on /buy as anyone would: "Save this search", alerts immediately.
  await page.goto(`/buy?search=${model.toLowerCase()}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill(`Live ${run}`);
  await dialog.getByLabel('Alert frequency').selectOption('immediate');
  await dialog.getByRole('button', { name: 'Save Search' }).click();
  await expect(dialog).toBeHidden();

  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { liveMarker: string }).liveMarker = 'still here'));

  const sellerToken = await apiToken(request, `live-seller-${run}@example.com`);
  const created = await request.post('/api/v1/cars/seller/create/', {
    headers: { Authorization: `Bearer ${sellerToken}` },
    data: {
      brand_name: 'Tata', model_name: model, variant_name: '', year: 2022, fuel_type: 'diesel', transmission: 'manual',
      km_driven: 12000, owner_number: '1st', price: 950000, urgency: 'normal', exterior_condition: 'excellent', interior_condition: 'good',
      engine_condition: 'good', accident_history: 'none', features: [], city_name: 'Pune', state_name: 'Maharashtra', area: '', address: '',
      description: 'Live notification spec car', contact: { sellerName: 'Sunita Live', phoneNumber: '+919822222222', email: '' }, image_ids: [], video_url: '',
    },
  });
  expect(created.status()).toBe(201);
  const carId = (await created.json()).data.id as string;
  const adminToken = (await (await request.post('/api/v1/auth/admin/login/', { data: ADMIN })).json()).data.token as string;
  const approved = await request.post(`/api/v1/admin/cars/${carId}/review/`, { headers: { Authorization: `Bearer ${adminToken}` }, data: { action: 'approve' } });
  expect(approved.status()).toBe(200);

  // The job runs within its polling interval (2 s), the stream delivers at once; polling would take 30 s.
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`, { timeout: 8_000 });
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('still here');
});
