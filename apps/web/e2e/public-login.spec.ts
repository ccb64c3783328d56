import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectToast, toastText } from './support/toast';

const uniqueEmail = (tag: string) => `buyer-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email Address' });
const otpField = (page: Page) => page.getByRole('textbox', { name: 'One-Time Password' });

/** The development hint toast after sending: "Use OTP: 123456". */
async function codeFromToast(page: Page, pattern = /Use OTP: (\d{6})/) {
  return pattern.exec(await toastText(page, pattern))![1]!;
}

test.describe('OTP login', () => {
  test('validates the e-mail, checks the code and signs in to the seller dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Login - GaadiBazaar');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Enter your email')).toBeVisible();
    await emailField(page).fill('not-an-email');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Enter a valid email')).toBeVisible();

    const email = uniqueEmail('main');
    await emailField(page).fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, 'OTP Sent Successfully');
    const code = await codeFromToast(page);
    await expectNoSeriousA11yViolations(page);

    // Digits only, at most six; Verify is enabled from four digits.
    const verify = page.getByRole('button', { name: 'Verify OTP' });
    await otpField(page).fill('12a');
    await expect(otpField(page)).toHaveValue('12');
    await expect(verify).toBeDisabled();
    await otpField(page).fill('1234');
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page.getByText('Please enter a valid 6-digit OTP')).toBeVisible();

    const wrong = code === '111111' ? '222222' : '111111';
    await otpField(page).fill(wrong);
    await verify.click();
    await expect(page.getByRole('alert').filter({ hasText: /Invalid OTP|attempts/ })).toBeVisible();

    await otpField(page).fill(code);
    await verify.click();
    await expectToast(page, 'Login Successful', /^Welcome to GaadiBazaar, /); // a new account
    await expect(page).toHaveURL('/seller/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Seller Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Notifications/ })).toBeVisible();
    const stored = await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('refreshToken'), localStorage.getItem('currentUser')]);
    expect(stored[0]).toMatch(/^eyJ/);
    expect(stored[1]).toBeTruthy();
    expect(JSON.parse(stored[2]!).email).toBe(email);

    // Signing in again with the same e-mail greets an existing account.
    await page.goto('/login?returnUrl=%2Fbuy%3Fsearch%3Dtata');
    await emailField(page).fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await otpField(page).fill(await codeFromToast(page));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(page, 'Login Successful', /^Welcome back, /);
    await expect(page).toHaveURL('/buy?search=tata');
  });

  test('Resend clears the code and Change Number goes back to the e-mail', async ({ page }) => {
    await page.goto('/login');
    await emailField(page).fill(uniqueEmail('resend'));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await codeFromToast(page);
    await otpField(page).fill('123');
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expectToast(page, 'OTP Resent');
    const code = await codeFromToast(page, /Use OTP: (\d{6}) for testing/);
    expect(code).toMatch(/^\d{6}$/);
    await expect(otpField(page)).toHaveValue('');
    await page.getByRole('button', { name: 'Change Number' }).click();
    await expect(emailField(page)).toBeVisible();
    await expect(otpField(page)).toHaveCount(0);
  });

  test('coming from /sell shows the seller panel and goes to the seller dashboard', async ({ page }) => {
    await page.goto('/login?returnUrl=%2Fsell');
    await expect(page.getByRole('heading', { name: 'Sell your car in 5 mins' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(page.getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expectNoSeriousA11yViolations(page);
    await emailField(page).fill(uniqueEmail('sell'));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await otpField(page).fill(await codeFromToast(page));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL('/seller/dashboard');
  });

  test('a failed send shows the rate-limit text', async ({ page }) => {
    await page.route('**/api/v1/auth/send-otp/', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ success: false, error: { code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests' } }) }),
    );
    await page.goto('/login');
    await emailField(page).fill('someone@example.com');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts. Please try again later.' })).toBeVisible();
    await expectToast(page, 'Failed to send OTP', 'Too many attempts. Please try again later.');
  });

  test('an expired session on a seller page returns to login with the address', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('authToken', 'eyJhbGciOiJIUzI1NiJ9.e30.invalid');
      localStorage.setItem('refreshToken', 'not-a-real-refresh-token');
      localStorage.setItem('currentUser', JSON.stringify({ id: 'x', name: 'Old', email: 'old@example.com', phone_number: null }));
    });
    await page.goto('/seller/dashboard?tab=listings');
    await expect(page).toHaveURL('/login?returnUrl=%2Fseller%2Fdashboard%3Ftab%3Dlistings');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});
