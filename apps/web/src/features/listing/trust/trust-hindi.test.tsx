// The listing's trust parts on a Hindi page (issue 25): every word a buyer reads in Hindi but the
// glossary's (GST, IDV, RC, …) and the data (the state), values in their places, dates through hi-IN.
import { afterEach, describe, expect, it } from 'vitest';
import { fullCostEstimate } from '@gaadi/domain/full-cost';
import { render, screen } from '@testing-library/react';
import { FullCostCard } from '@/features/listing/trust/full-cost-card';
import { PriceHistory } from '@/features/listing/trust/price-history';
import { PriceRatingView } from '@/features/listing/trust/price-rating';
import { SellerResponse } from '@/features/listing/trust/seller-response';
import SideNotes from '@/features/listing/trust/side-notes';
import { VerifiedChecksView } from '@/features/listing/trust/verified-checks';
import { messages as common } from '@/lib/i18n/hi';
import { messages as listing } from '@/lib/i18n/hi-listing';
import { expectNoEnglish, inEnglish, inHindi } from '@/lib/i18n/hindi-screens';
import { MemoryRouter } from '@/lib/memory-router';
import type { PublicCar } from '@/lib/api/cars';

afterEach(inEnglish);

const checks = (['rc_seen', 'insurance_valid', 'puc_valid', 'chassis_matches', 'photos_match'] as const).map((key) => ({ key, passed: key !== 'puc_valid', note: '' }));

describe('the trust parts in Hindi', () => {
  it('the fair-price scale, its comparables and range, and the link to the method', () => {
    inHindi(common, listing);
    const { container } = render(
      <MemoryRouter>
        <PriceRatingView rating={{ label: 'good', expected_low: 677_000, expected_high: 719_000, comparables: 6 }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('6 मिलती-जुलती कारों के आधार पर, अनुमानित ₹6,77,000 – ₹7,19,000')).toBeTruthy();
    expect(screen.getByRole('link').textContent).toBe('हम कीमत कैसे आँकते हैं');
    expectNoEnglish(container);
  });

  it('price changes with Hindi dates, time on the market and how fast the seller replies', () => {
    inHindi(common, listing);
    const { container } = render(
      <div>
        <PriceHistory
          createdAt="2020-01-01T06:00:00Z"
          history={[
            { price: 700_000, previous_price: null, changed_at: '2026-10-01T06:00:00Z' },
            { price: 675_000, previous_price: 700_000, changed_at: '2026-11-12T06:00:00Z' },
          ]}
        />
        <SellerResponse response={{ median_minutes: 95, answered: 5 }} />
      </div>,
    );
    expect(screen.getByText(/^12 नव॰( 2026)? को कीमत ₹25,000 घटी$/)).toBeTruthy();
    expect(screen.getByText(/^बिक्री पर \d+ दिन से$/)).toBeTruthy();
    expect(screen.getByText('आम तौर पर 2 घंटे में जवाब देते हैं')).toBeTruthy();
    expectNoEnglish(container);
  });

  it('the full cost with its sources, and the line under the EMI button', () => {
    inHindi(common, listing);
    const estimate = fullCostEstimate({ price: 650_000, year: 2021, state: 'Maharashtra', fuelType: 'petrol' });
    const car = { price: 650_000, year: 2021, fuel_type: 'petrol', location: { state: 'Maharashtra' }, seller_response: null } as unknown as PublicCar;
    const { container } = render(
      <div>
        <SideNotes car={car} />
        <FullCostCard estimate={estimate} price={650_000} state="Maharashtra" electric={false} />
      </div>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('पूरे ख़र्च का अनुमान');
    expect(container.querySelector('#trust-side-notes strong')!.textContent).toBe(`₹${estimate.total.toLocaleString('en-IN')}`);
    expect(container.textContent).toContain('(Maharashtra: वैल्यू का लगभग');
    expectNoEnglish(container, ['Maharashtra']);
  });

  it('the checks of a verified listing, with the day in Hindi', () => {
    inHindi(common, listing);
    const { container } = render(<VerifiedChecksView verification={{ checked_at: '2026-11-12T06:00:00Z', checks, demo: false }} />);
    expect(screen.getAllByRole('listitem')[2]!.textContent).toBe('PUC वैध है: सही नहीं पाया गया');
    expect(screen.getByText('12 नव॰ 2026 को हमारी टीम ने जाँचा।')).toBeTruthy();
    expectNoEnglish(container);
  });
});
