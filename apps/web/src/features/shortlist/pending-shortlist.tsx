// Back from signing in with ?shortlist=<id> in the address (lib/use-shortlist.ts): the car the
// visitor pressed the heart of is shortlisted, and the address is tidied. Loaded only then.
import { useEffect, useRef } from 'react';
import { useSearchParams } from '@/lib/router';
import { useSession } from '@/lib/session';
import { SHORTLIST_PARAM } from '@/lib/shortlist-param';

export default function PendingShortlist({ carId }: { carId: string }) {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const next = new URLSearchParams(params);
    next.delete(SHORTLIST_PARAM);
    setParams(next, { replace: true });
    if (!session.isAuthenticated) return;
    void import('@/lib/shortlist-actions').then(({ setShortlisted }) => setShortlisted(carId, true).catch(() => undefined));
  }, [carId, params, setParams, session]);
  return null;
}
