// Buyer pieces of every page (issue 13), loaded after hydration (app/layout.tsx): the cards' heart
// and Add to compare with their marks (shortlisted, chosen), the compare tray while cars are chosen, and the shortlisting
// of a car after signing in (?shortlist=<id>). They come from the browser's storage and session,
// which the server does not know.
import { lazy, Suspense } from 'react';
import { BuyerMarksSync } from '@/app/buyer-marks-sync';
import { provideCardParts } from '@/lib/card-controls-slot';
import CardControls, { CardEmiFrom } from '@/ui/car-card-controls';
import { useCompareList } from '@/lib/compare-list';
import { useLocation, useSearchParams } from '@/lib/router';
import { SHORTLIST_PARAM } from '@/lib/shortlist-param';

provideCardParts({ Controls: CardControls, EmiFrom: CardEmiFrom });

const CompareTray = lazy(() => import('@/features/compare/compare-tray'));
const PendingShortlist = lazy(() => import('@/features/shortlist/pending-shortlist'));

export default function BuyerExtras() {
  const chosen = useCompareList().length > 0;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const pending = params.get(SHORTLIST_PARAM);
  return (
    <>
      <BuyerMarksSync />
      <Suspense fallback={null}>
        {chosen && pathname !== '/compare' && <CompareTray />}
        {pending && <PendingShortlist carId={pending} />}
      </Suspense>
    </>
  );
}
