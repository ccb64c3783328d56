// /hi/car-valuation (issue 25): the form and the range's own words in Hindi, with no English but the
// glossary's and the data (brands, models, cities); the API, asked with lang=hi, writes its own
// sentences about the comparison in Hindi (its test). The English page keeps its texts.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { messages as valuationHindi } from '@/lib/i18n/hi-valuation';
import { answerApi, expectNoEnglish, inEnglish, inHindi, renderAt } from '@/lib/i18n/hindi-screens';
import ValuationPage from './valuation-page';

const valuation = {
  car: { brand: 'Maruti Suzuki', model: 'Swift', year: 2019, km_driven: 42_000 },
  low: 420_000,
  typical: 450_000,
  high: 480_000,
  comparables: 12,
  scope: 'model',
  widened: false,
  basis: 'From 12 listed Maruti Suzuki Swift cars of 2017–2021.',
  comparables_average: 460_000,
  factors: [{ factor: 'km', amount: -5000, percent: -1.1, text: '42,000 km against about 38,000 km on the compared cars: −₹5,000 (−1.1%)' }],
  examples: [{ id: 'e1', title: '2018 Maruti Suzuki Swift', year: 2018, km_driven: 50_000, price: 430_000, fuel_type: 'petrol', transmission: 'manual', owner_number: '1st', city: 'Pune', url: '/listing/e1' }],
};

let requests: Array<{ path: string; url: string }> = [];
function answer() {
  const seen = answerApi({
    '/api/v1/cars/brands/': { success: true, data: { brands: [{ name: 'Maruti Suzuki', models: [{ name: 'Swift' }] }] } },
    '/api/v1/cars/cities/': { success: true, data: { cities: [{ id: 'c1', name: 'Pune', state: 'Maharashtra', car_count: 3, carCount: 3 }] } },
    '/api/v1/valuation/': { success: true, data: valuation },
  });
  requests = seen;
}
const ASKED = '/car-valuation?brand=Maruti+Suzuki&model=Swift&year=2019&km_driven=42000&fuel_type=petrol&transmission=manual&owners=1st';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  inEnglish();
});

describe('/car-valuation in Hindi', () => {
  it('asks for the car in Hindi', async () => {
    answer();
    inHindi(common, valuationHindi);
    const { container } = renderAt('/car-valuation', <ValuationPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('मेरी कार कितने की है?');
    expect(await screen.findByRole('option', { name: 'Maruti Suzuki' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मेरी कार की कीमत बताएँ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सार्वजनिक सही-कीमत तरीके' }).getAttribute('href')).toBe('/fair-price');
    expectNoEnglish(container, ['Maruti', 'Suzuki', 'Pune', 'MB']);
    expect(document.title).toContain('मेरी कार कितने की है?');
  });

  it('shows the range\'s own words in Hindi and asks the API for its sentences in Hindi', async () => {
    answer();
    inHindi(common, valuationHindi);
    renderAt(ASKED, <ValuationPage />);
    expect(await screen.findByText('कीमत किन बातों से बदली')).toBeTruthy();
    for (const word of ['अनुमानित', 'कम', 'आम', 'ज़्यादा', 'तुलना की गई कुछ कारें', 'यह कार बेचें']) expect(screen.getAllByText(word).length).toBeGreaterThan(0);
    expect(screen.getByText('₹4,30,000 · 50,000 km · पहला मालिक · Pune')).toBeTruthy();
    expect(screen.getByText(valuation.basis)).toBeTruthy();
    // The API is asked for its sentences in Hindi.
    expect(requests.find((r) => r.path === '/api/v1/valuation/')?.url).toMatch(/[?&]lang=hi(&|$)/);
  });

  it('keeps the English page\'s texts', async () => {
    answer();
    renderAt(ASKED, <ValuationPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("What's my car worth?");
    expect(await screen.findByText('What moved the figure')).toBeTruthy();
    expect(screen.getByText(/^A free price range from similar cars listed with us, adjusted to your car by our/).textContent).toBe(
      'A free price range from similar cars listed with us, adjusted to your car by our published fair-price method. No sign-in needed.',
    );
    expect(screen.getByText('₹4,30,000 · 50,000 km · 1st owner · Pune')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sell this car' })).toBeTruthy();
  });
});
