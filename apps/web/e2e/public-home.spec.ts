import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { waitForHydration } from './support/hydration';

test.describe('home page', () => {
  test('shows the hero figures, sections, cities and brands', async ({ page, request }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/GaadiBazaar/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/pre-owned cars/);
    const figures: Array<[string, string]> = [
      ['1,000+', 'Happy Customers'],
      ['500+', 'Cars Sold'],
      ['99%', 'Satisfaction'],
      ['200+', 'Quality Checks'],
    ];
    for (const [value, label] of figures) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    for (const heading of ['Find Us On', 'How it works', 'Browse Cars by City', 'Popular Brands', 'Why choose us']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const link of ['Instagram', 'Facebook', 'WhatsApp', 'Call Us']) await expect(page.getByRole('link', { name: link })).toBeVisible();

    // The city grid shows the first 12 cities of the API with their counts.
    const cities = ((await (await request.get('/api/v1/cars/cities/')).json()) as { data: { cities: Array<{ name: string; carCount: number }> } }).data.cities;
    const grid = page.getByRole('region', { name: 'Browse Cars by City' });
    await expect(grid.getByRole('link')).toHaveCount(Math.min(12, cities.length) + 1); // + View All Cities
    await expect(grid.getByRole('link', { name: new RegExp(`^${cities[0]!.name} ${cities[0]!.carCount} cars$`) })).toBeVisible();
    await expect(grid.getByRole('link', { name: 'View All Cities' })).toHaveAttribute('href', '/buy');

    const brands = page.getByRole('region', { name: 'Popular Brands' });
    for (const brand of ['Mahindra', 'Tata', 'Maruti Suzuki', 'Toyota', 'Skoda', 'Renault']) {
      await expect(brands.getByRole('link', { name: brand })).toHaveAttribute('href', `/buy?brand=${encodeURIComponent(brand)}`);
    }
    await expect(page.getByRole('link', { name: 'Browse Cars' })).toHaveAttribute('href', '/buy');
    await expect(page.getByRole('link', { name: 'Sell Your Car' })).toHaveAttribute('href', '/sell');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`© ${new Date().getFullYear()} GaadiBazaar. All rights reserved.`)).toBeVisible();
    // The company contact is configuration, shown in full (issue 13).
    const { email } = ((await (await request.get('/api/v1/utils/config/')).json()) as { data: { config: { brandContact: { email: string } } } }).data.config.brandContact;
    await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expectNoSeriousA11yViolations(page);
  });

  test('searching with a city opens the browse page with both parameters', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page); // typed text belongs to the app's form once it has taken over
    const city = page.getByRole('combobox', { name: 'City' });
    await expect(city.locator('option').nth(1)).toHaveText(/^.+ \(\d+ cars\)$/);
    await expect(city.locator('option').first()).toHaveText('All Cities');
    const value = await city.locator('option').nth(1).getAttribute('value');
    await page.getByRole('textbox', { name: 'What car are you looking for?' }).fill('Swift');
    await city.selectOption(value!);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/buy?search=Swift&city=${encodeURIComponent(value!).replace(/%20/g, '+')}`);
    await expect(page.getByRole('heading', { name: 'Buy Used Cars' })).toBeVisible();
  });

  test('a city tile and a brand tile open browse filtered by them', async ({ page }) => {
    await page.goto('/');
    const tile = page.getByRole('region', { name: 'Browse Cars by City' }).getByRole('link', { name: / \d+ cars$/ }).first();
    const name = (await tile.textContent())!.replace(/\d+ cars$/, '').trim();
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`/buy\\?city=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}$`));
    await waitForHydration(page); // the tile may have loaded /buy as a page: its buttons work once the app runs
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue(name);
    await page.goto('/');
    await page.getByRole('region', { name: 'Popular Brands' }).getByRole('link', { name: 'Tata' }).click();
    await expect(page).toHaveURL('/buy?brand=Tata');
  });

  test('the theme switch persists across a reload and follows the system only without a manual choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await waitForHydration(page); // the theme system follows the system once the app runs
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);
    // No manual choice yet: a system change applies.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveClass(/\blight\b/);

    const toggle = page.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(html).toHaveClass(/\bdark\b/);
    // One per colour scheme (the installed app's title bar); both follow the applied theme.
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    for (const meta of await page.locator('meta[name="theme-color"]').all()) await expect(meta).toHaveAttribute('content', '#111827');
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
    expect(await page.evaluate(() => [localStorage.getItem('gaadibazaar-theme'), localStorage.getItem('gaadibazaar-theme-manual')])).toEqual(['dark', 'true']);
    // Manual choice: the system preference no longer changes it.
    // The system turns dark and back to light; the page has heard the second change (its own
    // listener runs first: it asked the browser first).
    await page.emulateMedia({ colorScheme: 'dark' });
    const heard = page.evaluate(() => new Promise<void>((r) => window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (e) => e.matches || r())));
    await page.emulateMedia({ colorScheme: 'light' });
    await heard;
    await expect(html).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(html).toHaveClass(/\blight\b/);
    // One per colour scheme (the installed app's title bar); both follow the applied theme.
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    for (const meta of await page.locator('meta[name="theme-color"]').all()) await expect(meta).toHaveAttribute('content', '#ffffff');
  });

  test('the theme demo dropdown offers Light, Dark and System', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/test');
    await expect(page.getByRole('heading', { name: 'Theme Demo' })).toBeVisible();
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('gaadibazaar-theme-manual'))).toBeNull();
  });

  test('footer links open the Privacy Policy and Terms of Service', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/Digital Personal Data Protection Act, 2023/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /Grievance Officer/ })).toBeVisible();
    await expect(page).toHaveTitle('Privacy Policy - GaadiBazaar');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Buy Car' }).click();
    await expect(page).toHaveURL('/buy');
  });

  test('an unknown address shows Page Not Found with Go Home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your perfect pre-owned car');
  });
});

// Issue 13: the spec's featured cars come right after the hero search, before the other sections.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`featured cars follow the hero at ${viewport.width}×${viewport.height}, in the server's HTML too`, async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const at = (text: string) => html.indexOf(text);
    expect(at('Featured Cars')).toBeGreaterThan(at('What car are you looking for?'));
    for (const later of ['Find Us On', 'How it works', 'Browse Cars by City', 'Popular Brands', 'Why choose us']) expect(at('Featured Cars')).toBeLessThan(at(later));

    await page.setViewportSize(viewport);
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Cars' });
    await expect(featured.getByRole('article')).toHaveCount(4);
    // The first car starts on the first screen, phone included.
    const top = (await featured.getByRole('article').first().boundingBox())!.y;
    expect(top).toBeLessThan(viewport.height - 80);
    await expect(featured.getByRole('heading', { name: 'Featured Cars' })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  });
}
