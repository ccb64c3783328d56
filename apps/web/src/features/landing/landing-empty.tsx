// A landing page with no cars (issue 25): instead of "View all 0 cars", the cities that have cars
// (the same state's first) and a "tell me when" alert: a saved search of this page's filter with
// immediate alerts. Loaded only for such a page (deferred: it stays out of the page's chunk).
import Bell from '@/ui/icons/bell';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { LandingPage as Landing } from '@/lib/api/landing';
import { GATE_MESSAGES } from '@/lib/auth-gate-messages';
import { msg, t, withMessages } from '@/lib/i18n/i18n';
import { Link, useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { useHydrated } from '@/lib/use-hydrated';
import { Button, buttonClasses } from '@/ui/button';

// On a Hindi page the form's own Hindi (hi-filters.ts) comes with it.
const SaveSearchDialog = lazy(() => withMessages(import('@/ui/save-search-dialog'), () => import('@/lib/i18n/hi-filters'), 'hi-filters'));
const OPEN_PARAM = 'alert';

export const EMPTY_LANDING_TEXT = {
  heading: msg('No cars here yet'),
  tellMe: msg('Tell me when one is listed'),
  nearby: msg('Cities with cars'),
} as const;

/** The page's filter as a /cars/ query: the city and brand it names. */
export function landingAlertQuery(page: Pick<Landing, 'city' | 'brand'>) {
  return { ...(page.city ? { city: page.city.name } : {}), ...(page.brand ? { brand: page.brand.name } : {}) };
}

function TellMeWhen({ page }: { page: Landing }) {
  const session = useSession();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const signedIn = hydrated && session.isAuthenticated;

  // Back from the login page: open the form once and tidy the address.
  const reopen = params.get(OPEN_PARAM) === '1';
  useEffect(() => {
    if (!reopen || !hydrated) return;
    const next = new URLSearchParams(params);
    next.delete(OPEN_PARAM);
    setParams(next, { replace: true });
    if (session.isAuthenticated) setOpen(true);
  }, [reopen, hydrated, params, setParams, session]);

  const onClick = () => {
    if (signedIn) return setOpen(true);
    toast({ title: t(GATE_MESSAGES.title), description: t(GATE_MESSAGES.saveSearch), variant: 'destructive' });
    navigate(`/login?returnUrl=${encodeURIComponent(`${pathname}?${OPEN_PARAM}=1`)}`);
  };
  return (
    <>
      <Button onClick={onClick}>
        <Bell className="h-4 w-4" aria-hidden="true" />
        {t(EMPTY_LANDING_TEXT.tellMe)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={landingAlertQuery(page)} frequency="immediate" onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** "No Tata cars are for sale in New Delhi right now. …", in the page's language. */
export function emptyLandingText(page: Pick<Landing, 'city' | 'brand'>): string {
  const names = { city: page.city?.name ?? '', brand: page.brand?.name ?? '' };
  if (!page.brand) return t('No cars are for sale in {city} right now. We can tell you as soon as one is listed.', names);
  return page.city
    ? t('No {brand} cars are for sale in {city} right now. We can tell you as soon as one is listed.', names)
    : t('No {brand} cars are for sale right now. We can tell you as soon as one is listed.', names);
}

export default function LandingEmpty({ page }: { page: Landing }) {
  return (
    <section id="landing-empty" aria-labelledby="landing-empty-heading" className="mt-6 rounded-xl border border-gray-200 bg-gray-50 p-5 sm:p-6 dark:border-gray-700 dark:bg-gray-900">
      <h2 id="landing-empty-heading" className="text-xl font-bold">
        {t(EMPTY_LANDING_TEXT.heading)}
      </h2>
      <p className="mt-1 text-gray-700 dark:text-gray-300">{emptyLandingText(page)}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <TellMeWhen page={page} />
        <Link to="/buy" className={buttonClasses('outline')}>
          {t('Browse all cars')}
        </Link>
      </div>
      {page.nearby.length > 0 && (
        <div className="mt-6">
          <h3 className="font-semibold">{t(EMPTY_LANDING_TEXT.nearby)}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {page.nearby.map((c) => (
              <li key={c.path}>
                <Link
                  to={c.path}
                  className="inline-flex items-center gap-1 rounded-full border border-gray-300 bg-white px-3 py-1.5 text-sm text-gray-800 hover:border-blue-500 hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100 dark:hover:text-blue-300"
                >
                  {t('Used cars in {city}', { city: c.name })}
                  <span className="text-gray-600 dark:text-gray-400">({c.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
