// /hi/seller/listings/{id}/statistics (issue 25): the charts, their tables and summaries, the
// price among similar cars and the advice in Hindi; English word for word (the API's advice as sent).
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingAdvice } from '@gaadi/domain/listing-advice';
import { messages as common } from '@/lib/i18n/hi';
import { messages as statistics } from '@/lib/i18n/hi-statistics';
import { answerApi, expectNoEnglish, inEnglish, inHindi, renderAt } from '@/lib/i18n/hindi-screens';
import { Route, Routes } from '@/lib/router';
import { session } from '@/lib/session';
import ListingStatisticsPage from './statistics-page';

const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  views: i === 20 ? 40 : 2,
  appearances: 30,
  inquiries: 0,
  shortlists: i % 10 === 0 ? 1 : 0,
}));
const figures = {
  status: 'pending',
  totals: { views: 98, appearances: 5000, inquiries: 0, shortlists: 3 },
  images_count: 3,
  price: { price: 600000, comparable_prices: [480000, 500000, 520000, 540000, 560000], typical: 520000, difference_percent: 15, rating: { label: 'high', expected_low: 500000, expected_high: 540000, comparables: 5 } },
};
const data = {
  listing_id: 'l1',
  title: '2020 Maruti Suzuki Swift VXi',
  days,
  views_count: 140,
  days_on_market: 12,
  ...figures,
  advice: listingAdvice(figures as never),
};

beforeEach(() => {
  localStorage.clear();
  session.signIn({ id: 'u1', name: 'Asha', email: 'asha@example.com', phone_number: null }, { access_token: 'eyJ.test' });
  answerApi({ '/api/v1/cars/seller/l1/statistics/': { success: true, data } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  inEnglish();
});

const show = () =>
  renderAt(
    '/seller/listings/l1/statistics',
    <Routes>
      <Route path="/seller/listings/:id/statistics" element={<ListingStatisticsPage />} />
    </Routes>,
  );
const DATA = ['Maruti', 'Suzuki', 'Swift', 'VXi'];

describe('the listing statistics in Hindi', () => {
  it('shows the charts, the price and the advice with no English but the glossary\'s words and the car\'s name', async () => {
    expect(data.advice.map((a) => a.kind)).toEqual(['not_public', 'price_above', 'photos', 'no_inquiries', 'few_clicks']);
    inHindi(common, statistics);
    const { container } = show();
    await screen.findByRole('heading', { name: 'पिछले 30 दिन' });
    expect(container.textContent).toContain('12 दिन से बिक्री पर · कुल 140 व्यू');
    expect(screen.getByRole('img', { name: 'व्यू: पिछले 30 दिनों में 98, सबसे ज़्यादा 21 नव॰ को (40)' })).toBeTruthy();
    expect(container.textContent).toContain('ख़रीदारों को दिखता है: ज़्यादा कीमत।');
    expect(screen.getByText(/^कीमत मिलती-जुलती कारों से 15% ज़्यादा है \(5 मिलती-जुलती कारों की बीच वाली कीमत ₹5,20,000 है\)।/)).toBeTruthy();
    fireEvent.click(screen.getAllByText('टेबल में देखें')[0]!);
    expectNoEnglish(container, DATA);
  });

  it('keeps the English page word for word, the advice as the API words it', async () => {
    const { container } = show();
    await screen.findByRole('heading', { name: 'The last 30 days' });
    expect(container.textContent).toContain('On the market for 12 days · 140 views in all');
    expect(screen.getByRole('img', { name: 'Views: 98 in the last 30 days, most on 21 Nov (40)' })).toBeTruthy();
    expect(container.textContent).toContain('Your price ₹6,00,000 is 15% above the middle of similar cars (5 of the same model within two years). Buyers see: High price.');
    for (const a of data.advice) expect(screen.getByText(a.text)).toBeTruthy();
  });
});
