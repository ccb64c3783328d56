// This browser's copy of the shortlist's first page (docs/decisions/036), for reading it offline.
// The answer comes from the signed-in API, which the service worker never keeps; the page keeps
// its own copy in localStorage instead, for the signed-in user it belongs to, removed at sign-out.
import { safeGet, safeSet } from '@/lib/api/client';
import type { FavoritesPage } from '@/lib/api/favorites';

export const KEPT_SHORTLIST_KEY = 'gaadibazaar-shortlist-copy';

interface KeptShortlist {
  userId: string;
  savedAt: number;
  page: FavoritesPage;
}

export function keepShortlist(userId: string, page: FavoritesPage, savedAt: number) {
  safeSet(KEPT_SHORTLIST_KEY, JSON.stringify({ userId, savedAt, page } satisfies KeptShortlist));
}

export function keptShortlist(userId: string | undefined): KeptShortlist | null {
  try {
    const kept = JSON.parse(safeGet(KEPT_SHORTLIST_KEY) ?? 'null') as KeptShortlist | null;
    return kept && userId && kept.userId === userId && Array.isArray(kept.page?.cars) ? kept : null;
  } catch {
    return null;
  }
}
