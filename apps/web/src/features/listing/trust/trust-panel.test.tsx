import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/memory-router';
import { PriceHistory } from '@/features/listing/trust/price-history';
import { PriceRatingView } from '@/features/listing/trust/price-rating';
import { SellerResponse } from '@/features/listing/trust/seller-response';
import { VerifiedChecksView } from '@/features/listing/trust/verified-checks';

const checks = (['rc_seen', 'insurance_valid', 'puc_valid', 'chassis_matches', 'photos_match'] as const).map((key) => ({ key, passed: key !== 'puc_valid', note: '' }));

describe('Verified badge with its checks', () => {
  it('lists the five checks, their outcome and the date', () => {
    render(<VerifiedChecksView verification={{ checked_at: '2026-11-12T06:00:00Z', checks, demo: false }} />);
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'RC seen: passed',
      'Insurance valid: passed',
      'PUC valid: not passed',
      'Chassis number matches: passed',
      'Photos match the car: passed',
    ]);
    expect(screen.getByText('Checked by our team on 12 Nov 2026.')).toBeTruthy();
    expect(screen.queryByText(/Demo check/)).toBeNull();
  });

  it('says plainly when the check was the demo data’s', () => {
    render(<VerifiedChecksView verification={{ checked_at: '2026-11-12T06:00:00Z', checks, demo: true }} />);
    expect(screen.getByText(/^Demo check: this is a demonstration listing/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')[0]!.textContent).toBe('RC seen: demo check, nothing inspected');
    expect(screen.getByText('Recorded with the demo data on 12 Nov 2026.')).toBeTruthy();
  });
});

describe('fair-price rating', () => {
  it('names the band, the comparables and the range, and links to the method', () => {
    render(
      <MemoryRouter>
        <PriceRatingView rating={{ label: 'good', expected_low: 677_000, expected_high: 719_000, comparables: 6 }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Good price')).toBeTruthy();
    expect(screen.getByText('Based on 6 similar cars, expected ₹6,77,000 – ₹7,19,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How we rate prices' }).getAttribute('href')).toBe('/fair-price');
  });
});

describe('price history and seller replies', () => {
  it('shows each drop, or that the price never changed', () => {
    const { rerender } = render(
      <PriceHistory
        createdAt="2026-10-01T06:00:00Z"
        history={[
          { price: 650_000, previous_price: null, changed_at: '2026-10-01T06:00:00Z' },
          { price: 625_000, previous_price: 650_000, changed_at: '2026-11-12T05:00:00Z' },
        ]}
      />,
    );
    expect(screen.getByText(/^Price dropped ₹25,000 on 12 Nov/)).toBeTruthy();
    rerender(<PriceHistory createdAt="2026-10-01T06:00:00Z" history={[{ price: 650_000, previous_price: null, changed_at: '2026-10-01T06:00:00Z' }]} />);
    expect(screen.getByText('No price changes since it was listed at ₹6,50,000.')).toBeTruthy();
  });

  it('shows the reply time only after 3 answered inquiries', () => {
    const { container, rerender } = render(<SellerResponse response={{ median_minutes: 95, answered: 2 }} />);
    expect(container.textContent).toBe('');
    rerender(<SellerResponse response={{ median_minutes: 95, answered: 3 }} />);
    expect(screen.getByText('Usually replies within 2 hours')).toBeTruthy();
  });
});
