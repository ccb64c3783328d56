// A dealer's stock import (issue 22) at 390×844 and 1440×900: a private seller is sent to dealer
// sign-up; a dealer downloads nothing more than the template, uploads a small CSV, sees the progress
// bar and then the report (filterable to rejected rows), with axe clean. The import runs once, on
// the phone; the form and the report are checked at 1440×900 too, the page resized there.
import { becomeDealer } from './support/dealers';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { shoot } from './support/screenshots';
import { signInByApi } from './support/sign-in';
import { expect, test } from './support/test';
import { atBothSizes, DESKTOP, PHONE } from './support/viewports';

const CSV = [
  'stock_number,brand_name,model_name,variant_name,year,fuel_type,transmission,km_driven,price,city_name,description',
  'E2E-1,Maruti Suzuki,Swift,VXi,2020,petrol,manual,"42,000",550000,Pune,One owner',
  'E2E-2,Hyundai,Creta,SX,2021,diesel,automatic,30000,1250000,Mumbai,Company serviced',
  'E2E-3,Tata,Nexon,XZ,2019,petrol,manual,51000,-5,Pune,Price typo',
  'E2E-4,Honda,City,V,2018,petrol,manual,60000,700000,Pune,"=HYPERLINK(""http://x"",""y"")"',
].join('\n');

const viewport = PHONE;
test(`a dealer imports stock and reads the report at ${viewport.width}×${viewport.height} and ${DESKTOP.width}×${DESKTOP.height}`, async ({ page, context }) => {
  await page.setViewportSize(viewport);
  const email = `dealer-${viewport.width}-${Date.now().toString(36)}@example.com`;
  await signInByApi(context, email);
  await page.goto('/seller/dashboard');

  await page.getByRole('link', { name: 'Stock import' }).click();
  await expect(page.getByRole('heading', { name: 'Stock import is for dealers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a dealer' })).toHaveAttribute('href', '/seller/dealer-profile');

  await becomeDealer(page.request, email, `Shree Motors ${viewport.width}`, viewport.width);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute('href', '/api/v1/dealers/me/imports/template.csv');
  await atBothSizes(page, DESKTOP, () => expectNoSeriousA11yViolations(page));
  await page.getByLabel('CSV file').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await page.getByRole('button', { name: 'Upload and import' }).click();

  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuemax', '4');
  await expect(page.getByRole('heading', { name: 'Import report' })).toBeVisible({ timeout: 30_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '4');
  await expect(page.getByText('4 of 4 rows processed')).toBeVisible();

  const counts = page.getByRole('list', { name: 'Counts' });
  await expect(counts.getByRole('listitem').filter({ hasText: 'Created' })).toContainText('2');
  await expect(counts.getByRole('listitem').filter({ hasText: 'Rejected' })).toContainText('2');
  const table = page.getByRole('table', { name: 'Report by row' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table).toContainText('price: Price must be between ₹10,000 and ₹1 crore');
  await expect(table).toContainText('description: A cell may not start with =, +, -, @ or a tab');

  await page.getByLabel('Show only rejected rows').check();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).not.toContainText('E2E-1');
  await atBothSizes(page, DESKTOP, async () => {
    await expect(table.getByRole('row')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'stock-import-report');
  });
});
