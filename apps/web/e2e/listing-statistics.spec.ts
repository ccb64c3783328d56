// Issue 22, item 3: a seller opens a listing's statistics from the dashboard, on a phone and a
// desktop: the last 30 days as charts with a table behind each, the price among similar cars and
// advice drawn from the figures. Screenshots go to E2E_SHOTS_DIR.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { shoot } from './support/screenshots';
import { apiSession, signInContext } from './support/sign-in';
import { DESKTOP, PHONE } from './support/viewports';

const ADMIN = { email: 'admin@gaadibazaar.test', password: 'e2e-admin-password-123' };
const YEAR = new Date().getFullYear() - 4;

async function approvedListing(request: APIRequestContext, token: string) {
  const res = await request.post('/api/v1/cars/seller/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      brand_name: 'Hyundai', model_name: 'Creta', variant_name: 'SX', year: YEAR, fuel_type: 'diesel', transmission: 'manual',
      km_driven: 41000, owner_number: '1st', price: 1_650_000, urgency: 'normal', exterior_condition: 'good', interior_condition: 'good',
      engine_condition: 'good', accident_history: 'none', features: ['ABS'], city_name: 'Pune', state_name: 'Maharashtra', area: 'Aundh',
      address: '', description: 'Statistics spec car', contact: { sellerName: 'Asha Kulkarni', phoneNumber: '+919822222233', email: '' },
      image_ids: [], video_url: '',
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data.id as string;
  const admin = (await (await request.post('/api/v1/auth/admin/login/', { data: ADMIN })).json()).data.token as string;
  expect((await request.post(`/api/v1/admin/cars/${id}/review/`, { headers: { Authorization: `Bearer ${admin}` }, data: { action: 'approve' } })).ok()).toBeTruthy();
  return id;
}

// The seller reaches the page from the dashboard on a phone; the same page, loaded from its
// address, is then read on a desktop.
test.describe(`listing statistics at ${PHONE.width}×${PHONE.height} and ${DESKTOP.width}×${DESKTOP.height}`, () => {
  test.use({ viewport: PHONE });

  test('the seller opens a listing’s statistics from the dashboard and reads its figures', async ({ page, context, request }) => {
    const email = `stats-${Date.now().toString(36)}${PHONE.width}@example.com`;
    // Signed in through the API (the login page has its own specs).
    const session = await apiSession(request, email);
    const id = await approvedListing(request, session.tokens.access_token);
    // A buyer looks at it: counted in memory and shown at once (decision 028).
    expect((await request.get(`/api/v1/cars/${id}/`)).ok()).toBeTruthy();

    await signInContext(context, session);
    await page.goto('/seller/dashboard');
    await page.getByRole('link', { name: `Statistics of ${YEAR} Hyundai Creta` }).click();
    await expect(page).toHaveURL(`/seller/listings/${id}/statistics`);
    await expectFigures(page);

    await page.setViewportSize(DESKTOP);
    await page.goto(`/seller/listings/${id}/statistics`);
    await expectFigures(page);
  });
});

// The refusal is the server's answer (the page shows it the same at any width): once, on a phone.
test.describe('listing statistics at 390×844', () => {
  test.use({ viewport: PHONE });
  test('another seller is told the listing does not exist', async ({ page, context, request }) => {
    const owner = `stats-owner-${Date.now().toString(36)}@example.com`;
    const id = await approvedListing(request, (await apiSession(request, owner)).tokens.access_token);
    await signInContext(context, await apiSession(request, `stats-other-${Date.now().toString(36)}@example.com`));
    await page.goto(`/seller/listings/${id}/statistics`);
    await expect(page.getByRole('alert').filter({ hasText: 'Car listing not found' })).toBeVisible();
  });
});

/** The statistics page of the spec's car: its charts, a table behind one, the price and the advice. */
async function expectFigures(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hyundai Creta');
  await expect(page.getByText('On the market since today')).toBeVisible();

  const views = page.getByRole('figure').filter({ hasText: 'Views' }).first();
  await expect(views.getByRole('img')).toHaveAttribute('aria-label', /^Views: 1 in the last 30 days, most on /);
  for (const title of ['Search appearances', 'Inquiries', 'Shortlists']) await expect(page.getByRole('figure').filter({ hasText: title })).toHaveCount(1);
  await views.getByText('Show as table').click();
  await expect(views.getByRole('table')).toBeVisible();
  await expect(views.getByRole('row')).toHaveCount(31);

  await expect(page.getByRole('heading', { name: 'Your price among similar cars' })).toBeVisible();
  await expect(page.getByText(/Your price ₹16,50,000 is|Too few similar cars are on sale/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'get more inquiries: you have 0.' })).toBeVisible();
  await expectFits(page);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'listing-statistics');
}

async function expectFits(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}
