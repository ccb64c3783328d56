// The seller's notifications for review outcomes (contract 6.13), written in the caller's transaction.
import type { DbOrTx } from '../../platform/database.ts';
import type { ListingRow } from '../listings/listing-records.ts';
import { notify } from '../notifications/notify.ts';

export type StatusEvent = 'approved' | 'rejected' | 'sold' | 'changes_requested';

export async function notifySellerOf(tx: DbOrTx, listing: ListingRow, event: StatusEvent, reason?: string | null) {
  const base = { userId: listing.sellerId, listingId: listing.id, data: { listing_id: listing.id, status: listing.status } };
  switch (event) {
    case 'approved':
      return notify(tx, {
        ...base,
        type: 'car_approved',
        title: 'Listing approved',
        message: `Your ${listing.title} is approved and now visible to buyers.`,
      });
    case 'rejected':
      return notify(tx, {
        ...base,
        type: 'car_rejected',
        title: 'Listing rejected',
        message: `Your ${listing.title} was not approved. Reason: ${reason ?? ''}`.trim(),
        priority: 'high',
      });
    case 'sold':
      return notify(tx, { ...base, type: 'car_sold', title: 'Listing marked as sold', message: `Your ${listing.title} is marked as sold.` });
    case 'changes_requested':
      return notify(tx, {
        ...base,
        type: 'system',
        title: 'Changes requested',
        message: `Please update your ${listing.title}${reason ? `: ${reason}` : '.'}`,
        priority: 'high',
      });
  }
}
