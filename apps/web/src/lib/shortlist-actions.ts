// What the shortlist heart does once pressed (issue 13), loaded on the first press so that cards
// carry only the button. The heart's state is the favourite ids query, updated at once and then
// refetched; a failure puts it back and says so.
import { addFavorite, favoriteIdsQuery, favoritesKey, removeFavorite } from '@/lib/api/favorites';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast-store';

export const SHORTLIST_MESSAGES = {
  added: 'Added to your shortlist',
  removed: 'Removed from your shortlist',
  failed: 'Could not update your shortlist. Please try again.',
} as const;

export async function setShortlisted(carId: string, on: boolean, opts: { quiet?: boolean } = {}) {
  const key = favoriteIdsQuery.queryKey;
  const before = queryClient.getQueryData<string[]>(key);
  queryClient.setQueryData<string[]>(key, (ids = []) => (on ? [carId, ...ids.filter((id) => id !== carId)] : ids.filter((id) => id !== carId)));
  try {
    if (on) await addFavorite(carId);
    else await removeFavorite(carId);
    if (!opts.quiet) toast({ title: on ? SHORTLIST_MESSAGES.added : SHORTLIST_MESSAGES.removed, variant: 'success' });
  } catch (e) {
    queryClient.setQueryData(key, before);
    toast({ title: SHORTLIST_MESSAGES.failed, description: e instanceof Error ? e.message : undefined, variant: 'destructive' });
    throw e;
  } finally {
    void queryClient.invalidateQueries({ queryKey: favoritesKey });
  }
}
