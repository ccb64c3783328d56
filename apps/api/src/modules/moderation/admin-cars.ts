// GET /admin/cars/ and GET /admin/cars/{id}/ (contract 7.1, 7.3).
import type { AdminCar, AdminCarsQuery, AdminListCar } from '@gaadi/domain/schemas/admin';
import { CAR_CHOICES, pagination } from '@gaadi/domain/schemas/car';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { adminNames } from '../auth/admin-directory.ts';
import { findListing, listingStatusCounts, type ListingRow } from '../listing-store/listing-rows.ts';
import { presentCars } from '../listings/present-cars.ts';
import { accountContacts } from '../users/accounts.ts';
import { reviewHistory } from './queries.ts';
import { qualityFlags } from './quality-flags.ts';
import { reviewQueuePage } from './review-queue.ts';

async function withVerification(ctx: AppContext, actor: Actor, rows: ListingRow[], firstImageOnly: boolean): Promise<AdminListCar[]> {
  const [cars, accounts, flags] = await Promise.all([
    presentCars(ctx, rows, { firstImageOnly }),
    accountContacts(ctx.db, rows.map((r) => r.sellerId)),
    qualityFlags(ctx.db, actor, rows),
  ]);
  return cars.map((car, i) => ({
    ...car,
    seller_info: { ...car.seller_info!, verified: accounts.get(rows[i]!.sellerId)?.isVerified ?? false },
    flags: flags.get(rows[i]!.id) ?? [],
  }));
}

export async function listAdminCars(ctx: AppContext, actor: Actor, q: AdminCarsQuery) {
  requireAccess(actor, 'reviewQueue.read', {});
  const [{ rows, total }, stats] = await Promise.all([reviewQueuePage(ctx.db, q), listingStatusCounts(ctx.db)]);
  const { hasPrev, hasNext, ...page } = pagination(q.page, q.limit, total);
  return { cars: await withVerification(ctx, actor, rows, true), stats, pagination: { ...page, hasPrev, hasNext } };
}

export async function adminCarDetail(ctx: AppContext, actor: Actor, id: string): Promise<AdminCar> {
  const row = isUuid(id) ? await findListing(ctx.db, id) : null;
  requireAccess(actor, 'listing.moderate', row);
  const [[car], history] = await Promise.all([withVerification(ctx, actor, [row], false), reviewHistory(ctx.db, id)]);
  const names = await adminNames(ctx.db, history.flatMap((r) => (r.adminId ? [r.adminId] : [])));
  return {
    ...car!,
    choices: CAR_CHOICES,
    review_history: history.map((review) => ({
      id: review.id,
      action: review.action,
      reason: review.reason,
      from_status: review.fromStatus,
      to_status: review.toStatus,
      admin: review.adminId ? { id: review.adminId, name: names.get(review.adminId) ?? '' } : null,
      created_at: review.createdAt.toISOString(),
    })),
    rejection_reason: row.rejectionReason,
    approved_at: row.approvedAt?.toISOString() ?? null,
  };
}
