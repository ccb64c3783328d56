// POST /admin/cars/approve-batch/ (issue 22): an admin approves a dealer's batch after looking at it.
// Each listing goes through the single approval (reviewCar) in its own transaction: one review
// record, one 'listing.reviewed' and so the same notification, alert job and e-mail per listing.
// A listing no longer pending is reported and left alone, not a failure of the batch; an id that
// names nothing is reported as not found.
import { ADMIN_MESSAGES, type ApproveBatchResult } from '@gaadi/domain/schemas/admin';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { findListing } from '../listing-store/listing-rows.ts';
import { reviewCar } from './review-car.ts';

export async function approveBatch(ctx: AppContext, actor: Actor, ids: string[]): Promise<{ message: string; data: ApproveBatchResult }> {
  requireAccess(actor, 'reviewQueue.approveBatch', {});
  const data: ApproveBatchResult = { approved: [], not_pending: [], not_found: [] };
  // One after another: each locks its row, and two cores serve everyone else meanwhile.
  for (const id of ids) {
    if (!isUuid(id)) {
      data.not_found.push(id);
      continue;
    }
    try {
      await reviewCar(ctx, actor, id, { action: 'approve' });
      data.approved.push(id);
    } catch (e) {
      if (!(e instanceof AppError) || (e.statusCode !== 409 && e.statusCode !== 404)) throw e;
      const row = e.statusCode === 409 ? await findListing(ctx.db, id) : null;
      if (row) data.not_pending.push({ id, status: row.status });
      else data.not_found.push(id);
    }
  }
  return { message: ADMIN_MESSAGES.batchApproved(data.approved.length), data };
}
