import type { AppContext } from '../../platform/context.ts';
import { dashboardCounts } from './queries.ts';

/** GET /admin/dashboard/ (contract 7.2): headline counts; "today" is the day in India. */
export function adminDashboard(ctx: AppContext) {
  return dashboardCounts(ctx.db);
}
