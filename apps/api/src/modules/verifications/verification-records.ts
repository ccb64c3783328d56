// listing_verifications (issue 15; this module owns it): each checklist an admin saved, the newest per
// listing being the current one, and what buyers see of it, the checklist behind a listing's
// Verified badge. Moderation writes it (verify-listing.ts); the listing page reads it.
import { desc, eq, sql } from 'drizzle-orm';
import type { Verification, VerificationCheck } from '@gaadi/domain/schemas/trust';
import { listingVerifications } from '../../db/schema.ts';
import { preparedQuery, type DbOrTx } from '../../platform/database.ts';

export type VerificationRow = typeof listingVerifications.$inferSelect;

export async function insertVerification(tx: DbOrTx, values: typeof listingVerifications.$inferInsert): Promise<VerificationRow> {
  const [row] = await tx.insert(listingVerifications).values(values).returning();
  return row!;
}

const latestOfListing = preparedQuery((db) =>
  db
    .select()
    .from(listingVerifications)
    .where(eq(listingVerifications.listingId, sql.placeholder('listingId')))
    .orderBy(desc(listingVerifications.checkedAt), desc(sql`${listingVerifications.id}`))
    .limit(1)
    .prepare('latest_verification_of_listing'),
);
export async function latestVerification(db: DbOrTx, listingId: string): Promise<VerificationRow | null> {
  const [row] = await latestOfListing(db).execute({ listingId });
  return row ?? null;
}

export function toVerification(row: VerificationRow): Verification {
  return {
    checked_at: row.checkedAt.toISOString(),
    checks: row.checks.map((c) => ({ key: c.key as VerificationCheck, passed: c.passed, note: c.note })),
    demo: row.demo,
  };
}

/** The checklist behind the badge; null when the listing is not verified (or nothing is recorded). */
export async function publicVerification(db: DbOrTx, listing: { id: string; verified: boolean }): Promise<Verification | null> {
  if (!listing.verified) return null;
  const row = await latestVerification(db, listing.id);
  return row?.allPassed ? toVerification(row) : null;
}
