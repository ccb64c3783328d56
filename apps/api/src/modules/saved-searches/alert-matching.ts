// What the alerts module may ask of saved searches (this module owns the table): which saved
// searches a listing matches, their names, and turning one search's alerts off.
import type { DbOrTx } from '../../platform/database.ts';
import { extraFiltersMatch, listingMatchKeys, wordsMatch, type FilterableListing, type MatchableListing, type SearchableListing } from './match-keys.ts';
import { alertCandidates, disableAlerts, savedSearchNames, type AlertCandidate } from './queries.ts';

export type AlertListing = MatchableListing & SearchableListing & FilterableListing & { sellerId: string; price: number };
export type MatchedSearch = Omit<AlertCandidate, 'terms' | 'filters'>;

/** Saved searches with alerts on that the listing matches, as GET /cars/ with their filters would find it. */
export async function savedSearchesMatching(db: DbOrTx, listing: AlertListing): Promise<MatchedSearch[]> {
  const candidates = await alertCandidates(db, { keys: listingMatchKeys(listing), price: listing.price, sellerId: listing.sellerId });
  return candidates
    .filter((c) => wordsMatch(c.terms, listing) && extraFiltersMatch(c.filters, listing))
    .map(({ terms: _terms, filters: _filters, ...m }) => m);
}

export const turnOffSavedSearchAlerts = (db: DbOrTx, id: string, userId: string) => disableAlerts(db, id, userId);

export const namesOfSavedSearches = (db: DbOrTx, ids: string[]) => savedSearchNames(db, ids);
