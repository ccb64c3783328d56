// Issue 14: signing in with a 10-digit Indian mobile number (the code goes by SMS; in
// development the answer carries it), a malformed number, and the signed-in user menu.
import { expect, test, type Page } from './support/test';
import { shoot } from './support/screenshots';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectToast, toastText } from './support/toast';

const loginField = (page: Page) => page.getByRole('textbox', { name: 'Email Address or Mobile Number' });
const otpField = (page: Page) => page.getByRole('textbox', { name: 'One-Time Password' });
const codeIn = async (page: Page, pattern = /Use OTP: (\d{6})/) => pattern.exec(await toastText(page, pattern))![1]!;

/** A fresh mobile number: 9 then nine digits. */
const newMobile = () => `9${String(Date.now() % 1e9).padStart(9, '0')}`;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  const phone = viewport.width < 768;
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('signs in with a mobile number and reaches every link of the user menu', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByText("We'll send a one-time password to your email or mobile number.")).toBeVisible();

      // A malformed number is named as one; e-mail input keeps the spec's messages.
      await loginField(page).fill('98765 4321');
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
      await expect(loginField(page)).toHaveAttribute('aria-invalid', 'true');
      await shoot(page, 'login-malformed-number');
      await loginField(page).fill('not-an-email');
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText('Enter a valid email')).toBeVisible();

      const mobile = newMobile();
      const shown = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
      await loginField(page).fill(`0${mobile.slice(0, 5)} ${mobile.slice(5)}`);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expectToast(page, 'OTP Sent Successfully');
      await codeIn(page);
      await expect(page.getByText(`Enter the 6-digit code sent to ${shown}.`)).toBeVisible();

      // Resend works as for e-mail: a new code, the typed one cleared.
      await otpField(page).fill('123');
      await page.getByRole('button', { name: 'Resend OTP' }).click();
      await expectToast(page, 'OTP Resent');
      const code = await codeIn(page, /Use OTP: (\d{6}) for testing/);
      await expect(otpField(page)).toHaveValue('');
      await otpField(page).fill(code);
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await expectToast(page, 'Login Successful', `Welcome to GaadiBazaar, ${shown}!`);
      await expect(page).toHaveURL('/seller/dashboard');
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { phone_number?: string });
      expect(stored.phone_number).toBe(`+91${mobile}`);

      /** Opens the user menu and follows one of its entries. */
      const follow = async (name: string) => {
        if (phone) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.locator('#mobile-menu').getByRole(name === 'Logout' ? 'button' : 'link', { name, exact: true }).click();
        } else {
          await page.getByRole('button', { name: /^Account menu/ }).click();
          await page.getByRole('menuitem', { name, exact: true }).click();
        }
      };

      if (!phone) {
        // Keyboard: Enter opens, arrows move, Escape closes and focus returns to the button.
        const trigger = page.getByRole('button', { name: /^Account menu/ });
        await trigger.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menu')).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'My Dashboard' })).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('menuitem', { name: 'Seller Dashboard' })).toBeFocused();
        await expectNoSeriousA11yViolations(page);
        await shoot(page, 'user-menu');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
        await expect(trigger).toBeFocused();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Saved searches' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shoot(page, 'user-menu');
        await page.getByRole('button', { name: 'Close menu' }).click();
      }

      await follow('Saved searches');
      await expect(page).toHaveURL('/dashboard?tab=saved-searches');
      await expect(page.getByRole('tab', { name: 'Saved Searches' })).toHaveAttribute('aria-selected', 'true');
      await follow('Shortlist');
      await expect(page).toHaveURL('/shortlist');
      await expect(page.getByRole('heading', { level: 1, name: 'My shortlist' })).toBeVisible();
      await expect(page.getByText('No shortlisted cars yet')).toBeVisible();
      await follow('Seller Dashboard');
      await expect(page).toHaveURL('/seller/dashboard');
      await follow('My Dashboard');
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
      await follow('Logout');
      await expectToast(page, 'Logged Out');
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    });
  });
}
