// SQL of the perceptual-hash backfill: photos marked by migration 0008, in id order after a cursor
// (its partial index), and the hash of one.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { listingImages } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export interface UnhashedImage {
  id: string;
  storageKey: string;
}

export async function unhashedImagesAfter(db: DbOrTx, after: string | null, limit: number): Promise<UnhashedImage[]> {
  return db
    .select({ id: listingImages.id, storageKey: listingImages.storageKey })
    .from(listingImages)
    .where(and(eq(listingImages.hashPending, true), after ? gt(listingImages.id, after) : undefined))
    .orderBy(asc(listingImages.id))
    .limit(limit);
}

/**
 * The photo was read: its hash (null for a flat picture) and the mark cleared, so it is never read
 * again. A hash written meanwhile (there is no other writer today) is kept.
 */
export async function settlePerceptualHash(db: DbOrTx, id: string, hash: bigint | null) {
  await db
    .update(listingImages)
    .set({ perceptualHash: sql`coalesce(${listingImages.perceptualHash}, ${hash})`, hashPending: false })
    .where(eq(listingImages.id, id));
}
