// Issue 13's filters on /buy, on a phone and on a desktop: body type (with counts), several
// brands, a model after one brand, a year range, kilometres, owners and recently reduced narrow
// the results as GET /cars/ does, are kept in the address, and show as chips that remove them.
// The long walk through the filters runs on the phone (the panel is a sheet there, opened and
// closed at each step); the desktop loads the states it passes through from their addresses.
import { expect, test, type Locator, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { waitForHydration } from './support/hydration';
import { listCars } from './support/public-api';
import { shoot } from './support/screenshots';

const available = (n: number) => (n === 1 ? '1 car available' : `${n} cars available`);
/** What the page says for a total: the header's count, or the empty state. */
async function expectTotal(page: Page, total: number) {
  if (total > 0) await expect(page.getByText(available(total), { exact: true })).toBeVisible();
  else await expect(page.getByText('No cars found')).toBeVisible();
}

async function counts(page: Page) {
  const res = await page.request.get('/api/v1/cars/?limit=1');
  return ((await res.json()) as { data: { filters: { counts: Record<string, Record<string, number>>; availableBrands: string[] } } }).data.filters;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  const phone = viewport.width < 640;
  test.describe(`more filters on /buy at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    /** The filter panel: a bottom sheet on a phone, inline on a desktop. */
    async function openPanel(page: Page): Promise<Locator> {
      await page.getByRole('button', { name: 'Show Filters' }).click();
      const panel = phone ? page.getByRole('dialog', { name: 'Filters' }) : page.locator('#browse-filters');
      await expect(panel.getByRole('group', { name: 'Body Type' })).toBeVisible();
      return panel;
    }
    /** Back to the results: the sheet closes on a phone; the inline panel stays. */
    async function closePanel(page: Page) {
      if (!phone) return;
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    }

    if (!phone)
      test('the filters’ states load from their addresses into the inline panel, with their counts and chips', async ({ page }) => {
        const { counts: n } = await counts(page);
        await page.goto('/buy');
        await openPanel(page);
        await expectNoSeriousA11yViolations(page);

        const suvs = n.bodyTypes!.suv ?? 0;
        await page.goto('/buy?bodyType=suv');
        let panel = await openPanel(page);
        await expect(panel.getByRole('checkbox', { name: `SUV (${suvs.toLocaleString('en-IN')})` })).toBeChecked();
        await expectTotal(page, suvs);
        if (suvs > 0) await expect(page.getByRole('article').first()).toBeVisible();
        await expect(page.getByRole('link', { name: 'Remove SUV' })).toBeVisible();
        await shoot(page, 'browse-filters-suv');

        const filters = { bodyType: 'suv', minYear: 2018, maxKm: 75000, maxOwners: 2 };
        await page.goto('/buy?bodyType=suv&minYear=2018&maxKm=75000&maxOwners=2');
        panel = await openPanel(page);
        const narrowed = await listCars(page.request, filters);
        const diesel = (await listCars(page.request, { ...filters, fuelType: 'diesel' })).pagination.total;
        await expect(panel.getByRole('combobox', { name: 'Fuel Type' }).locator('option', { hasText: `Diesel (${diesel.toLocaleString('en-IN')})` })).toHaveCount(1);
        await expectTotal(page, narrowed.pagination.total);
        await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link')).toHaveText(['SUV', 'From 2018', 'Up to 75,000 km', 'Up to 2 owners']);
        await expectNoSeriousA11yViolations(page);
        await shoot(page, 'browse-filters-chips');
      });

    if (phone) test('each new filter narrows the results, is kept in the address and removed by its chip', async ({ page, request }) => {
      const { counts: n, availableBrands } = await counts(page);
      await page.goto('/buy');
      await waitForHydration(page);
      let panel = await openPanel(page);
      await expectNoSeriousA11yViolations(page);

      // Body type, with the count of the whole catalogue beside each option.
      const suvs = n.bodyTypes!.suv ?? 0;
      const suv = panel.getByRole('checkbox', { name: `SUV (${suvs.toLocaleString('en-IN')})` });
      await suv.check();
      await expect(page).toHaveURL('/buy?bodyType=suv');
      await expect(suv).toBeChecked();
      expect((await listCars(request, { bodyType: 'suv' })).pagination.total).toBe(suvs);
      await closePanel(page);
      await expectTotal(page, suvs);
      if (suvs > 0) await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Remove SUV' })).toBeVisible();
      await shoot(page, 'browse-filters-suv');

      // A year range and kilometres, on top of it.
      panel = phone ? await openPanel(page) : panel;
      await panel.getByRole('combobox', { name: 'Min Year' }).selectOption('2018');
      await expect(page).toHaveURL('/buy?bodyType=suv&minYear=2018');
      await panel.getByRole('combobox', { name: 'Max Kilometres' }).selectOption('75000');
      await expect(page).toHaveURL('/buy?bodyType=suv&minYear=2018&maxKm=75000');
      await panel.getByRole('combobox', { name: 'Owners' }).selectOption('2');
      await expect(page).toHaveURL('/buy?bodyType=suv&minYear=2018&maxKm=75000&maxOwners=2');
      const narrowed = await listCars(request, { bodyType: 'suv', minYear: 2018, maxKm: 75000, maxOwners: 2 });
      expect(narrowed.pagination.total).toBeLessThanOrEqual(suvs);
      // The counts beside the options narrow to the other filters chosen (decision 030).
      const diesel = (await listCars(request, { bodyType: 'suv', minYear: 2018, maxKm: 75000, maxOwners: 2, fuelType: 'diesel' })).pagination.total;
      await expect(panel.getByRole('combobox', { name: 'Fuel Type' }).locator('option', { hasText: `Diesel (${diesel.toLocaleString('en-IN')})` })).toHaveCount(1);
      await closePanel(page);
      await expectTotal(page, narrowed.pagination.total);
      for (const car of narrowed.cars.slice(0, 3)) expect(car.year).toBeGreaterThanOrEqual(2018);
      const chips = page.getByRole('list', { name: 'Active filters' });
      await expect(chips.getByRole('link')).toHaveText(['SUV', 'From 2018', 'Up to 75,000 km', 'Up to 2 owners']);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'browse-filters-chips');

      // Chips take them away one by one.
      await chips.getByRole('link', { name: 'Remove Up to 75,000 km' }).click();
      await expect(page).toHaveURL('/buy?bodyType=suv&minYear=2018&maxOwners=2');
      await chips.getByRole('link', { name: 'Remove SUV' }).click();
      await expect(page).toHaveURL('/buy?minYear=2018&maxOwners=2');
      await page.getByRole('button', { name: 'Clear All' }).first().click();
      await expect(page).toHaveURL('/buy');
      await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);

      // Several brands at once, from the disclosure beside the Brand select.
      const [a, b] = availableBrands;
      panel = phone ? await openPanel(page) : panel;
      await panel.getByText('Several brands').click();
      const brands = panel.getByRole('group', { name: 'Brands' });
      await brands.getByRole('checkbox', { name: new RegExp(`^${a} \\(`) }).check();
      await brands.getByRole('checkbox', { name: new RegExp(`^${b} \\(`) }).check();
      await expect(page).toHaveURL(`/buy?brand=${encodeURIComponent(`${a},${b}`).replace(/%20/g, '+')}`);
      const both = await listCars(request, { brand: `${a},${b}` });
      expect(both.pagination.total).toBe((n.brands![a!] ?? 0) + (n.brands![b!] ?? 0));
      await closePanel(page);
      await expectTotal(page, both.pagination.total);
      await expect(page.getByRole('link', { name: `Remove ${a}, ${b}` })).toBeVisible();

      // A model once a single brand is chosen.
      panel = phone ? await openPanel(page) : panel;
      await panel.getByRole('combobox', { name: 'Brand' }).selectOption(a!);
      const model = panel.getByRole('combobox', { name: 'Model' });
      await expect(model.locator('option').nth(1)).toBeAttached();
      const modelName = (await model.locator('option').nth(1).getAttribute('value'))!;
      await model.selectOption(modelName);
      await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(a!).replace(/%20/g, '\\+')}&model=`));
      const byModel = await listCars(request, { brand: a!, model: modelName });
      for (const car of byModel.cars) expect(car.car_model).toBe(modelName);
      await closePanel(page);
      await expectTotal(page, byModel.pagination.total);
      await page.getByRole('link', { name: `Remove ${modelName}` }).click();
      await expect(page).toHaveURL(`/buy?brand=${encodeURIComponent(a!).replace(/%20/g, '+')}`);

      // Recently reduced and its sort.
      panel = phone ? await openPanel(page) : panel;
      await panel.getByRole('checkbox', { name: /Recently reduced/ }).check();
      await expect(page).toHaveURL(/reduced=true/);
      await closePanel(page);
      await expectTotal(page, (await listCars(request, { brand: a!, reduced: 'true' })).pagination.total);
      await page.getByRole('link', { name: 'Remove Recently reduced' }).click();
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('reduced_desc');
      await expect(page).toHaveURL(/sortBy=reduced_desc/);
      await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText('Recently Reduced');
    });

    test(phone ? 'the SUV quick chip takes compact SUVs too, and the address reopens the filters' : 'the address reopens the filters', async ({ page, request }) => {
      if (phone) {
        // What the chip does is the same at any width (chips are links: public-browse.spec.ts follows
        // them at both, and loads an active quick chip at 1440×900).
        await page.goto('/buy');
        await waitForHydration(page);
        const quick = page.getByRole('group', { name: 'Quick filters' });
        await quick.getByRole('link', { name: 'SUV', exact: true }).click();
        await expect(page).toHaveURL('/buy?bodyType=suv%2Ccompact_suv');
        await expect(quick.getByRole('link', { name: 'SUV', exact: true })).toHaveAttribute('aria-current', 'true');
        await expectTotal(page, (await listCars(request, { bodyType: 'suv,compact_suv' })).pagination.total);
        await expect(page.getByRole('link', { name: 'Remove SUV, Compact SUV' })).toBeVisible();
        await quick.getByRole('link', { name: 'SUV', exact: true }).click();
        await expect(page).toHaveURL('/buy');
      }

      await page.goto('/buy?bodyType=hatchback&maxYear=2020&maxOwners=1');
      await waitForHydration(page);
      const panel = await openPanel(page);
      await expect(panel.getByRole('checkbox', { name: /^Hatchback/ })).toBeChecked();
      await expect(panel.getByRole('combobox', { name: 'Max Year' })).toHaveValue('2020');
      await expect(panel.getByRole('combobox', { name: 'Owners' })).toHaveValue('1');
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'browse-filters-panel');
    });

    test('a budget in lakh sets both price bounds, which read in lakh under the inputs and on the chips', async ({ page, request }) => {
      await page.goto('/buy');
      await waitForHydration(page);
      const panel = await openPanel(page);
      await panel.getByRole('combobox', { name: 'Budget' }).selectOption({ label: '₹5 Lakh – ₹8 Lakh' });
      await expect(page).toHaveURL('/buy?minPrice=500000&maxPrice=800000');
      await expect(panel.getByRole('spinbutton', { name: 'Min Price' })).toHaveValue('500000');
      await expect(panel.getByRole('spinbutton', { name: 'Min Price' })).toHaveAccessibleDescription('₹5 Lakh');
      await expect(panel.getByRole('spinbutton', { name: 'Max Price' })).toHaveAccessibleDescription('₹8 Lakh');
      await closePanel(page);
      await expectTotal(page, (await listCars(request, { minPrice: 500000, maxPrice: 800000 })).pagination.total);
      await expect(page.getByRole('link', { name: 'Remove Min ₹5 Lakh' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Remove Max ₹8 Lakh' })).toBeVisible();

      // A bound typed by hand is no step: the budget says so, and the typed figure reads in lakh.
      await page.goto('/buy?maxPrice=450000');
      await waitForHydration(page);
      const again = await openPanel(page);
      await expect(again.getByRole('combobox', { name: 'Budget' })).toHaveValue('');
      await expect(again.getByRole('spinbutton', { name: 'Max Price' })).toHaveAccessibleDescription('₹4.5 Lakh');
      await expectNoSeriousA11yViolations(page);
    });
  });
}
