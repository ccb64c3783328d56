// Photos of other listings within PHOTO_HASH_MAX_DISTANCE bits of a listing's photos. Each band of
// the hash has an index (migration 0007): two hashes within 4 bits share a band, so five index
// lookups per photo find every candidate and bit_count keeps the close ones.
import { sql } from 'drizzle-orm';
import { PHOTO_HASH_BANDS, PHOTO_HASH_MAX_DISTANCE } from '@gaadi/domain/quality-flags';
import type { DbOrTx } from '../../platform/database.ts';

export interface PhotoMatch {
  listing_id: string;
  image_id: string;
  other_listing_id: string;
}

export async function photoMatches(db: DbOrTx, listingIds: string[]): Promise<PhotoMatch[]> {
  if (!listingIds.length) return [];
  const ids = `{${listingIds.join(',')}}`;
  // The same expressions as the indexes (constants, never input), so that each lookup uses one.
  const band = ([shift, mask]: readonly [number, number], h: string) => (shift ? `((${h} >> ${shift}) & ${mask})` : `(${h} & ${mask})`);
  const candidates = PHOTO_HASH_BANDS.map(
    (b) => `select b.id, b.listing_id, b.perceptual_hash from listing_images b
      where ${band(b, 'b.perceptual_hash')} = ${band(b, 'a.perceptual_hash')} and b.listing_id is not null and b.listing_id <> a.listing_id`,
  );
  const result = await db.execute<Record<string, string> & PhotoMatch>(sql`
    select distinct a.listing_id::text, a.id::text as image_id, c.listing_id::text as other_listing_id
    from listing_images a
    cross join lateral (
      ${sql.raw(candidates.join(' union '))}
    ) c
    where a.listing_id = any(${ids}::uuid[]) and a.perceptual_hash is not null
      and bit_count((a.perceptual_hash # c.perceptual_hash)::bit(64)) <= ${PHOTO_HASH_MAX_DISTANCE}`);
  return result.rows;
}
