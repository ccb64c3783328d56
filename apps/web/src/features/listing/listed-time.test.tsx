import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/lib/memory-router';
import type { PublicCar } from '@/lib/api/cars';
import { SidePanel } from '@/features/listing/side-panel';
import { PriceHistory } from '@/features/listing/trust/price-history';

// 11:00 UTC is 16:30 in India.
const NOW = new Date('2026-11-25T11:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

function renderListing(createdAt: string) {
  const car = { id: 'c1', brand: 'Maruti Suzuki', car_model: 'Swift', year: 2021, price: 435_000, created_at: createdAt, views_count: 0 } as unknown as PublicCar;
  return render(
    <MemoryRouter>
      <SidePanel car={car} phone="+91 98765 43210" tel="+919876543210" onContact={() => {}} onEmi={() => {}} onPrefetch={() => {}} />
      <PriceHistory createdAt={createdAt} history={[]} price={435_000} />
    </MemoryRouter>,
  );
}

describe('the listing page’s two times agree (issue 25)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('reads a listing five minutes old as minutes and less than a day, never Yesterday', () => {
    renderListing(minutesAgo(5));
    expect(screen.getByText('Listed 5 minutes ago')).toBeTruthy();
    expect(screen.getByText('On the market for less than a day')).toBeTruthy();
    expect(screen.queryByText(/Yesterday/i)).toBeNull();
  });

  it('reads a day and a half as yesterday and 1 day', () => {
    renderListing(minutesAgo(36 * 60));
    expect(screen.getByText('Listed yesterday')).toBeTruthy();
    expect(screen.getByText('On the market for 1 day')).toBeTruthy();
  });
});
