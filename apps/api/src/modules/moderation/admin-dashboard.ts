import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireAccess } from '../access/access-policy.ts';
import { reviewQueueCounts } from './review-queue.ts';

/** GET /admin/dashboard/ (contract 7.2): headline counts; "today" is the day in India. */
export function adminDashboard(ctx: AppContext, actor: Actor) {
  requireAccess(actor, 'reviewQueue.read', {});
  return reviewQueueCounts(ctx.db);
}
