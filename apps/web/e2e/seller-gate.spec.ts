// The authentication gate of /sell and both dashboards: a signed-out visitor is told to sign in
// and sent to /login with the page as returnUrl.
import { expect, test } from './support/test';

test('/sell sends a signed-out visitor to login with a returnUrl and says why', async ({ page }) => {
  await page.goto('/sell');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsell$/);
  await expect(page.getByText('Authentication Required').first()).toBeVisible();
  await expect(page.getByText('Please login with your email to sell your car').first()).toBeVisible();
});

for (const path of ['/seller/dashboard', '/dashboard']) {
  test(`${path} sends a signed-out visitor to login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(path)}`);
    await expect(page.getByText('Please login to access your dashboard').first()).toBeVisible();
  });
}

test('/admin/dashboard without admin credentials goes to the admin login', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
});

test('after signing in the visitor returns to the page they asked for', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/returnUrl=%2Fdashboard/);
  await page.getByLabel('Email Address').fill(`gate-${Date.now().toString(36)}@example.com`);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const hint = await page.getByText(/Use OTP: \d{6}/).first().textContent();
  await page.getByLabel('One-Time Password').fill(hint!.match(/\d{6}/)![0]);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('No recent activity')).toBeVisible();
});
