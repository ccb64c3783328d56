// Signing in by e-mail OTP with the development hint, as the specs of signed-in screens need it.
import { expect, type Page } from '@playwright/test';
import { expectToast, toastText } from './toast';

/** On the login page already open: e-mail, the hinted code, Verify OTP, "Login Successful". */
export async function signInOnLoginPage(page: Page, email: string) {
  await page.getByRole('textbox', { name: /^Email Address/ }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = /Use OTP: (\d{6})/.exec(await toastText(page, /Use OTP: \d{6}/))![1]!;
  await page.getByRole('textbox', { name: 'One-Time Password' }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expectToast(page, 'Login Successful');
}

/** Opens /login and signs in; a sign-in from the plain login page lands on the seller dashboard. */
export async function signInByOtp(page: Page, email: string) {
  await page.goto('/login');
  await signInOnLoginPage(page, email);
  await page.waitForURL('**/seller/dashboard');
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
}
