// Issue 15, the buyer's side, on a phone (390×844) and a desktop (1440×900): the fair-price rating
// with its comparables and range, a price drop after an admin changes the price, the Verified badge
// opening the checklist an admin recorded, the full cost estimate, and /fair-price with its
// numbers. Screenshots go to E2E_SHOTS_DIR.
import { isPlaywrightNotice } from './support/console';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { shoot } from './support/screenshots';
import { fullCostEstimate } from '../../../packages/domain/src/full-cost.ts';

const ADMIN = { email: 'admin@gaadibazaar.test', password: 'e2e-admin-password-123' };
const CHECKS = ['rc_seen', 'insurance_valid', 'puc_valid', 'chassis_matches', 'photos_match'];

interface TrustCar {
  id: string;
  price: number;
  year: number;
  fuel_type: string;
  location: { state: string };
  price_rating: { label: string; expected_low: number; expected_high: number; comparables: number } | null;
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const LABELS: Record<string, string> = { great: 'Great price', good: 'Good price', fair: 'Fair price', high: 'High price', overpriced: 'Overpriced' };

async function adminToken(request: APIRequestContext) {
  return (await (await request.post('/api/v1/auth/admin/login/', { data: ADMIN })).json()).data.token as string;
}

async function detail(request: APIRequestContext, id: string): Promise<TrustCar> {
  return (await (await request.get(`/api/v1/cars/${id}/`)).json()).data as TrustCar;
}

async function signUp(request: APIRequestContext, email: string) {
  const sent = (await (await request.post('/api/v1/auth/send-otp/', { data: { email } })).json()).data;
  const data = (await (await request.post('/api/v1/auth/verify-otp/', { data: { otp_id: sent.otp_id, otp: sent.otp, email } })).json()).data;
  return data.tokens.access_token as string;
}

const YEAR = new Date().getFullYear() - 3;

/** One approved listing of `model` in Pune (Maharashtra), through the API as a seller and an admin. */
async function approvedListing(request: APIRequestContext, token: string, admin: string, model: string, price: number) {
  const res = await request.post('/api/v1/cars/seller/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      brand_name: 'Hyundai', model_name: model, variant_name: 'S', year: YEAR, fuel_type: 'petrol', transmission: 'manual',
      km_driven: 36000, owner_number: '1st', price, urgency: 'normal', exterior_condition: 'good', interior_condition: 'good',
      engine_condition: 'good', accident_history: 'none', features: ['ABS'], city_name: 'Pune', state_name: 'Maharashtra', area: 'Baner',
      address: '', description: 'Trust spec car', contact: { sellerName: 'Priya Sharma', phoneNumber: '+919822222222', email: '' },
      image_ids: [], video_url: '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).data.id as string;
  const approved = await request.post(`/api/v1/admin/cars/${id}/review/`, { headers: { Authorization: `Bearer ${admin}` }, data: { action: 'approve' } });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  return id;
}

// Five comparables at ₹7,00,000 and two cars to rate (one per viewport), all of one new model, so
// that the rating does not depend on the demo data: each rated car has 6 comparables.
const rated: string[] = [];
const made: string[] = [];
let seller = '';
test.beforeAll(async ({ request }) => {
  const run = Date.now().toString(36);
  seller = await signUp(request, `trust-${run}@example.com`);
  const admin = await adminToken(request);
  const model = `Aura${run}`;
  for (let i = 0; i < 5; i++) made.push(await approvedListing(request, seller, admin, model, 700_000));
  rated.push(await approvedListing(request, seller, admin, model, 650_000), await approvedListing(request, seller, admin, model, 690_000));
  made.push(...rated);
});

// Specs after this one read the newest public listings (home's featured cars, /buy's first cards)
// and expect the demo data's photos there: the seller deletes what this file made.
test.afterAll(async ({ request }) => {
  for (const id of made) {
    const res = await request.delete(`/api/v1/cars/seller/${id}/delete/`, { headers: { Authorization: `Bearer ${seller}` } });
    expect(res.status(), await res.text()).toBe(200);
  }
});

const dropDate = () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(new Date());

async function expectFitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `page width on ${page.url()}`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Console errors and warnings (a hydration mismatch is one) from the moment the page starts loading. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && !isPlaywrightNotice(m.text()) && problems.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

const VIEWPORTS = [
  { width: 390, height: 844, pick: 0, drop: 10_000 },
  { width: 1440, height: 900, pick: 1, drop: 20_000 },
];

for (const { width, height, pick, drop } of VIEWPORTS) {
  test.describe(`listing trust panel at ${width}×${height}`, () => {
    test.describe.configure({ mode: 'serial' });
    test.use({ viewport: { width, height } });
    let car: TrustCar;

    test.beforeAll(async ({ request }) => {
      car = await detail(request, rated[pick]!);
      expect(car.price_rating, 'a rating from 6 comparables').toMatchObject({ comparables: 6 });
    });

    // One load of the listing for the panel's rating and the full cost (each load is seconds here).
    test('shows the fair-price rating with its comparables and expected range, linking to /fair-price, and the full cost with its sources', async ({ page }) => {
      const r = car.price_rating!;
      const problems = consoleProblems(page);
      await page.goto(`/listing/${car.id}`);
      await expect(page.getByText(LABELS[r.label]!, { exact: true })).toBeVisible();
      await expect(page.getByText(`Based on ${r.comparables} similar cars, expected ${rupees(r.expected_low)} – ${rupees(r.expected_high)}`)).toBeVisible();
      expect(r.comparables).toBeGreaterThanOrEqual(5);
      await expect(page.getByRole('link', { name: 'How we rate prices' })).toHaveAttribute('href', '/fair-price');
      await expect(page.getByText(/^On the market for (less than a day|\d+ days?)$/)).toBeVisible();
      await expect(page.getByText(/^Listed (just now|yesterday|\d+ (minutes?|hours?|days|weeks?|months?|years?) ago)$/)).toBeVisible();
      // Every part of the panel hydrated (they load as they come into view) without a mismatch.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);

      // The full cost on top of the price, with its sources, labelled indicative.
      const est = fullCostEstimate({ price: car.price, year: car.year, state: car.location.state, fuelType: car.fuel_type });
      const card = page.getByRole('region', { name: 'Full cost estimate' });
      await expect(card).toBeVisible();
      await expect(card.getByText('Indicative', { exact: true })).toBeVisible();
      await expect(card.getByText('RTO ownership transfer')).toBeVisible();
      await expect(card.getByRole('definition').filter({ hasText: rupees(est.transfer.total) }).first()).toBeVisible();
      await expect(card.getByRole('definition').filter({ hasText: rupees(est.insurance.total) })).toBeVisible();
      await expect(card.getByRole('definition').filter({ hasText: rupees(est.total) })).toBeVisible();
      await expect(card.getByText(/Central Motor Vehicles Rules 1989, rule 81/)).toBeVisible();
      await expect(card.getByText(/IRDAI motor tariff's age slabs/)).toBeVisible();
      // The one line beside the EMI button jumps to the card.
      await expect(page.getByText(`About ${rupees(est.total)} more for RTO transfer and first-year insurance (indicative).`, { exact: false })).toBeVisible();
      await page.getByRole('link', { name: 'Full cost estimate' }).click();
      await expect(page).toHaveURL(/#full-cost$/);
    });

    // Both admin changes, then one load of the listing that shows them.
    test('a price change made by an admin shows as a drop with its amount and date, and the Verified badge opens the checks an admin recorded', async ({ page, request }) => {
      const token = await adminToken(request);
      const changed = await request.patch(`/api/v1/admin/cars/${car.id}/update/`, { headers: { Authorization: `Bearer ${token}` }, data: { price: car.price - drop } });
      expect(changed.ok(), await changed.text()).toBeTruthy();
      const history = (await (await request.get(`/api/v1/cars/${car.id}/`)).json()).data.price_history as Array<{ price: number; previous_price: number | null }>;
      expect(history.at(-1)).toMatchObject({ price: car.price - drop, previous_price: car.price });
      const res = await request.put(`/api/v1/admin/cars/${car.id}/verification/`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { checks: CHECKS.map((key) => ({ key, passed: true, note: key === 'chassis_matches' ? 'Matches the RC' : '' })) },
      });
      expect(res.ok(), await res.text()).toBeTruthy();
      const problems = consoleProblems(page);
      await page.goto(`/listing/${car.id}`);
      const section = page.getByRole('region', { name: 'Price history' });
      await expect(section.getByText(`Price dropped ${rupees(drop)} on ${dropDate()}`)).toBeVisible();
      const badge = page.getByText('Verified', { exact: true });
      await expect(badge).toBeVisible();
      await expect(page.getByText('What we checked')).toBeHidden();
      await badge.click();
      await expect(page.getByText('What we checked')).toBeVisible();
      const checks = page.getByRole('group').filter({ hasText: 'What we checked' }).getByRole('listitem');
      // Each check with its outcome (the word "passed" is for screen readers; the tick shows it).
      await expect(checks).toHaveText([/^RC seen: passed$/, /^Insurance valid: passed$/, /^PUC valid: passed$/, /^Chassis number matches: passedMatches the RC$/, /^Photos match the car: passed$/]);
      await expect(page.getByText('Matches the RC')).toBeVisible();
      await expect(page.getByText(/^Checked by our team on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/)).toBeVisible();
      await expect(page.getByText(/^Demo check/)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(problems, 'hydration with the checklist and a price drop').toEqual([]);
      await expectFitsScreen(page);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'listing-trust-open');
      await badge.click();
      await expect(page.getByText('What we checked')).toBeHidden();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'listing-trust');
    });

    test('a demo listing says that its check was a demo check', async ({ page, request }) => {
      const { cars } = (await (await request.get('/api/v1/cars/?limit=50')).json()).data as { cars: Array<{ id: string; verified: boolean }> };
      let demo: string | undefined;
      for (const c of cars.filter((x) => x.verified)) {
        const d = (await (await request.get(`/api/v1/cars/${c.id}/`)).json()).data as { verification: { demo: boolean } | null };
        if (d.verification?.demo) {
          demo = c.id;
          break;
        }
      }
      expect(demo, 'a verified demo listing with its demo check').toBeTruthy();
      await page.goto(`/listing/${demo}`);
      await page.getByText('Verified', { exact: true }).click();
      await expect(page.getByText(/^Demo check: this is a demonstration listing\./)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'listing-demo-check');
    });

    test('/fair-price explains the method with its numbers', async ({ page }) => {
      const problems = consoleProblems(page);
      await page.goto('/fair-price');
      await expect(page.getByRole('heading', { level: 1, name: 'How we rate prices' })).toBeVisible();
      await expect(page).toHaveTitle('How we rate prices - GaadiBazaar');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fair-price$/);
      await expect(page.getByText(/made up to 2 years before or after/)).toBeVisible();
      await expect(page.getByText('5 similar cars')).toBeVisible();
      const adjustments = page.getByRole('table', { name: "Adjustments to a similar car's price" });
      await expect(adjustments.getByRole('row', { name: /Each 10,000 km more on the odometer −2%/ })).toBeVisible();
      await expect(adjustments.getByRole('row', { name: /Each previous owner more −5%/ })).toBeVisible();
      await expect(adjustments.getByRole('row', { name: /Each model year newer \+8%/ })).toBeVisible();
      await expect(adjustments.getByRole('row', { name: /Automatic instead of manual \+7%/ })).toBeVisible();
      const bands = page.getByRole('table', { name: 'Rating bands by asking price against the expected price' });
      await expect(bands.getByRole('row')).toHaveText([
        /Rating\s*Asking price/,
        /Great price\s*at least 10% below the expected price/,
        /Good price\s*between 10% and 3% below the expected price/,
        /Fair price\s*between 3% below and 3% above the expected price/,
        /High price\s*between 3% and 10% above the expected price/,
        /Overpriced\s*more than 10% above the expected price/,
      ]);
      await expect(page.getByText(/more than 30% away from the expected price/)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await expectFitsScreen(page);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'fair-price');
    });
  });
}
