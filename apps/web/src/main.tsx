import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { App } from '@/app/app';
import { pageFor } from '@/app/router';
import { discardInvalidStoredToken } from '@/lib/api/client';
import { setHydrating } from '@/lib/deferred';
import { loadLocale } from '@/lib/i18n/i18n';
import { localeOf, stripLocale } from '@/lib/i18n/locale';
import { hydrateState, queryClient } from '@/lib/query-client';
import { initTheme } from '@/lib/theme';
import './index.css';

// A stored token with neither accepted prefix is discarded on load (public-side 5).
discardInvalidStoredToken();

const root = document.getElementById('root')!;
const state = document.getElementById('query-state');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The page's language from its address, set before the page's code loads: a Hindi page loads
// its catalogues alongside its code (app/router.tsx).
const locale = loadLocale(localeOf(window.location.pathname));

if (state && root.firstElementChild) {
  // A server-rendered page: take over its data, load its page's code, then hydrate its markup.
  hydrateState(queryClient, JSON.parse(state.textContent || '{"queries":[],"mutations":[]}') as DehydratedState);
  initTheme();
  setHydrating(true);
  void Promise.all([pageFor(stripLocale(window.location.pathname)).preload(), locale])
    .catch(() => {}) // the route's error screen shows it
    .then(() => hydrateRoot(root, app));
} else {
  // Without its catalogue a Hindi page shows English rather than nothing.
  void locale.catch(() => {}).then(() => createRoot(root).render(app));
}
