// Issue 15 for admins in a real Chromium against the real API: quality flags in the review table
// and the edit dialog (a photo re-posted by another seller, kilometres implausible for the age),
// and the verification checklist: a partial checklist does not verify, all five checks do, and the
// dialog says who checked and when.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/a11y';

const ADMIN = { email: 'admin@gaadibazaar.test', password: 'e2e-admin-password-123' };
const run = Date.now().toString(36);

test.describe.configure({ mode: 'serial' });

async function sellerToken(request: APIRequestContext, who: string) {
  const email = `verify-spec-${who}-${run}@example.com`;
  const sent = (await (await request.post('/api/v1/auth/send-otp/', { data: { email } })).json()).data;
  const verified = await request.post('/api/v1/auth/verify-otp/', { data: { otp_id: sent.otp_id, otp: sent.otp, email } });
  return (await verified.json()).data.tokens.access_token as string;
}

/** A photo-like picture: a gradient with shapes (a flat colour has nothing to compare). */
function scene(): Promise<Buffer> {
  const shapes = [
    '<circle cx="300" cy="300" r="180" fill="#c0392b"/>',
    '<rect x="700" y="150" width="420" height="260" fill="#2c3e50"/>',
    '<circle cx="1200" cy="800" r="240" fill="#f1c40f"/>',
    '<rect x="200" y="750" width="500" height="300" fill="#16a085"/>',
  ].join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#3a5f9f"/><stop offset="1" stop-color="#f4e8c0"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

async function uploadImage(request: APIRequestContext, token: string, buffer: Buffer) {
  const res = await request.post('/api/v1/upload/car-images/', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { images: { name: 'car.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.images[0].id as string;
}

async function createListing(request: APIRequestContext, token: string, car: { model: string; year: number; km: number; phone: string }, imageIds: string[]) {
  const res = await request.post('/api/v1/cars/seller/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      brand_name: 'Tata', model_name: car.model, variant_name: '', year: car.year, fuel_type: 'petrol', transmission: 'manual',
      km_driven: car.km, owner_number: '1st', price: 640000, urgency: 'normal', exterior_condition: 'good', interior_condition: 'good',
      engine_condition: 'good', accident_history: 'none', features: [], city_name: 'Pune', state_name: 'Maharashtra', area: '', address: '',
      description: 'Verification spec car', contact: { sellerName: 'Vinay Verify-Spec', phoneNumber: car.phone, email: '' }, image_ids: imageIds, video_url: '',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.id as string;
}

const year = new Date().getFullYear() - 2;
const copyTitle = `${year} Tata Punch${run}`;
const originalTitle = `${year} Tata Tiago${run}`;
let page: Page;

test.beforeAll(async ({ browser, request }) => {
  const photo = await scene();
  const first = await sellerToken(request, 'a');
  await createListing(request, first, { model: `Tiago${run}`, year, km: 30_000, phone: '+919822200001' }, [await uploadImage(request, first, photo)]);
  // Another seller re-posts the photo, downscaled and re-encoded, on a car driven 1,00,000 km in two years.
  const second = await sellerToken(request, 'b');
  const copy = await sharp(photo).resize({ width: 700 }).jpeg({ quality: 55 }).toBuffer();
  await createListing(request, second, { model: `Punch${run}`, year, km: 100_000, phone: '+919822200002' }, [await uploadImage(request, second, copy)]);
  page = await (await browser.newContext()).newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Admin Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('the review table shows each listing’s flags as a badge', async () => {
  const copyRow = page.getByRole('row').filter({ hasText: copyTitle });
  await expect(copyRow.getByText('2 flags')).toBeVisible();
  const originalRow = page.getByRole('row').filter({ hasText: originalTitle });
  await expect(originalRow.getByText('1 flag', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the edit dialog lists the flags and opens the checklist', async () => {
  await page.getByRole('button', { name: copyTitle, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Listing' });
  const flags = edit.getByRole('region', { name: 'Quality flags' });
  await expect(flags.getByText("A photo also appears in another seller's listing")).toBeVisible();
  await expect(flags.getByText('50,000 km a year is more than 40,000')).toBeVisible();
  await expect(edit.getByText('Not verified.')).toBeVisible();
  await edit.getByRole('button', { name: 'Verification checklist' }).click();
  const checklist = page.getByRole('dialog', { name: 'Verification checklist' });
  await expect(checklist.getByText('No checklist recorded yet')).toBeVisible();
  await checklist.getByRole('button', { name: 'Cancel' }).click();
  await expect(checklist).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a partial checklist does not verify; all five checks do, and the dialog says who checked and when', async () => {
  const row = page.getByRole('row').filter({ hasText: originalTitle });
  await row.getByRole('button', { name: `Verify ${originalTitle}` }).click();
  let checklist = page.getByRole('dialog', { name: 'Verification checklist' });
  for (const label of ['RC (registration certificate) seen', 'Insurance valid', 'Chassis number matches the RC', 'Photos match the car']) {
    await checklist.getByLabel(label, { exact: true }).check();
  }
  await checklist.getByLabel('Note: PUC certificate valid').fill('PUC expired last month');
  await expectNoSeriousA11yViolations(page);
  await checklist.getByRole('button', { name: 'Save checklist' }).click();
  await expect(page.getByText('Not every check passed: the listing is not verified.').first()).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: `Verify ${originalTitle}` }).click();
  checklist = page.getByRole('dialog', { name: 'Verification checklist' });
  await expect(checklist.getByText(/^Last checked by .+ on .+/)).toBeVisible();
  await expect(checklist.getByLabel('Note: PUC certificate valid')).toHaveValue('PUC expired last month');
  await expect(checklist.getByLabel('Insurance valid', { exact: true })).toBeChecked();
  await checklist.getByLabel('PUC certificate valid', { exact: true }).check();
  await checklist.getByLabel('Note: PUC certificate valid').fill('PUC renewed, valid to March');
  await checklist.getByRole('button', { name: 'Save checklist' }).click();
  await expect(page.getByText('All five checks passed: the listing shows Verified.').first()).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Verify ${originalTitle}` }).click();
  checklist = page.getByRole('dialog', { name: 'Verification checklist' });
  await expect(checklist.getByText('Verified', { exact: true })).toBeVisible();
  await expect(checklist.getByText(/^Last checked by .+ on .+/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
