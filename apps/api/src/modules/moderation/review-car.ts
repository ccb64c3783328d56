// POST /admin/cars/{id}/review/ (contract 7.6). Each action is one announced change
// ('listing.reviewed'): the seller's notification, the alert job and the e-mail follow it
// (modules/listeners.ts).
import { DEFAULT_REJECT_REASON } from '@gaadi/domain/constants';
import { ADMIN_MESSAGES, type ReviewBody } from '@gaadi/domain/schemas/admin';
import type { Actor } from '../../platform/auth-guards.ts';
import type { Write } from '../../platform/domain-events.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { lockListing, type ListingRow, type ListingSet } from '../listing-store/listing-rows.ts';
import { updateListing } from '../listing-store/listing-writes.ts';
import { insertReview } from './queries.ts';

const MESSAGES = {
  approve: ADMIN_MESSAGES.approved,
  reject: ADMIN_MESSAGES.rejected,
  request_changes: ADMIN_MESSAGES.changesRequested,
  flag: ADMIN_MESSAGES.flagged,
  feature: ADMIN_MESSAGES.featured,
  unfeature: ADMIN_MESSAGES.unfeatured,
} as const;

/** The fields an action sets; pending-only actions refuse any other status (409 naming it). */
function changeOf(body: ReviewBody, current: ListingRow, reason: string | null): ListingSet | null {
  const pendingOnly = body.action === 'approve' || body.action === 'reject' || body.action === 'request_changes';
  if (pendingOnly && current.status !== 'pending') throw conflict(ADMIN_MESSAGES.notPending(current.status));
  switch (body.action) {
    case 'approve':
      return { status: 'approved', approvedAt: new Date(), rejectionReason: null };
    case 'reject':
      return { status: 'rejected', verified: false, rejectionReason: reason ?? DEFAULT_REJECT_REASON };
    case 'request_changes':
      return { status: 'pending' };
    case 'feature':
    case 'unfeature': {
      const featured = body.action === 'feature';
      return featured === current.featured ? null : { featured };
    }
    default:
      return null; // flag: recorded, nothing changes
  }
}

export async function reviewCar(ctx: AppContext, actor: Actor, id: string, body: ReviewBody) {
  const reason = body.reason?.trim() || body.feedback?.trim() || null;
  const row = await ctx.events.transaction(async (w: Write) => {
    // Locked: of two admins reviewing at once, the second sees the first one's outcome (409).
    const current = isUuid(id) ? await lockListing(w.tx, id) : null;
    requireAccess(actor, 'listing.moderate', current);
    const set = changeOf(body, current, reason);
    const cause = { type: 'listing.reviewed', action: body.action, reason, adminId: actor.id } as const;
    const after = set ? await updateListing(w, current, set, cause) : current;
    if (!set) await w.publish({ ...cause, listingId: id, before: current, after });
    const why = body.action === 'reject' ? after.rejectionReason : reason;
    await insertReview(w.tx, { listingId: id, adminId: actor.id, action: body.action, reason: why, fromStatus: current.status, toStatus: after.status });
    return after;
  });
  return { message: MESSAGES[body.action], data: { id: row.id, status: row.status, verified: row.verified, featured: row.featured } };
}
