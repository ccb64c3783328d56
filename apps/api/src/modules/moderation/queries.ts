// SQL of listing_reviews: who reviewed which listing, when, how and why.
import { desc, eq } from 'drizzle-orm';
import { listingReviews } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export async function insertReview(
  tx: DbOrTx,
  r: { listingId: string; adminId: string; action: string; reason?: string | null; fromStatus: string; toStatus: string },
) {
  await tx.insert(listingReviews).values({ ...r, reason: r.reason ?? null });
}

export async function reviewHistory(db: DbOrTx, listingId: string) {
  return db.select().from(listingReviews).where(eq(listingReviews.listingId, listingId)).orderBy(desc(listingReviews.createdAt));
}
