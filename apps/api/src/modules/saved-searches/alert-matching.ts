// What the alerts module may ask of saved searches (this module owns the table): which saved
// searches a listing matches, their names, and turning one search's alerts off.
import type { DbOrTx } from '../../platform/database.ts';
import { extraFiltersMatch, listingMatchKeys, wordsMatch, type FilterableListing, type MatchableListing, type SearchableListing } from './match-keys.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { savedSearches } from '../../db/schema.ts';
import { alertCandidates, type AlertCandidate } from './queries.ts';

export type AlertListing = MatchableListing & SearchableListing & FilterableListing & { sellerId: string; price: number };
export type MatchedSearch = Omit<AlertCandidate, 'terms' | 'filters'>;

/** Saved searches with alerts on that the listing matches, as GET /cars/ with their filters would find it. */
export async function savedSearchesMatching(db: DbOrTx, listing: AlertListing): Promise<MatchedSearch[]> {
  const candidates = await alertCandidates(db, { keys: listingMatchKeys(listing), price: listing.price, sellerId: listing.sellerId });
  return candidates
    .filter((c) => wordsMatch(c.terms, listing) && extraFiltersMatch(c.filters, listing))
    .map(({ terms: _terms, filters: _filters, ...m }) => m);
}

/** Turns one saved search's alerts off; its name, or null when it no longer exists. */
/** Turns one search's alerts off (its unsubscribe link); its name, or null when it is not theirs. */
export async function turnOffSavedSearchAlerts(db: DbOrTx, id: string, userId: string): Promise<string | null> {
  const [row] = await db
    .update(savedSearches)
    .set({ notificationsEnabled: false })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ name: savedSearches.name });
  return row?.name ?? null;
}


export async function namesOfSavedSearches(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: savedSearches.id, name: savedSearches.name }).from(savedSearches).where(inArray(savedSearches.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
