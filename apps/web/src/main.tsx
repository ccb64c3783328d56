import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { App } from '@/app/app';
import { pageFor } from '@/app/router';
import { discardInvalidStoredToken } from '@/lib/api/client';
import { setHydrating } from '@/lib/deferred';
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

if (state && root.firstElementChild) {
  // A server-rendered page: take over its data, load its page's code, then hydrate its markup.
  hydrateState(queryClient, JSON.parse(state.textContent || '{"queries":[],"mutations":[]}') as DehydratedState);
  initTheme();
  setHydrating(true);
  void pageFor(window.location.pathname)
    .preload()
    .catch(() => {}) // the route's error screen shows it
    .then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
