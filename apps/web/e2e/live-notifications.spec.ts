// Live notifications (issue 14): a buyer saves a search on /buy, an admin approves a car it
// matches, and the navbar's unread count rises in the open page without a reload (SSE).
import { expect, test } from './support/test';
import { adminToken, signInByApi, userToken } from './support/sign-in';

const run = Date.now().toString(36);

test('a matching approval raises the navbar unread count live, without a reload', async ({ page, context, request }) => {
  const model = `Nexon${run}`;
  await signInByApi(context, `live-buyer-${run}@example.com`); // the login page has its own specs
  // The buyer saves the search on /buy as anyone would: "Save this search", alerts immediately.
  await page.goto(`/buy?search=${model.toLowerCase()}`);
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

  const sellerToken = await userToken(request, `live-seller-${run}@example.com`);
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
  const approved = await request.post(`/api/v1/admin/cars/${carId}/review/`, { headers: { Authorization: `Bearer ${await adminToken(request)}` }, data: { action: 'approve' } });
  expect(approved.status()).toBe(200);

  // The job runs within its polling interval (2 s), the stream delivers at once; polling would take 30 s.
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`, { timeout: 8_000 });
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('still here');
});
