// A seller's whole journey in a real Chromium against the real API: OTP sign-in, the four-step
// wizard with two real photos, review by an admin (approve one listing, reject another), the
// approved car on /buy, the notification and its unread badge, a buyer's inquiry and the reply,
// edit and delete from /seller/dashboard, and axe on every page on the way.
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { signInAdminContext, signInByOtp } from './support/sign-in';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/a11y';

const run = Date.now().toString(36);
const sellerEmail = `seller-${run}@example.com`;

test.describe.configure({ mode: 'serial' });

// Toasts come and go while a page is checked; they belong to the shell's toaster and its tests.
const expectAccessible = (page: Page) => expectNoSeriousA11yViolations(page);

async function makeJpeg(dir: string, name: string, colour: { r: number; g: number; b: number }) {
  const path = join(dir, name);
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).jpeg({ quality: 90 }).toFile(path);
  return path;
}

/** The admin's own browser, signed in through the API (the admin login page has its own specs). */
async function signInAdmin(browser: Browser) {
  const context = await browser.newContext();
  await signInAdminContext(context);
  const page = await context.newPage();
  await page.goto('/admin/dashboard');
  return page;
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

async function sellerListings(request: APIRequestContext, token: string) {
  const res = await request.get('/api/v1/cars/seller/listings/?limit=50', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.listings as Array<{ id: string; brand: string; car_model: string; status: string; price: number }>;
}

let seller: Page;
let admin: Page;
let token: string;
let soldId: string;
let rejectedId: string;

test.beforeAll(async ({ browser }) => {
  seller = await (await browser.newContext()).newPage();
});

test('a seller signs in with the OTP shown by the development hint', async () => {
  await signInByOtp(seller, sellerEmail);
  await expect(seller.getByRole('heading', { name: 'My Car Listings' })).toBeVisible();
  await expect(seller.getByText('No listings yet')).toBeVisible();
  await expectAccessible(seller);
  token = (await tokenOf(seller))!;
});

test('the seller sells a car through the four steps with two photos', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gaadi-photos-'));
  const photos = [await makeJpeg(dir, 'front.jpg', { r: 200, g: 40, b: 40 }), await makeJpeg(dir, 'side.jpg', { r: 40, g: 40, b: 200 })];
  await seller.getByRole('link', { name: 'Add New Listing' }).click();
  await expect(seller.getByRole('heading', { name: 'Step 1: Car Details' })).toBeVisible();
  await expectAccessible(seller);

  await seller.getByRole('button', { name: 'Next' }).click();
  await expect(seller.getByText('Brand is required')).toBeVisible();
  await expect(seller.getByText('Kilometers driven is required')).toBeVisible();

  await seller.getByLabel('Brand').fill('Tata');
  await seller.getByLabel('Model').fill('Nexon');
  await seller.getByLabel('Variant').fill('XZ+');
  await seller.getByLabel('Year').selectOption(String(new Date().getFullYear() - 4));
  await seller.getByLabel('Fuel Type').selectOption('petrol');
  await seller.getByLabel('Transmission').selectOption('manual');
  await seller.getByLabel('Kilometers Driven').fill('42000');
  await seller.getByRole('button', { name: 'Next' }).click();

  await expect(seller.getByRole('heading', { name: 'Step 2: Pricing' })).toBeVisible();
  await seller.getByLabel(/Expected Price/).fill('5000');
  await seller.getByRole('button', { name: 'Next' }).click();
  await expect(seller.getByText('Price must be between ₹10,000 and ₹1 crore')).toBeVisible();
  await seller.getByLabel(/Expected Price/).fill('650000');
  await seller.getByLabel('Description').fill('Single owner, serviced at the dealer.');
  await expect(seller.getByText('37/500')).toBeVisible();
  await expectAccessible(seller);
  await seller.getByRole('button', { name: 'Next' }).click();

  await expect(seller.getByRole('heading', { name: 'Step 3: Contact Info' })).toBeVisible();
  await seller.getByLabel('Your Name').fill('Ravi Kumar');
  await seller.getByLabel('Phone Number').fill('9876543210');
  await seller.getByLabel('City').fill('Pune');
  await seller.getByRole('button', { name: 'Next' }).click();

  await expect(seller.getByRole('heading', { name: 'Step 4: Photos & Submit' })).toBeVisible();
  await expect(seller.getByText(/up to 10 images/)).toBeVisible();
  await seller.getByLabel(/^Photos/).setInputFiles(photos);
  await expect(seller.getByRole('img', { name: 'Photo 2' })).toBeVisible({ timeout: 30_000 });
  await seller.getByRole('button', { name: 'Move photo 2 left' }).click();
  await expectAccessible(seller);
  await seller.getByRole('button', { name: 'Submit Listing' }).click();

  await expect(seller.getByText('Listing Created Successfully!').first()).toBeVisible();
  await expect(seller.getByText(/reviewed within 24-48 hours/)).toBeVisible();
  await expect(seller.getByText(/inspection/)).toBeVisible();

  await seller.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(seller.getByRole('heading', { name: `${new Date().getFullYear() - 4} Tata Nexon` })).toBeVisible();
  await expect(seller.getByText('Pending', { exact: true })).toBeVisible();
  const listings = await sellerListings(seller.request, token);
  expect(listings).toHaveLength(1);
  soldId = listings[0]!.id;
});

test('an admin approves the listing and rejects another with a reason', async ({ browser, request }) => {
  const res = await request.post('/api/v1/cars/seller/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      brand_name: 'Maruti Suzuki', model_name: 'Swift', variant_name: 'VXi', year: 2018, fuel_type: 'petrol', transmission: 'manual',
      km_driven: 60000, owner_number: '2nd', price: 350000, urgency: 'normal', exterior_condition: 'good', interior_condition: 'good',
      engine_condition: 'good', accident_history: 'none', features: [], city_name: 'Pune', state_name: '', area: '', address: '',
      description: '', contact: { sellerName: 'Ravi Kumar', phoneNumber: '+919876543210', email: '' }, image_ids: [], video_url: '',
    },
  });
  expect(res.status()).toBe(201);
  rejectedId = (await res.json()).data.id;

  admin = await signInAdmin(browser);
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: /Pending Listings/ })).toBeVisible();
  await expectAccessible(admin);

  const year = new Date().getFullYear() - 4;
  await admin.getByRole('button', { name: `Approve ${year} Tata Nexon` }).click();
  const approveDialog = admin.getByRole('dialog');
  await expect(approveDialog.getByText('Approve Listing')).toBeVisible();
  await expectAccessible(admin);
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Listing Approved').first()).toBeVisible();
  await expect(admin.getByText(/Tata Nexon has been approved/).first()).toBeVisible();

  await admin.getByRole('button', { name: 'Reject 2018 Maruti Suzuki Swift' }).click();
  const rejectDialog = admin.getByRole('dialog');
  const reason = rejectDialog.getByLabel('Reason for rejection');
  await expect(reason).toHaveValue('Listing does not meet our quality standards');
  await reason.fill('Photos are missing');
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText('Listing Rejected').first()).toBeVisible();

  const statuses = Object.fromEntries((await sellerListings(request, token)).map((l) => [l.id, l.status]));
  expect(statuses).toEqual({ [soldId]: 'approved', [rejectedId]: 'rejected' });

  await admin.getByRole('button', { name: /Total Active/ }).click();
  await expect(admin.getByRole('heading', { name: /Active Listings/ })).toBeVisible();
  await expect(admin.getByRole('button', { name: `${year} Tata Nexon`, exact: true })).toBeVisible();
});

