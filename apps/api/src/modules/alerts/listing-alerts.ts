// A listener of listing changes (decision 012, 021; registered in modules/listeners.ts): inside the
// transaction of the change, queue the alert job when the listing has just become approved or an
// approved listing's price went down. The job (run-listing-alerts.ts) commits with the change or not
// at all.
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/database.ts';

export const LISTING_ALERTS_QUEUE = 'listing-alerts';

export interface ListingAlertJob {
  listingId: string;
  event: 'approved' | 'price_drop';
  /** The price before a drop. */
  oldPrice?: number;
}

interface ListingState {
  id: string;
  status: string;
  price: number;
}

/** `before` is null for a listing that did not exist (or was not read) before the change. */
export async function queueListingAlerts(ctx: AppContext, tx: DbOrTx, before: ListingState | null, after: ListingState): Promise<void> {
  if (after.status !== 'approved') return;
  const job: ListingAlertJob | null =
    before?.status !== 'approved'
      ? { listingId: after.id, event: 'approved' }
      : after.price < before.price
        ? { listingId: after.id, event: 'price_drop', oldPrice: before.price }
        : null;
  // A job expires (is retried) after alertExpireSeconds: a worker killed while running it must not
  // hold the alert back for pg-boss's default 15 minutes (issue 24). Retrying is safe: the job
  // records what it told (run-listing-alerts.ts). Expiry + a maintenance period + the first
  // retry's delay (15–30 s with backoff) stay within two minutes.
  if (job) {
    await ctx.jobs.sendInTx(tx, LISTING_ALERTS_QUEUE, job, {
      retryLimit: 3,
      retryDelay: 15,
      retryBackoff: true,
      expireInSeconds: ctx.config.jobs.alertExpireSeconds,
    });
  }
}
