// A dealer's page in Hindi (issue 25): its line, address, hours, cars and the head's texts, with no
// English but the glossary's words and the data (the dealer's name, address and hours, the cars);
// the English texts word for word. Its catalogue (hi-places) is the landing pages' too.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { messages as places } from '@/lib/i18n/hi-places';
import { answerEveryCall, expectNoEnglish, inEnglish, inHindi, renderAt, sampleCar } from '@/lib/i18n/hindi-screens';
import DealerPage from '@/features/dealers/dealer-page';
import { dealerDescription, dealerTitle } from '@/features/dealers/dealer-text';

const car = sampleCar();
const dealer = {
  dealer: {
    id: 'd1',
    business_name: 'Mehta Auto Hub',
    slug: 'mehta-auto-hub-pune',
    path: '/dealers/mehta-auto-hub-pune',
    city: 'Pune',
    address: '12 Baner Road',
    opening_hours: 'Mon–Sat 10–7',
    logo_url: null,
    listings_count: 1,
  },
  cars: [car],
  pagination: { page: 1, limit: 12, total: 1, totalPages: 1, hasPrev: false, hasNext: false },
};
const DATA = ['Maruti', 'Suzuki', 'Swift', 'VXi', 'Pune', 'Baner', 'Maharashtra', 'Mehta', 'Auto', 'Hub', 'Road', 'Mon', 'Sat', 'M'];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  inEnglish();
});

describe("a dealer's page in Hindi", () => {
  it('shows a dealer\'s page in Hindi: its line, address, hours, cars and the head\'s texts', async () => {
    answerEveryCall(dealer);
    inHindi(common, places);
    const { container } = renderAt('/hi/dealers/mehta-auto-hub-pune', <DealerPage />);
    expect(await screen.findByRole('heading', { name: 'Mehta Auto Hub की कारें' })).toBeTruthy();
    expect(screen.getByText('पता')).toBeTruthy();
    expect(screen.getByText('खुलने का समय')).toBeTruthy();
    expectNoEnglish(container, DATA);
    expect(dealerTitle(dealer.dealer)).toBe('Mehta Auto Hub, Pune में पुरानी कारों के डीलर');
    expect(dealerDescription(dealer.dealer, 2)).toBe('Pune में Mehta Auto Hub: बिक्री के लिए 2 मंज़ूर पुरानी कारें। पता: 12 Baner Road।');
  });

  it('keeps the English texts word for word', () => {
    expect(dealerTitle(dealer.dealer)).toBe('Mehta Auto Hub, used car dealer in Pune');
    expect(dealerDescription(dealer.dealer, 1)).toBe('Mehta Auto Hub in Pune: 1 approved used car for sale. Visit at 12 Baner Road.');
  });
});
