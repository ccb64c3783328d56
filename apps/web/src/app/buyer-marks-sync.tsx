// Fills the cards' marks (lib/buyer-marks.ts) after hydration: the shortlisted ids from
// GET /users/me/favorites/ (TanStack Query, only when signed in) and the compare list.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { favoriteIdsQuery } from '@/lib/api/favorites';
import { setBuyerMarks } from '@/lib/buyer-marks';
import { useCompareList } from '@/lib/compare-list';
import { useSession } from '@/lib/session';

const NO_IDS: string[] = [];

export function BuyerMarksSync() {
  const signedIn = useSession().isAuthenticated;
  const { data } = useQuery({ ...favoriteIdsQuery, enabled: signedIn });
  const ids = signedIn ? (data ?? NO_IDS) : NO_IDS;
  const compared = useCompareList();
  useEffect(() => setBuyerMarks({ shortlisted: new Set(ids) }), [ids]);
  useEffect(() => setBuyerMarks({ compared: new Set(compared.map((c) => c.id)) }), [compared]);
  return null;
}
