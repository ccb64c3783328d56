import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/client';
import { MemoryRouter } from '@/lib/memory-router';
import { PageQueryState } from '@/ui/page-query-state';

const renderState = (error: unknown) =>
  render(
    <MemoryRouter initialEntries={['/used-cars/pune']}>
      <PageQueryState error={error} loadingLabel="Loading cars" failedText="Failed to load cars. Please try again." lines={['h-9', 'h-64']} />
    </MemoryRouter>,
  );

describe('PageQueryState', () => {
  it('shows skeleton lines under its loading label while there is no error', () => {
    const { container } = renderState(null);
    expect(screen.getByRole('status', { name: 'Loading cars' })).toBeTruthy();
    expect(container.querySelectorAll('.h-9, .h-64')).toHaveLength(2);
  });

  it('shows Page Not Found for a 404', async () => {
    renderState(new ApiError('Not found', 404, 'NOT_FOUND'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('shows the failure with a way on to Browse Cars for any other error', () => {
    renderState(new ApiError('Network', 0));
    expect(screen.getByRole('alert').textContent).toContain('Failed to load cars. Please try again.');
    expect(screen.getByRole('link', { name: 'Browse Cars' }).getAttribute('href')).toBe('/buy');
  });
});
