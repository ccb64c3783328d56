import { useLayoutEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '@/app/error-boundary';
import { LoadingScreen } from '@/app/loading-screen';
import { AppRoutes } from '@/app/router';
import { initTheme, isThemeInitialised } from '@/app/theme';
import { ToasterHost } from '@/app/toaster-host';
import { LoadingOverlay } from '@/ui/loading-overlay';

export function App() {
  // The loading screen stays until the theme system is initialised (public-side 2); this runs
  // before the first paint, and index.html has already applied the stored class, so no flash.
  const [ready, setReady] = useState(isThemeInitialised);
  useLayoutEffect(() => {
    initTheme();
    setReady(true);
  }, []);
  if (!ready) return <LoadingScreen />;
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
        <ToasterHost />
        <LoadingOverlay />
      </BrowserRouter>
    </ErrorBoundary>
  );
}
