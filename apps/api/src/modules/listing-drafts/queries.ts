// SQL of listing drafts: one row per account.
import { eq } from 'drizzle-orm';
import { listingDrafts } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type DraftRow = typeof listingDrafts.$inferSelect;

export async function draftOf(db: DbOrTx, userId: string): Promise<DraftRow | null> {
  const [row] = await db.select().from(listingDrafts).where(eq(listingDrafts.userId, userId));
  return row ?? null;
}

export async function saveDraft(db: DbOrTx, userId: string, step: number, values: Record<string, unknown>): Promise<DraftRow> {
  const now = new Date();
  const [row] = await db
    .insert(listingDrafts)
    .values({ userId, step, values, updatedAt: now })
    .onConflictDoUpdate({ target: listingDrafts.userId, set: { step, values, updatedAt: now } })
    .returning();
  return row!;
}

export async function deleteDraft(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(listingDrafts).where(eq(listingDrafts.userId, userId));
}
