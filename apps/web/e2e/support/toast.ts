// Toasts live in the Radix viewport region ("Notifications (F8)"); Radix also copies their text
// into a hidden live region for screen readers, so look inside the viewport only.
import { expect, type Locator, type Page } from '@playwright/test';

export const toastRegion = (page: Page): Locator => page.getByRole('region', { name: /^Notifications/ });

/** The visible toast with this title (and description, when given). */
export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp) {
  const region = toastRegion(page);
  await expect(region.getByText(title, { exact: typeof title === 'string' })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: typeof description === 'string' })).toBeVisible();
}

/** Text of the visible toast matching `pattern` (e.g. a development OTP hint). */
export async function toastText(page: Page, pattern: RegExp): Promise<string> {
  const item = toastRegion(page).getByText(pattern);
  await expect(item).toBeVisible();
  return (await item.textContent()) ?? '';
}
