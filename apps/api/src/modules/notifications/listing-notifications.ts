// The notifications that follow listing changes (contract 6.13), written in the change's own
// transaction (decision 024): the admins hear of a submission, the seller of a review's outcome or
// of an admin's status change. The seller's texts are the domain's (notification-texts.ts), which a
// Hindi page shows in Hindi.
import { fillText, NOTIFICATION_TEXTS as TEXT } from '@gaadi/domain/notification-texts';
import type { DomainEvent, Tx, Write } from '../../platform/domain-events.ts';
import type { ListingRow } from '../listing-store/listing-rows.ts';
import { accountContacts } from '../users/accounts.ts';
import { notify } from './notify.ts';

type StatusNotice = 'approved' | 'rejected' | 'sold' | 'changes_requested';

async function tellSeller(tx: Tx, listing: ListingRow, notice: StatusNotice, reason?: string | null) {
  const base = { userId: listing.sellerId, listingId: listing.id, data: { listing_id: listing.id, status: listing.status } };
  const title = listing.title;
  switch (notice) {
    case 'approved':
      return notify(tx, { ...base, type: 'car_approved', title: TEXT.approvedTitle, message: fillText(TEXT.approved, { title }) });
    case 'rejected':
      return notify(tx, {
        ...base,
        type: 'car_rejected',
        title: TEXT.rejectedTitle,
        message: fillText(TEXT.rejected, { title, reason: reason ?? '' }).trim(),
        priority: 'high',
      });
    case 'sold':
      return notify(tx, { ...base, type: 'car_sold', title: TEXT.soldTitle, message: fillText(TEXT.sold, { title }) });
    case 'changes_requested':
      return notify(tx, {
        ...base,
        type: 'system',
        title: TEXT.changesTitle,
        message: reason ? fillText(TEXT.changes, { title, reason }) : fillText(TEXT.changesNoReason, { title }),
        priority: 'high',
      });
  }
}

/** A seller's new listing: the admin team's review queue grew. */
export async function noticeSubmission({ tx }: Write, e: DomainEvent<'listing.created'>) {
  const { listing } = e;
  const account = listing.sellerName ? null : (await accountContacts(tx, [listing.sellerId])).get(listing.sellerId);
  await notify(tx, {
    forAdmins: true,
    type: 'system',
    title: 'New listing to review',
    message: `${listing.title} was submitted by ${listing.sellerName || account?.name || 'a seller'} and waits for review`,
    listingId: listing.id,
    data: { listing_id: listing.id },
  });
}

/** Approve, reject and request changes tell the seller; feature and flag do not. */
export async function noticeReview({ tx }: Write, e: DomainEvent<'listing.reviewed'>) {
  if (e.action === 'approve') await tellSeller(tx, e.after, 'approved');
  if (e.action === 'reject') await tellSeller(tx, e.after, 'rejected', e.after.rejectionReason);
  if (e.action === 'request_changes') await tellSeller(tx, e.after, 'changes_requested', e.reason);
}

/** The seller marked their own car sold (issue 22): the spec's car_sold notification, as for an admin's. */
export async function noticeSellerMarkedSold({ tx }: Write, e: DomainEvent<'listing.edited'>) {
  if (e.by.userId && e.before.status !== 'sold' && e.after.status === 'sold') await tellSeller(tx, e.after, 'sold');
}

/** An admin's edit that approves a listing or marks it sold tells its seller (7.4). */
export async function noticeAdminStatusChange({ tx }: Write, e: DomainEvent<'listing.edited'>) {
  if (!e.by.adminId || e.before.status === e.after.status) return;
  if (e.after.status === 'approved') await tellSeller(tx, e.after, 'approved');
  if (e.after.status === 'sold') await tellSeller(tx, e.after, 'sold');
}
