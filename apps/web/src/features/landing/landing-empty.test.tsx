import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LandingPage as Landing } from '@/lib/api/landing';
import { MemoryRouter } from '@/lib/memory-router';
import LandingPage from '@/features/landing/landing-page';
import { emptyLandingText, landingAlertQuery } from '@/features/landing/landing-empty';

const mumbai: Landing = {
  kind: 'city',
  city: { name: 'Mumbai', slug: 'mumbai', state: 'Maharashtra' },
  brand: null,
  total: 0,
  cars: [],
  price_range: null,
  top_models: [],
  brands: [],
  cities: [],
  nearby: [
    { name: 'Pune', slug: 'pune', count: 12, path: '/used-cars/pune' },
    { name: 'Delhi', slug: 'delhi', count: 4, path: '/used-cars/delhi' },
  ],
  browse_path: '/buy?city=Mumbai',
};

function renderLanding(page: Landing) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, data: page }), { status: 200, headers: { 'content-type': 'application/json' } })));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/used-cars/mumbai']}>
        <LandingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a landing page with no cars (issue 25)', () => {
  it('offers cities with cars and a tell-me-when alert instead of "View all 0 cars"', async () => {
    renderLanding(mumbai);
    expect(await screen.findByRole('heading', { name: 'No cars here yet' })).toBeTruthy();
    expect(screen.queryByText(/View all 0 cars/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Tell me when one is listed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Used cars in Pune (12)' }).getAttribute('href')).toBe('/used-cars/pune');
    expect(screen.getByRole('link', { name: 'Used cars in Delhi (4)' }).getAttribute('href')).toBe('/used-cars/delhi');
    expect(screen.getByText('No cars are for sale in Mumbai right now. We can tell you as soon as one is listed.')).toBeTruthy();
  });

  it('keeps "View all" on a page with cars', async () => {
    renderLanding({ ...mumbai, total: 3, nearby: [] });
    expect(await screen.findByRole('link', { name: 'View all 3 cars' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No cars here yet' })).toBeNull();
  });

  it('words a brand in a city and alerts on its filter', () => {
    const page = { city: mumbai.city, brand: { name: 'Tata', slug: 'tata' } };
    expect(emptyLandingText(page)).toBe('No Tata cars are for sale in Mumbai right now. We can tell you as soon as one is listed.');
    expect(emptyLandingText({ city: null, brand: page.brand })).toBe('No Tata cars are for sale right now. We can tell you as soon as one is listed.');
    expect(landingAlertQuery(page)).toEqual({ city: 'Mumbai', brand: 'Tata' });
  });
});
