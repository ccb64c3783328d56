// Issue 13: "Add to compare" on cards and the listing page fills a tray that survives navigation
// and reload (three at most); /compare?ids=… shows the cars side by side with differing rows
// highlighted and the cheapest and lowest-km cars marked, and the address alone shows the same.
// The flow runs once, on a phone (390×844); at 1440×900 the shared address is opened in a browser
// of its own, and the tray and the empty page are checked with the page resized.
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { createApprovedListing, deleteListing } from './support/buyer-listings';
import { userToken } from './support/sign-in';
import { shoot } from './support/screenshots';
import { expectToast } from './support/toast';
import { atBothSizes, DESKTOP, PHONE } from './support/viewports';

const run = Date.now().toString(36);

const viewport = PHONE;
test.describe(`at ${viewport.width}×${viewport.height}, and its end states at ${DESKTOP.width}×${DESKTOP.height}`, () => {
  test.use({ viewport });

  test('compare three cars from the tray, by a shareable address', async ({ page, request, browser }) => {
    // A short model name like real ones (specs after this one lay out the newest listing on a phone).
    const model = `C${run.slice(-5)}p`;
    const seller = await userToken(request, `compare-seller-${run}-${viewport.width}@example.com`);
    const cars = [
      { year: 2019, price: 600_000, km_driven: 50_000, fuel_type: 'diesel', features: ['ABS', 'Sunroof'] },
      { year: 2020, price: 450_000, km_driven: 70_000, fuel_type: 'petrol', features: ['ABS'] },
      { year: 2021, price: 700_000, km_driven: 20_000, fuel_type: 'petrol', features: ['ABS'] },
    ];
    const ids: string[] = [];
    for (const c of cars) ids.push(await createApprovedListing(request, seller, { model_name: model, ...c }));
    const names = cars.map((c) => `${c.year} Tata ${model}`);

    await page.goto(`/buy?search=${model.toLowerCase()}&sortBy=year_asc`);
    await expect(page.getByText('Showing 1 - 3 of 3 cars')).toBeVisible();
    for (const n of names.slice(0, 2)) {
      const box = page.getByRole('checkbox', { name: `Add to compare: ${n}` });
      await box.click();
      await expect(box).toBeChecked();
    }
    const tray = page.getByRole('region', { name: 'Compare tray' });
    await expect(tray).toContainText('Compare 2/3');

    // The third from its listing page; the tray follows the buyer there.
    await page.getByRole('link', { name: `View Details of ${names[2]}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: names[2] })).toBeVisible();
    await expect(tray).toContainText('Compare 2/3');
    await page.getByRole('checkbox', { name: `Add to compare: ${names[2]}` }).click();
    await expect(page.getByRole('checkbox', { name: `Add to compare: ${names[2]}` })).toBeChecked();
    await expect(tray).toContainText('Compare 3/3');

    // A fourth is refused with a word why.
    await page.goto('/buy');
    const other = page.getByRole('article').filter({ hasNotText: model }).first();
    await other.getByRole('checkbox', { name: /^Add to compare/ }).click();
    await expectToast(page, 'Compare is full', 'You can compare up to 3 cars. Remove one to add another.');
    await expect(other.getByRole('checkbox', { name: /^Add to compare/ })).not.toBeChecked();

    // The tray survives a reload and another page.
    await page.goto('/');
    await page.reload();
    await expect(tray).toContainText('Compare 3/3');
    await atBothSizes(page, DESKTOP, async () => {
      await expect(tray).toContainText('Compare 3/3');
      await shoot(page, 'compare-tray');
    });
    await tray.getByRole('link', { name: 'Compare' }).click();
    await expect(page).toHaveURL(`/compare?ids=${ids.join(',')}`);

    const check = async (p: typeof page) => {
      await expect(p.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeVisible();
      const table = p.getByRole('table');
      const head = table.getByRole('row').first().getByRole('columnheader');
      await expect(head).toHaveCount(3);
      for (const n of names) await expect(table.getByRole('link', { name: n })).toBeVisible();
      // Cheapest: the 2020 car; fewest kilometres: the 2021 car.
      await expect(head.nth(1)).toContainText('Lowest price');
      await expect(head.nth(2)).toContainText('Lowest km');
      await expect(table.getByText('Lowest price')).toHaveCount(1);
      await expect(table.getByText('Lowest km')).toHaveCount(1);
      // Rows that differ are marked; rows alike are not.
      await expect(table.getByRole('row', { name: /^Price \(differs\) ₹6,00,000 ₹4,50,000 ₹7,00,000$/ })).toBeVisible();
      await expect(table.getByRole('row', { name: /^Fuel Type \(differs\) Diesel Petrol Petrol$/ })).toBeVisible();
      await expect(table.getByRole('row', { name: /^Kilometers Driven \(differs\)/ })).toBeVisible();
      await expect(table.getByRole('row', { name: 'Transmission Manual Manual Manual' })).toBeVisible();
      await expect(table.getByRole('row', { name: /^EMI from \(differs\) ₹[\d,]+\/month/ })).toBeVisible();
      await expect(table.getByRole('row', { name: 'Sunroof (differs) Yes Not listed Not listed' })).toBeVisible();
      await expect(table.getByRole('row', { name: 'ABS Yes Yes Yes' })).toBeVisible();
      // A feature a seller did not tick is "Not listed", never a "No" the seller did not state (issue 25).
      await expect(table.getByRole('cell', { name: 'No', exact: true })).toHaveCount(0);
    };
    await check(page);
    // A phone shows two cars and says the third is a swipe away, until it is in view.
    const more = page.getByTestId('compare-more');
    await expect(more).toBeVisible();
    await expect(more).toHaveText('Swipe sideways to see all 3 cars →');
    await page.getByRole('table').evaluate((t) => t.parentElement!.scrollBy({ left: 1_000 }));
    await expect(more).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'compare-page');

    // The address alone, in a browser that never chose these cars, shows the same: on a desktop,
    // all three side by side.
    const fresh = await browser.newContext({ viewport: DESKTOP });
    const shared = await fresh.newPage();
    await shared.goto(`/compare?ids=${ids.join(',')}`);
    await check(shared);
    await expect(shared.getByTestId('compare-more')).toBeHidden();
    await expectNoSeriousA11yViolations(shared);
    await shoot(shared, 'compare-page');
    await fresh.close();

    // Only differences, then remove a car: the address follows.
    await page.getByRole('checkbox', { name: 'Show only differences' }).check();
    await expect(page.getByRole('row', { name: /^Transmission/ })).toHaveCount(0);
    await page.getByRole('button', { name: `Remove ${names[0]} from comparison` }).click();
    await expect(page).toHaveURL(`/compare?ids=${ids.slice(1).join(',')}`);
    await expect(page.getByRole('table').getByRole('row').first().getByRole('columnheader')).toHaveCount(2);

    await page.goto('/compare');
    await expect(page.getByRole('heading', { name: 'No cars to compare yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare the 2 cars you chose' })).toBeVisible();
    await atBothSizes(page, DESKTOP, () => expectNoSeriousA11yViolations(page));
    await page.goto('/');
    await page.getByRole('region', { name: 'Compare tray' }).getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('region', { name: 'Compare tray' })).toHaveCount(0);
    for (const id of ids) await deleteListing(request, seller, id);
  });
});
