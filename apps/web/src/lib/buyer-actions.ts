// What the heart and "Add to compare" do when pressed (issue 13), loaded on the first press (or
// with the marks after hydration) so that cards carry only their buttons.
import type { PublicCar } from '@/lib/api/cars';
import { GATE_MESSAGES } from '@/lib/auth-gate-messages';
import { COMPARE_FULL_MESSAGE, COMPARE_MAX, toggleCompare } from '@/lib/compare-list';
import { t } from '@/lib/i18n/i18n';
import { session } from '@/lib/session';
import { setShortlisted } from '@/lib/shortlist-actions';
import { SHORTLIST_PARAM } from '@/lib/shortlist-param';
import { toast } from '@/lib/toast-store';

/**
 * Signed in: shortlist or un-shortlist. Signed out: ask to sign in, and come back to `back` with
 * ?shortlist=<id>, which shortlists the car then (features/shortlist/pending-shortlist.tsx).
 */
export async function pressHeart(opts: { carId: string; on: boolean; back: { pathname: string; search: string }; navigate: (to: string) => unknown }) {
  if (!session.isAuthenticated) {
    const params = new URLSearchParams(opts.back.search);
    params.set(SHORTLIST_PARAM, opts.carId);
    toast({ title: t(GATE_MESSAGES.title), description: t(GATE_MESSAGES.shortlist), variant: 'destructive' });
    await opts.navigate(`/login?returnUrl=${encodeURIComponent(`${opts.back.pathname}?${params.toString()}`)}`);
    return;
  }
  await setShortlisted(opts.carId, !opts.on).catch(() => undefined);
}

export function pressCompare(car: PublicCar) {
  if (toggleCompare(car) === 'full') toast({ title: t('Compare is full'), description: t(COMPARE_FULL_MESSAGE, { max: COMPARE_MAX }), variant: 'destructive' });
}
