import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, RouteLoadError } from '@/app/error-boundary';

let fail = true;
function Flaky() {
  if (fail) throw new Error('boom');
  return <p>All good</p>;
}
function NoChunk(): never {
  throw new RouteLoadError(new TypeError('Failed to fetch dynamically imported module'));
}

describe('error screens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback, and Try Again clears the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/Our team has been notified/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Homepage' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@gaadibazaar.in' }).getAttribute('href')).toBe('mailto:support@gaadibazaar.in');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeTruthy();
  });

  it('shows the router error screen when a route cannot be loaded', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <NoChunk />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy();
  });
});
