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

export function toVerification(row: Pick<VerificationRow, 'checks' | 'demo' | 'checkedAt'>): Verification {
  return {
    checked_at: row.checkedAt.toISOString(),
    checks: row.checks.map((c) => ({ key: c.key as VerificationCheck, passed: c.passed, note: c.note })),
    demo: row.demo,
  };
}

/**
 * `left join lateral (…) verification on true` giving the listing's newest checklist as
 * "verificationChecks", "verificationAllPassed", "verificationDemo" and "verificationCheckedAt"
 * (null without one), for the statement that reads a listing's page (listingPageQuery, decision 048).
 */
export const latestVerificationJoin = (listingIdSql: string) => `left join lateral (
    select v.checks as "verificationChecks", v.all_passed as "verificationAllPassed", v.demo as "verificationDemo", v.checked_at as "verificationCheckedAt"
    from listing_verifications v where v.listing_id = ${listingIdSql} order by v.checked_at desc, v.id desc limit 1
  ) verification on true`;

export interface JoinedVerification {
  verificationChecks: VerificationRow['checks'] | null;
  verificationAllPassed: boolean | null;
  verificationDemo: boolean | null;
  verificationCheckedAt: Date | null;
}

/** What buyers see of a listing's checklist (the Verified badge's): the newest one, if every check passed, of a listing marked verified. */
export function publicVerificationOfJoined(listing: { verified: boolean }, j: JoinedVerification): Verification | null {
  if (!listing.verified || !j.verificationAllPassed) return null;
  return toVerification({ checks: j.verificationChecks!, demo: j.verificationDemo!, checkedAt: j.verificationCheckedAt! });
}
