// GET /admin/dealers/ (issue 22): every dealer for the review queue's dealer filter, with how many of
// their listings wait for review.
import type { AdminDealer } from '@gaadi/domain/schemas/admin';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireAccess } from '../access/access-policy.ts';
import { listDealers } from '../dealers/dealer-records.ts';
import { listingCountsOfSellers } from '../listing-store/seller-counts.ts';

export async function adminDealers(ctx: AppContext, actor: Actor): Promise<AdminDealer[]> {
  requireAccess(actor, 'reviewQueue.read', {});
  const dealers = await listDealers(ctx.db);
  const pending = await listingCountsOfSellers(
    ctx.db,
    dealers.map((d) => d.userId),
    'pending',
  );
  return dealers.map((d) => ({ slug: d.slug, name: d.businessName, city: d.cityName, pending: pending.get(d.userId)?.n ?? 0 }));
}
