import { useEffect, useLayoutEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '@/app/error-boundary';
import { LoadingScreen } from '@/app/loading-screen';
import { AppRoutes } from '@/app/router';
import { initTheme, isThemeInitialised } from '@/lib/theme';
import { ToasterHost } from '@/app/toaster-host';
import { QueryProvider } from '@/lib/query-client';
import { BrowserRouter, StaticRouter } from '@/lib/router';
import { currentLocale } from '@/lib/i18n/i18n';
import { localeBase } from '@/lib/i18n/locale';
import { LoadingOverlay } from '@/ui/loading-overlay';

interface AppProps {
  /** Server rendering: the requested path and the request's own query client. */
  location?: string;
  queryClient?: QueryClient;
}

export function App({ location, queryClient }: AppProps) {
  // The loading screen stays until the theme system is initialised (public-side 2). The browser
  // initialises it before hydrating a server-rendered page, and index.html has already applied the
  // stored class, so no flash; the server renders the page itself.
  const [ready, setReady] = useState(() => location !== undefined || isThemeInitialised());
  useLayoutEffect(() => {
    initTheme();
    setReady(true);
  }, []);
  // The page is the app's from here on: hydrated (or rendered), with every first effect run, so
  // a click or a key press on it is handled. The browser tests wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  if (!ready) return <LoadingScreen />;
  // Hindi pages live under /hi: the router strips it from the location and puts it back on links.
  const base = localeBase(currentLocale());
  const routes = (
    <>
      <AppRoutes />
      <ToasterHost />
      <LoadingOverlay />
    </>
  );
  return (
    <ErrorBoundary>
      <QueryProvider client={queryClient}>
        {location === undefined ? (
          <BrowserRouter base={base}>{routes}</BrowserRouter>
        ) : (
          <StaticRouter location={location} base={base}>
            {routes}
          </StaticRouter>
        )}
      </QueryProvider>
    </ErrorBoundary>
  );
}
