// POST /admin/cars/{id}/review/ (contract 7.6).
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_REJECT_REASON } from '@gaadi/domain/constants';
import { ADMIN_MESSAGES, type ReviewBody } from '@gaadi/domain/schemas/admin';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { queueListingAlerts } from '../alerts/listing-alerts.ts';
import { sendReviewMail } from '../listings/listing-mails.ts';
import { findListing, setFieldsIfPending, setListingFields, type ListingRow, type ListingSet } from '../listings/listing-records.ts';
import { insertReview } from './queries.ts';
import { notifySellerOf } from './status-notifications.ts';

const MESSAGES = {
  approve: ADMIN_MESSAGES.approved,
  reject: ADMIN_MESSAGES.rejected,
  request_changes: ADMIN_MESSAGES.changesRequested,
  flag: ADMIN_MESSAGES.flagged,
  feature: ADMIN_MESSAGES.featured,
  unfeature: ADMIN_MESSAGES.unfeatured,
} as const;

/** Pending-only actions: compare-and-set, then 404 or 409 naming the status that won. */
async function whilePending(tx: DbOrTx, id: string, set: ListingSet): Promise<ListingRow> {
  const row = await setFieldsIfPending(tx, id, set);
  if (row) return row;
  const current = await findListing(tx, id);
  if (!current) throw notFound(ADMIN_MESSAGES.listingNotFound);
  throw conflict(ADMIN_MESSAGES.notPending(current.status));
}

export async function reviewCar(ctx: AppContext, log: FastifyBaseLogger, adminId: string, id: string, body: ReviewBody) {
  if (!isUuid(id)) throw notFound(ADMIN_MESSAGES.listingNotFound);
  const reason = body.reason?.trim() || body.feedback?.trim() || null;
  const row = await ctx.db.transaction(async (tx) => {
    const review = (r: ListingRow, from: string, why: string | null = reason) =>
      insertReview(tx, { listingId: id, adminId, action: body.action, reason: why, fromStatus: from, toStatus: r.status });
    switch (body.action) {
      case 'approve': {
        const r = await whilePending(tx, id, { status: 'approved', approvedAt: new Date(), rejectionReason: null });
        await review(r, 'pending');
        await notifySellerOf(tx, r, 'approved');
        await queueListingAlerts(ctx, tx, { ...r, status: 'pending' }, r);
        return r;
      }
      case 'reject': {
        const why = reason ?? DEFAULT_REJECT_REASON;
        const r = await whilePending(tx, id, { status: 'rejected', verified: false, rejectionReason: why });
        await review(r, 'pending', why);
        await notifySellerOf(tx, r, 'rejected', why);
        return r;
      }
      case 'request_changes': {
        const r = await whilePending(tx, id, { status: 'pending' });
        await review(r, 'pending');
        await notifySellerOf(tx, r, 'changes_requested', reason);
        return r;
      }
      default: {
        const current = await findListing(tx, id);
        if (!current) throw notFound(ADMIN_MESSAGES.listingNotFound);
        const featured = body.action === 'feature' ? true : body.action === 'unfeature' ? false : current.featured;
        const r = featured === current.featured ? current : ((await setListingFields(tx, id, { featured })) ?? current);
        await review(r, current.status);
        return r;
      }
    }
  });
  ctx.events.changed(id);
  if (body.action === 'approve') void sendReviewMail(ctx, log, row, 'approved');
  if (body.action === 'reject') void sendReviewMail(ctx, log, row, 'rejected', row.rejectionReason ?? DEFAULT_REJECT_REASON);
  return { message: MESSAGES[body.action], data: { id: row.id, status: row.status, verified: row.verified, featured: row.featured } };
}
