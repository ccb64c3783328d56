// What buyers see of a verification (issue 15): the checklist behind a listing's Verified badge.
// Other modules call this; the checklist itself is written by verify-listing.ts.
import type { Verification, VerificationCheck } from '@gaadi/domain/schemas/trust';
import type { DbOrTx } from '../../platform/database.ts';
import { latestVerification, type VerificationRow } from './verification-queries.ts';

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
