// Every listener of the domain events, in one place (decision 024). A write publishes one event in
// its transaction (listing-store/listing-writes.ts, inquiries, media, moderation); what must follow
// it is registered here, so a reader sees at a glance what a change sets off:
//   in the transaction: notifications, queued jobs (alerts, e-mails), the other processes' caches
//                       (PostgreSQL NOTIFY, delivered on commit);
//   after the commit:   this process's caches (and the other processes', over Redis when set).
import type { AppContext } from '../platform/context.ts';
import { queueListingAlerts } from './alerts/listing-alerts.ts';
import type {} from './inquiries/inquiry-events.ts'; // events declared by merging
import { LISTING_CHANGES } from './listing-store/listing-events.ts';
import type {} from './media/media-events.ts';
import { queueListingMail } from './mail-templates/listing-mails.ts';
import { noticeInquiry, noticeResponse } from './notifications/inquiry-notifications.ts';
import { noticeAdminStatusChange, noticeReview, noticeSubmission } from './notifications/listing-notifications.ts';
import { noticeVisitChange, noticeVisitReminder } from './notifications/visit-notifications.ts';
import { queueVisitMail, queueVisitReminderMail } from './mail-templates/visit-mails.ts';
import type {} from './offers/offer-events.ts';
import { queueVisitReminder } from './visits/visit-reminders.ts';

/** Events after which the public catalogue may show something else. */
export const CATALOGUE_CHANGES = [...LISTING_CHANGES, 'media.listing_photos_changed'] as const;

export function registerListeners(ctx: AppContext) {
  const { events } = ctx;

  // Notifications (contract 6.13), in the write's transaction.
  events.inTransaction(['listing.created'], noticeSubmission);
  events.inTransaction(['listing.reviewed'], noticeReview);
  events.inTransaction(['listing.edited'], noticeAdminStatusChange);
  events.inTransaction(['inquiry.created'], noticeInquiry);
  events.inTransaction(['inquiry.responded'], noticeResponse);
  events.inTransaction(['visit.changed'], noticeVisitChange);
  events.inTransaction(['visit.reminder_due'], noticeVisitReminder);

  // A confirmed visit's reminder: a job queued with startAfter, VISIT_REMINDER_HOURS before it.
  events.inTransaction(['visit.changed'], (tx, e) => queueVisitReminder(ctx, tx, e));

  // Saved-search and price-drop alerts: a job when a listing turns public or gets cheaper.
  events.inTransaction(['listing.reviewed', 'listing.edited'], (tx, e) => queueListingAlerts(ctx, tx, e.before, e.after));

  // E-mails, queued as jobs: the submission, and a review's outcome (also an admin's edit that approves).
  events.inTransaction(['listing.created'], (tx, e) => queueListingMail(ctx, tx, { kind: 'submitted', listingId: e.listingId }));
  events.inTransaction(['listing.reviewed'], async (tx, e) => {
    if (e.action === 'approve') await queueListingMail(ctx, tx, { kind: 'approved', listingId: e.listingId });
    if (e.action === 'reject') await queueListingMail(ctx, tx, { kind: 'rejected', listingId: e.listingId, reason: e.after.rejectionReason ?? '' });
  });
  events.inTransaction(['listing.edited'], async (tx, e) => {
    if (e.by.adminId && e.after.status === 'approved' && e.before.status !== 'approved') {
      await queueListingMail(ctx, tx, { kind: 'approved', listingId: e.listingId });
    }
  });
  // A visit's every change and its reminder, to both people (with the calendar file while planned).
  events.inTransaction(['visit.changed'], (tx, e) => queueVisitMail(ctx, tx, e));
  events.inTransaction(['visit.reminder_due'], (tx, e) => queueVisitReminderMail(ctx, tx, e));

  // Caches: the other processes hear of it when the write commits (NOTIFY in its transaction, on
  // PostgreSQL), this process right after; with Redis, both after the commit.
  const changes = ctx.catalogueChanges;
  events.inTransaction([...CATALOGUE_CHANGES], async (tx, e) => {
    await changes.relayInTransaction?.(tx, e.listingId);
  });
  events.afterCommit([...CATALOGUE_CHANGES], (e) => {
    if (changes.relayInTransaction) changes.changedHere(e.listingId);
    else changes.changed(e.listingId);
  });
}