test('the approved car is on /buy', async ({ page }) => {
  await page.goto('/buy');
  await expect(page.getByText(`${new Date().getFullYear() - 4} Tata Nexon`).first()).toBeVisible();
});

test('the seller sees the approval notification and reading it lowers the unread count', async () => {
  await seller.goto('/dashboard');
  await expect(seller.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAccessible(seller);
  const badge = seller.getByRole('link', { name: /Notifications, \d+ unread/ });
  await expect(badge).toBeVisible();
  const before = Number((await badge.getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
  expect(before).toBeGreaterThanOrEqual(2);

  await seller.getByRole('tab', { name: /Notifications/ }).click();
  // Each card is a link to what it is about (issue 21): the approved car's page, the rejected
  // car's place in the seller dashboard.
  const approved = seller.getByRole('link', { name: /^Listing approved/ }).filter({ hasText: 'Unread' }).first();
  await expect(approved).toHaveAttribute('href', `/listing/${soldId}`);
  await expect(seller.getByRole('link', { name: /^Listing rejected.*Photos are missing/ })).toHaveAttribute('href', '/seller/dashboard');
  await expectAccessible(seller);
  await approved.click();
  await expect(seller).toHaveURL(`/listing/${soldId}`);
  await expect(seller.getByRole('link', { name: `Notifications, ${before - 1} unread` })).toBeVisible();

  await seller.goto('/dashboard?tab=notifications');
  await seller.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(seller.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
});

test("a buyer's inquiry reaches the seller, whose reply is stored", async ({ request }) => {
  const contact = await request.post(`/api/v1/cars/${soldId}/contact/`, {
    data: { buyer_name: 'Meera', buyer_phone: '+919812345678', buyer_email: '', message: 'Is the price negotiable?', preferred_contact_time: 'evening' },
  });
  expect(contact.ok()).toBeTruthy();

  await seller.goto('/dashboard');
  await seller.getByRole('tab', { name: 'Inquiries' }).click();
  await expect(seller.getByText('Meera')).toBeVisible();
  await expect(seller.getByText('+91 98123 45678')).toBeVisible();
  await expect(seller.getByText('Evening (5 PM - 9 PM)')).toBeVisible();
  await expect(seller.getByText(/Inquiry for: \d{4} Tata Nexon/)).toBeVisible();
  await expectAccessible(seller);
  await seller.getByLabel('Reply to buyer').fill('Yes, slightly. Call me.');
  await seller.getByRole('button', { name: 'Send Response' }).click();
  await expect(seller.getByText('Response Sent').first()).toBeVisible();
  await expect(seller.getByText('Yes, slightly. Call me.')).toBeVisible();
  await expect(seller.getByLabel('Reply to buyer')).toHaveCount(0);

  const res = await request.get('/api/v1/inquiries/?limit=10', { headers: { Authorization: `Bearer ${token}` } });
  const inquiry = (await res.json()).data.inquiries[0];
  expect(inquiry).toMatchObject({ status: 'responded', seller_response: 'Yes, slightly. Call me.' });
});

test('the seller edits the approved listing with the older form, which sends it back to review', async () => {
  await seller.goto('/seller/dashboard');
  const year = new Date().getFullYear() - 4;
  await seller.getByRole('button', { name: `Edit ${year} Tata Nexon` }).click();
  await expect(seller.getByRole('button', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(seller.getByLabel('Brand')).toHaveValue('Tata');
  await seller.getByLabel('Expected Price (₹)').fill('0');
  await seller.getByRole('button', { name: 'Next' }).click();
  await expect(seller.getByText('Price must be greater than 0')).toBeVisible();
  await seller.getByLabel('Expected Price (₹)').fill('625000');
  await expectAccessible(seller);
  await seller.getByRole('button', { name: 'Next' }).click();
  await expect(seller.getByRole('heading', { name: 'Media Upload' })).toBeVisible();
  await expect(seller.getByRole('img', { name: 'Photo 2' })).toBeVisible();
  await seller.getByRole('button', { name: 'Next' }).click();
  await expect(seller.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(seller.getByText('₹6,25,000')).toBeVisible();
  await seller.getByRole('button', { name: 'Update Listing' }).click();
  await expect(seller.getByText('Listing Updated').first()).toBeVisible();
  await expect(seller.getByRole('heading', { name: 'My Car Listings' })).toBeVisible();
  const card = seller.getByRole('listitem').filter({ hasText: `${year} Tata Nexon` });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText(/Updated:/)).toBeVisible();
  const listing = (await sellerListings(seller.request, token)).find((l) => l.id === soldId)!;
  expect(listing).toMatchObject({ status: 'pending', price: 625000 });
});

test('the seller deletes the rejected listing after confirming', async () => {
  await seller.goto('/seller/dashboard');
  await seller.getByRole('button', { name: 'Delete 2018 Maruti Suzuki Swift' }).click();
  const dialog = seller.getByRole('dialog');
  await expect(dialog.getByText('Delete Listing')).toBeVisible();
  await expect(dialog.getByText(/2018 Maruti Suzuki Swift.*cannot be undone/)).toBeVisible();
  await expectAccessible(seller);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(seller.getByText('Listing Deleted').first()).toBeVisible();
  await expect(seller.getByRole('heading', { name: '2018 Maruti Suzuki Swift' })).toHaveCount(0);
  const ids = (await sellerListings(seller.request, token)).map((l) => l.id);
  expect(ids).toEqual([soldId]);
});

test('the seller deletes a listing from /dashboard with the browser confirm', async () => {
  await seller.goto('/dashboard');
  await seller.getByRole('tab', { name: 'My Listings' }).click();
  await expect(seller.getByText('Under Review')).toBeVisible();
  seller.once('dialog', (d) => void d.accept());
  await seller.getByRole('button', { name: /^Delete \d{4} Tata Nexon/ }).click();
  await expect(seller.getByText('Listing Deleted').first()).toBeVisible();
  await expect(seller.getByText('No listings yet')).toBeVisible();
  expect(await sellerListings(seller.request, token)).toEqual([]);

  await seller.getByRole('button', { name: 'Logout' }).click();
  await expect(seller.getByText('Logged Out').first()).toBeVisible();
  expect(await tokenOf(seller)).toBeNull();
});
