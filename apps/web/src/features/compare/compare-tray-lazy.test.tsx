// The compare tray as a Hindi page loads it (issue 25): buyer-extras.tsx imports it with React.lazy
// after the page's language is set, and the tray brings its own Hindi (hi-compare-tray.ts). Fresh
// modules, so that the tray's module is evaluated on a Hindi page, as in the browser.
import { cleanup, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.resetModules();
});

describe('the compare tray loaded lazily on a Hindi page', () => {
  it('renders in Hindi with its own catalogue', async () => {
    vi.resetModules();
    const { loadLocale } = await import('@/lib/i18n/i18n');
    await loadLocale('hi');
    const { compareList } = await import('@/lib/compare-list');
    const { renderAt } = await import('@/lib/i18n/hindi-screens');
    compareList.write([{ id: 'a', year: 2020, brand: 'Maruti', model: 'Swift' }]);
    const Tray = lazy(() => import('./compare-tray'));
    renderAt(
      '/buy',
      <Suspense fallback={null}>
        <Tray />
      </Suspense>,
    );
    expect(await screen.findByText('एक कार और चुनें')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'तुलना के लिए चुनी गई कारें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सब हटाएँ' })).toBeTruthy();
    compareList.write([]);
  });
});
