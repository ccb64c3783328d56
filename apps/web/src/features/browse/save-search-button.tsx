// "Save this search" on /buy (issue 14). Only this button is in the page's chunk: the form loads
// when it is first opened. A visitor who is signed out is asked to sign in and comes back to the
// same search with the form open (save=1 in the return address).
import Star from '@/ui/icons/star';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { GATE_MESSAGES } from '@/lib/auth-gate-messages';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { useHydrated } from '@/lib/use-hydrated';
import { t, withMessages } from '@/lib/i18n/i18n';
import { Button } from '@/ui/button';
import { filtersToApiQuery, type BrowseFilters } from '@/features/browse/filters';

// On a Hindi page the form's own Hindi (hi-filters.ts) comes with it.
const loadDialog = () => withMessages(import('@/ui/save-search-dialog'), () => import('@/lib/i18n/hi-filters'), 'hi-filters');
const SaveSearchDialog = lazy(loadDialog);

const OPEN_PARAM = 'save';

export function SaveSearchButton({ filters }: { filters: BrowseFilters }) {
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
    const back = new URLSearchParams(params);
    back.set(OPEN_PARAM, '1');
    toast({ title: t(GATE_MESSAGES.title), description: t(GATE_MESSAGES.saveSearch), variant: 'destructive' });
    navigate(`/login?returnUrl=${encodeURIComponent(`${pathname}?${back.toString()}`)}`);
  };

  return (
    <>
      <Button variant="outline" onClick={onClick} onPointerEnter={() => signedIn && void loadDialog()}>
        <Star className="h-4 w-4" aria-hidden="true" />
        {t('Save this search')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={filtersToApiQuery(filters)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
