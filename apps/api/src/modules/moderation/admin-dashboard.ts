import type { AppContext } from '../../platform/context.ts';
import { reviewQueueCounts } from '../listings/review-queue.ts';

/** GET /admin/dashboard/ (contract 7.2): headline counts; "today" is the day in India. */
export function adminDashboard(ctx: AppContext) {
  return reviewQueueCounts(ctx.db);
}
