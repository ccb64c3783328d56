// SQL of the perceptual-hash backfill: photos still without a hash, in id order after a cursor
// (the partial index of migration 0008), and the hash of one.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
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
    .where(and(isNull(listingImages.perceptualHash), after ? gt(listingImages.id, after) : undefined))
    .orderBy(asc(listingImages.id))
    .limit(limit);
}

/** Only while still unhashed: a hash written meanwhile (there is no other writer today) is kept. */
export async function setPerceptualHash(db: DbOrTx, id: string, hash: bigint) {
  await db
    .update(listingImages)
    .set({ perceptualHash: hash })
    .where(and(eq(listingImages.id, id), isNull(listingImages.perceptualHash)));
}
