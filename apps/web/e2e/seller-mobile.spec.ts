// The seller and admin screens on a 360×740 phone: nothing wider than the screen, every step
// reachable, and no serious or critical axe violations.
import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

// Toasts come and go while a page is checked; they belong to the shell's toaster and its tests.
const expectAccessible = (page: Page) => expectNoSeriousA11yViolations(page);

async function expectFitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `page width on ${page.url()}`).toBeLessThanOrEqual(360);
}

test('seller screens fit a phone', async ({ page, request }) => {
  const email = `phone-${Date.now().toString(36)}@example.com`;
  const sent = (await (await request.post('/api/v1/auth/send-otp/', { data: { email } })).json()).data;
  const { user, tokens } = (await (await request.post('/api/v1/auth/verify-otp/', { data: { otp_id: sent.otp_id, otp: sent.otp, email } })).json()).data;
  await page.addInitScript(
    ([u, t]) => {
      localStorage.setItem('authToken', t.access_token);
      localStorage.setItem('refreshToken', t.refresh_token);
      localStorage.setItem('currentUser', JSON.stringify(u));
    },
    [user, tokens],
  );

  await page.goto('/sell');
  await expect(page.getByRole('heading', { name: 'Step 1: Car Details' })).toBeVisible();
  await expectFitsScreen(page);
  await expectAccessible(page);
  await page.getByLabel('Brand').fill('Mahindra');
  await page.getByLabel('Model').fill('Thar');
  await page.getByLabel('Variant').fill('LX');
  await page.getByLabel('Year').selectOption({ index: 2 });
  await page.getByLabel('Fuel Type').selectOption('diesel');
  await page.getByLabel('Transmission').selectOption('manual');
  await page.getByLabel('Kilometers Driven').fill('12000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Pricing' })).toBeVisible();
  await expectFitsScreen(page);
  await page.getByLabel(/Expected Price/).fill('1500000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Contact Info' })).toBeVisible();
  await expectFitsScreen(page);
  await page.getByLabel('Phone Number').fill('9876501234');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4: Photos & Submit' })).toBeVisible();
  await expectFitsScreen(page);
  await expectAccessible(page);
  // No city yet: the server's 400 detail for city_name brings the seller back to step 3.
  await page.getByRole('button', { name: 'Submit Listing' }).click();
  await expect(page.getByText('Submission Failed').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 3: Contact Info' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('City').fill('Nagpur');
  await expect(page.getByLabel('City')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit Listing' }).click();
  await expect(page.getByText('Listing Created Successfully!').first()).toBeVisible();

  await page.goto('/seller/dashboard');
  await expect(page.getByRole('heading', { name: 'My Car Listings' })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expectFitsScreen(page);
  await expectAccessible(page);

  await page.goto('/dashboard');
  for (const tab of ['Overview', 'My Listings', 'Inquiries', 'Notifications']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAttribute('aria-selected', 'true');
    await expectFitsScreen(page);
  }
  await expect(page.getByText('No notifications')).toBeVisible();
  await expectAccessible(page);
});

test('admin screens fit a phone', async ({ page }) => {
  await page.goto('/admin/login');
  await expectFitsScreen(page);
  await expectAccessible(page);
  await page.getByLabel('Admin Email').fill('admin@gaadibazaar.test');
  await page.getByLabel('Password').fill('e2e-admin-password-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Pending Listings/ })).toBeVisible();
  await expectFitsScreen(page);
  await expectAccessible(page);
});
