// Issue 14: a buyer saves a search on /buy (signing in on the way), finds it in /dashboard,
// reopens it and deletes it; on a phone the dashboard's tabs scroll sideways. The flow runs once,
// on the phone; each screen it checks with axe or a screenshot is checked at 1440×900 too, the
// page resized at that point.
import { expect, test } from './support/test';
import { shoot } from './support/screenshots';
import { signInOnLoginPage } from './support/sign-in';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectToast } from './support/toast';
import { atBothSizes, DESKTOP, PHONE } from './support/viewports';

const viewport = PHONE;
test.describe(`at ${viewport.width}×${viewport.height}, with its screens at ${DESKTOP.width}×${DESKTOP.height}`, () => {
  test.use({ viewport });

  test('save a search on /buy, see it in /dashboard, reopen it and delete it', async ({ page }) => {
    const name = `Diesel, cheapest first ${viewport.width}`;
    await page.goto('/buy?fuelType=diesel&sortBy=price_asc');
    await expect(page.getByText(/^Showing \d+ - \d+ of \d+ cars$|^No cars found$/)).toBeVisible();

    await atBothSizes(page, DESKTOP, () => shoot(page, 'buy-save-button'));
    // Signed out: asked to sign in, then back on the same search with the form open.
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expectToast(page, 'Authentication Required', 'Please login to save this search');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    await signInOnLoginPage(page, `saver-${viewport.width}-${Date.now().toString(36)}@example.com`);
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/buy?fuelType=diesel&sortBy=price_asc');
    await expect(dialog.getByText('Diesel · Price: Low to High')).toBeVisible();
    await atBothSizes(page, DESKTOP, async () => {
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Alert frequency').selectOption('weekly');
    await atBothSizes(page, DESKTOP, () => shoot(page, 'save-search-dialog'));
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await expectToast(page, 'Search saved');
    await expect(dialog).toBeHidden();

    // The same name again: the server's message under the field.
    await page.getByRole('button', { name: 'Save this search' }).click();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await expect(dialog.getByText('You already have a saved search with this name.')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/dashboard?tab=saved-searches');
    const tab = page.getByRole('tab', { name: 'Saved Searches' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const item = page.getByRole('listitem').filter({ hasText: name });
    await expect(item.getByText('Diesel · Price: Low to High')).toBeVisible();
    await expect(item.getByText('Alerts: Weekly digest')).toBeVisible();
    // Issue 25: the frequency changes after saving, and stays changed.
    const alerts = item.getByRole('combobox', { name: `Alerts for ${name}` });
    await expect(alerts).toHaveValue('weekly');
    await alerts.selectOption('immediate');
    await expectToast(page, 'Alerts updated');
    await expect(item.getByText('Alerts: Immediately', { exact: true })).toBeVisible();
    await page.reload();
    await expect(item.getByText('Alerts: Immediately', { exact: true })).toBeVisible();
    await expect(alerts).toHaveValue('immediate');
    // On the phone the tab list scrolls instead of cutting tabs off, and the chosen tab is in view.
    const list = page.getByRole('tablist', { name: 'Dashboard sections' });
    const sizes = await list.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, left: el.scrollLeft }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.left).toBeGreaterThan(0);
    const [l, t] = [await list.boundingBox(), await tab.boundingBox()];
    expect(t!.x).toBeGreaterThanOrEqual(l!.x - 1);
    expect(t!.x + t!.width).toBeLessThanOrEqual(l!.x + l!.width + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeInViewport({ ratio: 0.9 });
    await tab.click();
    await atBothSizes(page, DESKTOP, async () => {
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'dashboard-saved-searches');
    });

    await item.getByRole('link', { name: `Open search ${name}` }).click();
    await expect(page).toHaveURL('/buy?fuelType=diesel&sortBy=price_asc');
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');

    await page.goto('/dashboard?tab=saved-searches');
    await page.getByRole('button', { name: `Delete search ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete saved search?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Saved search deleted');
    await expect(page.getByText('No saved searches yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No saved searches yet')).toBeVisible();
  });
});
