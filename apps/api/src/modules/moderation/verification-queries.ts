// listing_verifications: each checklist an admin saved; the newest per listing is the current one.
import { desc, eq, sql } from 'drizzle-orm';
import { listingVerifications } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type VerificationRow = typeof listingVerifications.$inferSelect;

export async function insertVerification(tx: DbOrTx, values: typeof listingVerifications.$inferInsert): Promise<VerificationRow> {
  const [row] = await tx.insert(listingVerifications).values(values).returning();
  return row!;
}

export async function latestVerification(db: DbOrTx, listingId: string): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(listingVerifications)
    .where(eq(listingVerifications.listingId, listingId))
    .orderBy(desc(listingVerifications.checkedAt), desc(sql`${listingVerifications.id}`))
    .limit(1);
  return row ?? null;
}
