// PUT and GET /admin/cars/{id}/verification/ (issue 15): Verified means checked. An admin records
// the five checks; the listing is verified only when all five passed. Every save is kept (who,
// what, when); the newest is the listing's current checklist.
import { VERIFICATION_CHECKS } from '@gaadi/domain/schemas/trust';
import { ADMIN_MESSAGES } from '@gaadi/domain/schemas/admin';
import type { VerificationBody, VerificationState } from '@gaadi/domain/schemas/trust-admin';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { adminNames } from '../auth/admin-directory.ts';
import { findListing, lockListing, setListingFields } from '../listings/listing-records.ts';
import { insertVerification, latestVerification, type VerificationRow } from './verification-queries.ts';
import { toVerification } from './verification-records.ts';

function toState(verified: boolean, row: VerificationRow | null): VerificationState {
  if (!row) return { verified, record: null };
  const { checked_at, checks, demo } = toVerification(row);
  return { verified, record: { checked_at, checks, demo, all_passed: row.allPassed, admin: row.adminId ? { id: row.adminId, name: row.adminName } : null } };
}

export async function verificationOf(ctx: AppContext, id: string): Promise<VerificationState> {
  const listing = isUuid(id) ? await findListing(ctx.db, id) : null;
  if (!listing) throw notFound(ADMIN_MESSAGES.listingNotFound);
  return toState(listing.verified, await latestVerification(ctx.db, id));
}

export async function verifyListing(ctx: AppContext, adminId: string, id: string, body: VerificationBody): Promise<VerificationState> {
  if (!isUuid(id)) throw notFound(ADMIN_MESSAGES.listingNotFound);
  // Stored in the checklist's own order, whatever order they were sent in.
  const checks = VERIFICATION_CHECKS.map((key) => {
    const c = body.checks.find((x) => x.key === key)!;
    return { key, passed: c.passed, note: c.note };
  });
  const allPassed = checks.every((c) => c.passed);
  const names = await adminNames(ctx.db, [adminId]);
  const state = await ctx.db.transaction(async (tx) => {
    const listing = await lockListing(tx, id);
    if (!listing) throw notFound(ADMIN_MESSAGES.listingNotFound);
    const row = await insertVerification(tx, { listingId: id, adminId, adminName: names.get(adminId) ?? '', checks, allPassed });
    const updated = listing.verified === allPassed ? listing : await setListingFields(tx, id, { verified: allPassed });
    return toState(updated?.verified ?? allPassed, row);
  });
  ctx.events.changed(id);
  return state;
}
