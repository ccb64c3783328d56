// Admin sign-in and dashboard in a real Chromium against the real API: validation and error
// toasts, counts and filters, review with a confirm dialog (and a lost race), the edit dialog
// with images, delete with the browser confirm, logout, and axe on each screen.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/a11y';

const ADMIN = { email: 'admin@gaadibazaar.test', password: 'e2e-admin-password-123' };
const run = Date.now().toString(36);

test.describe.configure({ mode: 'serial' });

// Toasts come and go while a page is checked; they belong to the shell's toaster and its tests.
const expectAccessible = (page: Page) => expectNoSeriousA11yViolations(page);

async function sellerToken(request: APIRequestContext) {
  const email = `admin-spec-${run}@example.com`;
  const sent = (await (await request.post('/api/v1/auth/send-otp/', { data: { email } })).json()).data;
  const verified = await request.post('/api/v1/auth/verify-otp/', { data: { otp_id: sent.otp_id, otp: sent.otp, email } });
  return (await verified.json()).data.tokens.access_token as string;
}

async function createListing(request: APIRequestContext, token: string, car: { brand: string; model: string; year: number; price: number }, imageIds: string[] = []) {
  const res = await request.post('/api/v1/cars/seller/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      brand_name: car.brand, model_name: car.model, variant_name: '', year: car.year, fuel_type: 'diesel', transmission: 'automatic',
      km_driven: 30500, owner_number: '1st', price: car.price, urgency: 'urgent', exterior_condition: 'excellent', interior_condition: 'good',
      engine_condition: 'good', accident_history: 'none', features: [], city_name: 'Nagpur', state_name: 'Maharashtra', area: '', address: '',
      description: 'Admin spec car', contact: { sellerName: 'Anil Admin-Spec', phoneNumber: '+919811111111', email: '' }, image_ids: imageIds, video_url: '',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.id as string;
}

const jpeg = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();

async function uploadImage(request: APIRequestContext, token: string) {
  const res = await request.post('/api/v1/upload/car-images/', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { images: { name: 'car.jpg', mimeType: 'image/jpeg', buffer: await jpeg({ r: 10, g: 150, b: 60 }) } },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.images[0].id as string;
}

async function adminApiToken(request: APIRequestContext) {
  return (await (await request.post('/api/v1/auth/admin/login/', { data: ADMIN })).json()).data.token as string;
}

let page: Page;
let editId: string;
let raceId: string;
let deleteId: string;

test.beforeAll(async ({ browser, request }) => {
  const token = await sellerToken(request);
  editId = await createListing(request, token, { brand: 'Hyundai', model: `Creta${run}`, year: 2019, price: 1150000 }, [await uploadImage(request, token)]);
  raceId = await createListing(request, token, { brand: 'Kia', model: `Seltos${run}`, year: 2020, price: 1250000 });
  deleteId = await createListing(request, token, { brand: 'Honda', model: `City${run}`, year: 2017, price: 650000 });
  page = await (await browser.newContext()).newPage();
});

test('the login form asks for both fields, then reports a wrong password', async () => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await expect(page.getByText('Sign in to access the admin dashboard')).toBeVisible();
  await expect(page.getByText('For admin access issues, contact IT support')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Missing Information').first()).toBeVisible();
  await expect(page.getByText('Please enter both email and password').first()).toBeVisible();
  await page.getByLabel('Admin Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed').first()).toBeVisible();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a correct sign-in greets the admin and shows the pending listings', async () => {
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome Admin').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Welcome back, .+/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Pending Listings \(\d+\)$/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `2019 Hyundai Creta${run}` });
  await expect(row).toContainText('Diesel • Automatic • 30,500 km');
  await expect(row).toContainText('Anil Admin-Spec');
  await expect(row).toContainText('+919811111111');
  await expect(row.getByText('Under Review', { exact: true })).toBeVisible();
  // This site's uploads are shown by path, so they load under any host name (issue 13).
  await expect(row.locator('img')).toHaveAttribute('src', /^\/media\/cars\//);
  await expect(page.getByRole('button', { name: /Pending Reviews/ })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
});

test('a review that another admin made first fails with the server message', async ({ request }) => {
  await page.getByRole('button', { name: `Approve 2020 Kia Seltos${run}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Kia Seltos${run}`)).toBeVisible();
  const other = await request.post(`/api/v1/admin/cars/${raceId}/review/`, {
    headers: { Authorization: `Bearer ${await adminApiToken(request)}` },
    data: { action: 'approve' },
  });
  expect(other.ok()).toBeTruthy();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Action Failed').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a row click opens the edit dialog, which closes on Escape, outside click and the close button', async () => {
  const row = page.getByRole('row').filter({ hasText: `2019 Hyundai Creta${run}` });
  await row.getByText('Anil Admin-Spec').click();
  const dialog = page.getByRole('dialog', { name: 'Edit Listing' });
  await expect(dialog.getByLabel('Brand', { exact: true })).toHaveValue('Hyundai');
  await expect(dialog.getByLabel('State')).toHaveValue('Maharashtra');
  await expect(dialog.getByLabel('Status')).toHaveValue('pending');
  await expect(dialog.getByLabel('Urgency')).toHaveValue('urgent');
  await expect(dialog.getByText('JPEG/PNG, up to 10 images')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The closing dialog gives the page back (focus, pointer events) a moment after it leaves the
  // DOM; a click in that moment went nowhere in one full run under load.
  const reopen = () =>
    expect(async () => {
      if (!(await dialog.count())) await row.getByText('Anil Admin-Spec').click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });

  await reopen();
  await expect(dialog.getByLabel('Title')).not.toHaveValue('');
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);

  await reopen();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the edit dialog saves changed fields and manages images', async ({ request }) => {
  const row = page.getByRole('row').filter({ hasText: `Hyundai Creta${run}` });
  await row.getByText('Anil Admin-Spec').click();
  const dialog = page.getByRole('dialog', { name: 'Edit Listing' });
  await expect(dialog.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await dialog.getByLabel('Add Photos').setInputFiles({ name: 'extra.jpg', mimeType: 'image/jpeg', buffer: await jpeg({ r: 220, g: 200, b: 20 }) });
  await expect(dialog.getByRole('img', { name: 'Image 2' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(dialog.getByRole('img', { name: 'Image 2' })).toHaveCount(0);

  await dialog.getByLabel('Price').fill('1099000');
  await dialog.getByLabel('Kilometers Driven').fill('');
  await dialog.getByLabel('Exterior Condition').selectOption('fair');
  await dialog.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(dialog.getByText('₹10,99,000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Listing updated').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('₹10,99,000');

  const car = (await (await request.get(`/api/v1/admin/cars/${editId}/`, { headers: { Authorization: `Bearer ${await adminApiToken(request)}` } })).json()).data;
  expect(car).toMatchObject({ price: 1099000, km_driven: 30500, exterior_condition: 'fair', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  expect(car.images).toHaveLength(1);
});

test('Delete asks with the browser confirm and removes the row', async () => {
  const row = page.getByRole('row').filter({ hasText: `Honda City${run}` });
  await expect(row).toBeVisible();
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Delete this listing?');
    void d.accept();
  });
  await row.getByRole('button', { name: /^Delete/ }).click();
  await expect(row).toHaveCount(0);
  const res = await page.request.get(`/api/v1/cars/${deleteId}/`);
  expect(res.status()).toBe(404);
});

test('Total Active lists approved listings and Pending Reviews returns', async () => {
  await page.getByRole('button', { name: /Total Active/ }).click();
  await expect(page.getByRole('heading', { name: /^Active Listings \(\d+\)$/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Kia Seltos${run}` });
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Reject/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Pending Reviews/ }).click();
  await expect(page.getByRole('heading', { name: /^Pending Listings/ })).toBeVisible();
});

test('an empty pending list says all listings have been reviewed', async () => {
  await page.route('**/api/v1/admin/cars/?*', (route) =>
    route.fulfill({ json: { success: true, data: { cars: [], stats: {}, pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } } } }),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('No Pending Listings')).toBeVisible();
  await expect(page.getByText('All listings have been reviewed. Great job!')).toBeVisible();
  await page.unroute('**/api/v1/admin/cars/?*');
});

test('Logout clears the admin session, ends it on the server and returns to the login screen', async () => {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  expect((await page.request.get('/api/v1/admin/dashboard/', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminUser')])).toEqual([null, null]);
  // The token itself stops working at once (issue 10: revocable admin sessions).
  expect((await page.request.get('/api/v1/admin/dashboard/', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
