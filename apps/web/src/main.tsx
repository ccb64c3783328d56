import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { discardInvalidStoredToken } from '@/lib/api/client';
import './index.css';

// A stored token with neither accepted prefix is discarded on load (public-side 5).
discardInvalidStoredToken();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
