// Authentication gate of the sell wizard and both dashboards (seller-admin spec section 2):
// after a short delay, a visitor with neither a session nor a stored token is told to sign in
// and sent to /login with the current path as returnUrl.
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { AUTH_CHECK_DELAY_MS } from '@gaadi/domain/constants';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { tokenStore } from '@/lib/api/client';

import { GATE_MESSAGES } from '@/lib/auth-gate-messages';
import { t } from '@/lib/i18n/i18n';

export { GATE_MESSAGES };

const signedIn = (isAuthenticated: boolean) => isAuthenticated || !!tokenStore.access;

/** True while the visitor may stay; otherwise redirects after AUTH_CHECK_DELAY_MS. */
export function useAuthGate(description: string): boolean {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // With the query: /dashboard?tab=saved-searches comes back to that tab after signing in.
  const back = pathname + search;
  const allowed = signedIn(session.isAuthenticated);

  useEffect(() => {
    if (allowed) return;
    const timer = setTimeout(() => {
      if (signedIn(session.isAuthenticated)) return;
      // In the page's language (the page's catalogue has the gate's messages).
      toast({ title: t(GATE_MESSAGES.title), description: t(description), variant: 'destructive' });
      void navigate(`/login?returnUrl=${encodeURIComponent(back)}`, { replace: true });
    }, AUTH_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [allowed, back, description, navigate, session]);

  return allowed;
}
