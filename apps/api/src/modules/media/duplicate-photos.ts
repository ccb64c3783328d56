// For moderation's duplicate-photo flag (issue 15): which photos of these listings also appear in
// other listings. Whether the other listing is another seller's is for the caller to tell.
import type { DbOrTx } from '../../platform/database.ts';
import { photoMatches, type PhotoMatch } from './duplicate-photos-queries.ts';

export type { PhotoMatch };

/** Matches by listing id. */
export async function photosAlsoElsewhere(db: DbOrTx, listingIds: string[]): Promise<Map<string, PhotoMatch[]>> {
  const out = new Map<string, PhotoMatch[]>();
  for (const m of await photoMatches(db, listingIds)) out.set(m.listing_id, [...(out.get(m.listing_id) ?? []), m]);
  return out;
}
