// Landing pages in Hindi (issue 25): a city-brand page (heading, summary, breadcrumb, cards, View
// all, the other brands and cities), with no English but the glossary's words and the data (names
// of cars and places); the English texts word for word; the head's title and description from the
// same texts. The dealer's page, which shares their catalogue (hi-places), in dealers/.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { messages as places } from '@/lib/i18n/hi-places';
import { answerEveryCall, expectNoEnglish, inEnglish, inHindi, renderAt, sampleCar } from '@/lib/i18n/hindi-screens';
import type { LandingPage as Landing } from '@/lib/api/landing';
import LandingPage from '@/features/landing/landing-page';
import { landingDescription, landingHeading, landingSummary } from '@/features/landing/landing-text';

const car = sampleCar();
const landing: Landing = {
  kind: 'city-brand',
  city: { name: 'Pune', slug: 'pune', state: 'Maharashtra' },
  brand: { name: 'Maruti Suzuki', slug: 'maruti-suzuki' },
  total: 15,
  cars: [car as unknown as Landing['cars'][number]],
  price_range: { min: 300_000, max: 900_000 },
  top_models: [
    { brand: 'Maruti Suzuki', model: 'Swift', count: 9 },
    { brand: 'Maruti Suzuki', model: 'Baleno', count: 5 },
    { brand: 'Maruti Suzuki', model: 'Dzire', count: 1 },
  ],
  brands: [{ name: 'Tata', slug: 'tata', count: 1, path: '/used-cars/pune/tata' }],
  cities: [{ name: 'Delhi', slug: 'delhi', count: 4, path: '/used-cars/delhi/maruti-suzuki' }],
  nearby: [],
  browse_path: '/buy?city=Pune&brand=Maruti+Suzuki',
};
const DATA = ['Maruti', 'Suzuki', 'Swift', 'VXi', 'Baleno', 'Dzire', 'Pune', 'Baner', 'Maharashtra', 'Tata', 'Delhi'];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  inEnglish();
});

describe('landing pages in Hindi', () => {
  it('shows a city-brand landing page in Hindi, from its heading to the links to other brands and cities', async () => {
    answerEveryCall(landing);
    inHindi(common, places);
    const { container } = renderAt('/hi/used-cars/pune/maruti-suzuki', <LandingPage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Pune में पुरानी Maruti Suzuki कारें');
    expect(screen.getByText('Pune में 15 पुरानी Maruti Suzuki कारें लिस्टेड हैं, कीमत ₹3,00,000 से ₹9,00,000 तक। सबसे ज़्यादा लिस्टेड मॉडल Swift (9), Baleno (5) और Dzire (1) हैं।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी 15 कारें देखें' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'आप यहाँ हैं' }).textContent).toContain('Pune में पुरानी कारें');
    expect(screen.getByRole('heading', { name: 'Pune में दूसरे ब्रांड' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'दूसरे शहरों में Maruti Suzuki कारें' })).toBeTruthy();
    expectNoEnglish(container, DATA);
    expect(document.title).toContain('Pune में पुरानी Maruti Suzuki कारें');
    expect(landingDescription(landing)).toMatch(/^बिक्री के लिए Pune में पुरानी Maruti Suzuki कारें: Pune में 15 /);
  });

  it('shows a page with no cars in Hindi: nearby cities, the tell-me-when button, Browse all cars', async () => {
    const empty: Landing = { ...landing, kind: 'city', brand: null, total: 0, cars: [], price_range: null, top_models: [], brands: [], cities: [], nearby: [{ name: 'Delhi', slug: 'delhi', count: 4, path: '/used-cars/delhi' }] };
    answerEveryCall(empty);
    inHindi(common, places);
    const { container } = renderAt('/hi/used-cars/pune', <LandingPage />);
    expect(await screen.findByRole('heading', { name: 'यहाँ अभी कोई कार नहीं' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कार लिस्ट होते ही बताएँ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Delhi में पुरानी कारें (4)' })).toBeTruthy();
    expect(screen.getByText('अभी Pune में कोई कार बिक्री के लिए नहीं है। कार लिस्ट होते ही हम आपको बता सकते हैं।')).toBeTruthy();
    expectNoEnglish(container, DATA);
  });

  it('words every kind of landing page in Hindi, one car or many, none', () => {
    inHindi(common, places);
    const brandOnly = { ...landing, kind: 'brand' as const, city: null };
    expect(landingHeading(brandOnly)).toBe('पुरानी Maruti Suzuki कारें');
    expect(landingSummary({ ...brandOnly, total: 1, price_range: { min: 450_000, max: 450_000 }, top_models: [landing.top_models[0]!] })).toBe(
      'पूरे भारत में 1 पुरानी Maruti Suzuki कार लिस्टेड है, कीमत ₹4,50,000। सबसे ज़्यादा लिस्टेड मॉडल Swift (9) है।',
    );
    expect(landingSummary({ ...landing, kind: 'city', brand: null, total: 0, price_range: null })).toBe('अभी Pune में कोई पुरानी कार लिस्टेड नहीं है।');
  });

  it('keeps the English texts word for word', () => {
    expect(landingHeading(landing)).toBe('Used Maruti Suzuki cars in Pune');
    expect(landingSummary(landing)).toBe(
      '15 used Maruti Suzuki cars are listed in Pune, priced from ₹3,00,000 to ₹9,00,000. The most listed models are Swift (9), Baleno (5) and Dzire (1).',
    );
    expect(landingSummary({ ...landing, kind: 'brand', city: null, total: 1, price_range: { min: 1, max: 1 }, top_models: [] })).toBe('1 used Maruti Suzuki car is listed across India, priced at ₹1.');
    expect(landingSummary({ ...landing, total: 0, price_range: null })).toBe('No used Maruti Suzuki cars are listed in Pune right now.');
    expect(landingDescription(landing)).toBe(
      'Used Maruti Suzuki cars in Pune for sale: 15 used Maruti Suzuki cars are listed in Pune, priced from ₹3,00,000 to ₹9,00,000. The most listed models are Swift (9), Baleno (5) and Dzire (1). Verified listings with photos, prices and EMI.',
    );
  });
});
