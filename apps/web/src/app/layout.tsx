import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from '@/lib/router';
import { ErrorBoundary } from '@/app/error-boundary';
import { LoadingScreen } from '@/app/loading-screen';
import { Navbar } from '@/app/navbar';
import { deferred, releaseDeferred } from '@/lib/deferred';
import { session } from '@/lib/session';
import { t, withMessages } from '@/lib/i18n/i18n';
import { setSessionExpiredHandler } from '@/lib/api/client';

// Below the fold on every page: its code loads when it comes near the viewport (lib/deferred).
// On a Hindi page its own texts' Hindi (hi-footer.ts) comes with it.
const Footer = deferred('site-footer', () => withMessages(import('@/app/site-footer'), () => import('@/lib/i18n/hi-footer'), 'hi-footer'));
// The buyer's marks, compare tray and shortlist-after-sign-in (issue 13): after hydration, lazily.
const BuyerExtras = lazy(() => import('@/app/buyer-extras'));
// Admin pages are client-rendered and load their own code: their header is not in every public page.
const AdminHeader = lazy(() => import('@/app/admin-header').then((m) => ({ default: m.AdminHeader })));

/** /admin and everything under it. */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
/** Messages fill the screen as a chat app does (issue 21): no footer below the thread to scroll to. */
export const isMessagesPath = (pathname: string) => pathname === '/messages' || pathname.startsWith('/messages/');

/**
 * Its own component, so that turning on re-renders only this. It waits until the browser is idle
 * after hydration: the page's deferred parts (lib/deferred.tsx) hydrate first, and a tap on them
 * right after the page appears is theirs (the browse chips).
 */
function BuyerExtrasHost() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const go = () => setOn(true);
    if ('requestIdleCallback' in window) requestIdleCallback(go, { timeout: 1500 });
    else setTimeout(go, 300);
  }, []);
  return on ? (
    <Suspense fallback={null}>
      <BuyerExtras />
    </Suspense>
  ) : null;
}

/** After a failed refresh: on /sell and /seller… paths go to the login page with returnUrl. */
export function sessionExpiredTarget(loc: { pathname: string; search: string; hash: string }): string | null {
  if (!loc.pathname.startsWith('/sell')) return null;
  return `/login?returnUrl=${encodeURIComponent(loc.pathname + loc.search + loc.hash)}`;
}

function useSessionExpiredRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler(() => {
      const target = sessionExpiredTarget(window.location);
      // Redirecting re-renders the shell, which then reads the cleared session. Announcing the
      // change first would let a page's own sign-in gate redirect too, without query and hash.
      if (target) void navigate(target, { replace: true });
      else session.changed();
    });
    return () => setSessionExpiredHandler(null);
  }, [navigate]);
}

export function Layout() {
  const { pathname } = useLocation();
  useSessionExpiredRedirect();
  const first = useRef(true);
  // Braces: scrollTo returns a promise in recent browsers, which React would take for a cleanup.
  const admin = isAdminPath(pathname);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    releaseDeferred();
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-blue-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('Skip to main content')}
      </a>
      {admin ? (
        <Suspense fallback={<div className="h-16 border-b border-gray-200 dark:border-gray-800" />}>
          <AdminHeader />
        </Suspense>
      ) : (
        <Navbar />
      )}
      <main id="main" className="flex-1">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {/* The back office has no buyer or seller links: the site footer stays on the public side. */}
      {!admin && !isMessagesPath(pathname) && <Footer />}
      {!admin && <BuyerExtrasHost />}
    </div>
  );
}
