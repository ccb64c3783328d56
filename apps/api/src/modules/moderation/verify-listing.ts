// PUT and GET /admin/cars/{id}/verification/ (issue 15): Verified means checked. An admin records
// the five checks; the listing is verified only when all five passed. Every save is kept (who,
// what, when); the newest is the listing's current checklist. A save announces itself
// ('listing.verified'): the badge on public pages changes with it.
import { VERIFICATION_CHECKS } from '@gaadi/domain/schemas/trust';
import type { VerificationBody, VerificationState } from '@gaadi/domain/schemas/trust-admin';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { adminNames } from '../auth/admin-directory.ts';
import { findListing, lockListing } from '../listing-store/listing-rows.ts';
import { updateListing } from '../listing-store/listing-writes.ts';
import { insertVerification, latestVerification, toVerification, type VerificationRow } from '../verifications/verification-records.ts';

function toState(verified: boolean, row: VerificationRow | null): VerificationState {
  if (!row) return { verified, record: null };
  const { checked_at, checks, demo } = toVerification(row);
  return { verified, record: { checked_at, checks, demo, all_passed: row.allPassed, admin: row.adminId ? { id: row.adminId, name: row.adminName } : null } };
}

export async function verificationOf(ctx: AppContext, actor: Actor, id: string): Promise<VerificationState> {
  const listing = isUuid(id) ? await findListing(ctx.db, id) : null;
  requireAccess(actor, 'listing.moderate', listing);
  return toState(listing.verified, await latestVerification(ctx.db, id));
}

export async function verifyListing(ctx: AppContext, actor: Actor, id: string, body: VerificationBody): Promise<VerificationState> {
  // Stored in the checklist's own order, whatever order they were sent in.
  const checks = VERIFICATION_CHECKS.map((key) => {
    const c = body.checks.find((x) => x.key === key)!;
    return { key, passed: c.passed, note: c.note };
  });
  const allPassed = checks.every((c) => c.passed);
  const names = await adminNames(ctx.db, [actor.id]);
  return ctx.events.transaction(async (w) => {
    const listing = isUuid(id) ? await lockListing(w.tx, id) : null;
    requireAccess(actor, 'listing.moderate', listing);
    const row = await insertVerification(w.tx, { listingId: id, adminId: actor.id, adminName: names.get(actor.id) ?? '', checks, allPassed });
    const cause = { type: 'listing.verified', adminId: actor.id } as const;
    const updated = listing.verified === allPassed ? listing : await updateListing(w, listing, { verified: allPassed }, cause);
    if (updated === listing) await w.publish({ ...cause, listingId: id, before: listing, after: listing });
    return toState(updated.verified, row);
  });
}
