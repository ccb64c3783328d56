// Issue 25: signing in on the Hindi login page, the seller dashboard in Hindi, and the header's
// language switch saving the choice on the account (so that the e-mails follow it).
import { expect, test, type Page } from './support/test';

const uniqueEmail = () => `hindi-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The account's language as the API answers it, read with the page's own token. */
const savedLanguage = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/v1/users/me/', { headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` } });
    return ((await res.json()) as { data: { language: string | null } }).data.language;
  });

test('signs in on /hi/login, lands on the Hindi seller dashboard, and the switch saves the language', async ({ page }) => {
  await page.goto('/hi/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('लॉग इन या साइन अप करें');
  await page.getByRole('textbox', { name: 'ईमेल पता या मोबाइल नंबर' }).fill(uniqueEmail());
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  // Development answers carry the code (its hint is the server's text).
  const hint = page.getByText(/Use OTP: \d{6}/).first();
  await expect(hint).toBeVisible();
  const code = /Use OTP: (\d{6})/.exec((await hint.textContent()) ?? '')![1]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OTP जाँचें');
  await page.getByRole('textbox', { name: 'OTP' }).fill(code);
  await page.getByRole('button', { name: 'OTP जाँचें' }).click();

  await expect(page).toHaveURL(/\/hi\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरी कार लिस्टिंग');
  await expect(page.getByText('अभी कोई लिस्टिंग नहीं')).toBeVisible();
  expect(await savedLanguage(page)).toBeNull();

  // The switch goes to the English page and saves the choice on the account.
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Car Listings');
  await expect.poll(() => savedLanguage(page)).toBe('en');

  await page.getByRole('link', { name: 'हिन्दी' }).first().click();
  await expect(page).toHaveURL(/\/hi\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरी कार लिस्टिंग');
  await expect.poll(() => savedLanguage(page)).toBe('hi');
});
