// Every listener of the domain events, in one place (decision 024). A write publishes one event in
// its transaction (listing-store/listing-writes.ts, inquiries, media, moderation); what must follow
// it is registered here, so a reader sees at a glance what a change sets off:
//   in the transaction: notifications, queued jobs (alerts, e-mails), the other processes' caches
//                       (PostgreSQL NOTIFY, delivered on commit);
//   after the commit:   this process's caches (and the other processes', over Redis when set).
import type { AppContext } from '../platform/context.ts';
import { queueListingAlerts } from './alerts/listing-alerts.ts';
import { claimConversations } from './conversations/claim.ts';
import { closeWhenRemoved, closeWhenSold } from './conversations/close-with-listing.ts';
import type { ConversationRow, Side } from './conversations/conversation-records.ts';
import { conversationOfInquiry, replyOfResponse } from './conversations/from-inquiries.ts';
import { queueMessageMail, recipientsOf } from './conversations/message-mails.ts';
import { claimInquiries } from './inquiries/claim-inquiries.ts';
import { endDraft } from './listing-drafts/drafts.ts';
import { closeOpenOffers } from './offers/offer-records.ts';
import { closeVisits } from './visits/visit-records.ts';
import type {} from './conversations/conversation-events.ts'; // events declared by merging
import type {} from './inquiries/inquiry-events.ts';
import type {} from './users/account-events.ts';
import type {} from './dealers/dealer-events.ts';
import { LISTING_CHANGES } from './listing-store/listing-events.ts';
import type {} from './media/media-events.ts';
import { queueListingMail } from './mail-templates/listing-mails.ts';
import { noticeInquiry, noticeResponse } from './notifications/inquiry-notifications.ts';
import { warnReported } from './notifications/conversation-notifications.ts';
import { noticeAdminStatusChange, noticeReview, noticeSellerMarkedSold, noticeSubmission } from './notifications/listing-notifications.ts';
import { noticeVisitChange, noticeVisitReminder } from './notifications/visit-notifications.ts';
import { queueVisitMail, queueVisitReminderMail } from './visits/visit-mails.ts';
import type {} from './offers/offer-events.ts';
import { queueVisitReminder } from './visits/visit-reminders.ts';

/** Events after which the public catalogue may show something else. */
/** Issue 22: cards and pages name their dealer, so a dealer's profile change is one too. */
export const CATALOGUE_CHANGES = [...LISTING_CHANGES, 'media.listing_photos_changed', 'dealer.changed'] as const;

export function registerListeners(ctx: AppContext) {
  const { events } = ctx;

  // Notifications (contract 6.13), in the write's transaction.
  events.inTransaction(['listing.created'], noticeSubmission);
  events.inTransaction(['listing.reviewed'], noticeReview);
  events.inTransaction(['listing.edited'], noticeAdminStatusChange);
  events.inTransaction(['listing.edited'], noticeSellerMarkedSold);
  events.inTransaction(['inquiry.created'], noticeInquiry);
  events.inTransaction(['inquiry.responded'], noticeResponse);
  events.inTransaction(['visit.changed'], noticeVisitChange);
  events.inTransaction(['visit.reminder_due'], noticeVisitReminder);

  // A submitted listing ends its seller's wizard draft (issue 22).
  events.inTransaction(['listing.created'], ({ tx }, e) => endDraft(tx, e.listing.sellerId));

  // A confirmed visit's reminder: a job queued with startAfter, VISIT_REMINDER_HOURS before it.
  events.inTransaction(['visit.changed'], ({ tx }, e) => queueVisitReminder(ctx, tx, e));

  // Saved-search and price-drop alerts: a job when a listing turns public or gets cheaper.
  events.inTransaction(['listing.reviewed', 'listing.edited'], ({ tx }, e) => queueListingAlerts(ctx, tx, e.before, e.after));

  // E-mails, queued as jobs: the submission, and a review's outcome (also an admin's edit that approves).
  events.inTransaction(['listing.created'], ({ tx }, e) => queueListingMail(ctx, tx, { kind: 'submitted', listingId: e.listingId }));
  events.inTransaction(['listing.reviewed'], async ({ tx }, e) => {
    if (e.action === 'approve') await queueListingMail(ctx, tx, { kind: 'approved', listingId: e.listingId });
    if (e.action === 'reject') await queueListingMail(ctx, tx, { kind: 'rejected', listingId: e.listingId, reason: e.after.rejectionReason ?? '' });
  });
  events.inTransaction(['listing.edited'], async ({ tx }, e) => {
    if (e.by.adminId && e.after.status === 'approved' && e.before.status !== 'approved') {
      await queueListingMail(ctx, tx, { kind: 'approved', listingId: e.listingId });
    }
  });
  // A visit's every change and its reminder, to both people (with the calendar file while planned).
  events.inTransaction(['visit.changed'], ({ tx }, e) => queueVisitMail(ctx, tx, e));
  events.inTransaction(['visit.reminder_due'], ({ tx }, e) => queueVisitReminderMail(ctx, tx, e));

  // Conversations (issue 21): an inquiry opens or continues one, the seller's answer joins it, a sold
  // or removed car closes it; an address proven by a code claims what was written with it signed out.
  events.inTransaction(['inquiry.created'], (w, e) => conversationOfInquiry(ctx, w, e));
  events.inTransaction(['inquiry.responded'], replyOfResponse);
  events.inTransaction(['listing.edited'], closeWhenSold);
  events.inTransaction(['listing.removed'], closeWhenRemoved);
  // What was planned in a closed conversation closes with it: open offers, requested and confirmed visits.
  events.inTransaction(['conversation.closed'], async ({ tx }, e) => {
    await closeOpenOffers(tx, e.conversationId);
    await closeVisits(tx, e.conversationId, e.reason === 'sold' ? 'The car has been sold' : 'The listing was removed');
  });
  events.inTransaction(['account.identity_proven'], claimConversations);
  events.inTransaction(['account.identity_proven'], claimInquiries);
  events.inTransaction(['conversation.report_resolved'], warnReported);

  // A new message: an e-mail if it stays unread (a job queued with it), and both people's open
  // streams at once (announced after the commit: a lost one is made good by the stream's resync).
  events.inTransaction(['conversation.message_posted'], async ({ tx }, e) => {
    for (const side of recipientsOf(e.message)) if (hasPerson(e.conversation, side)) await queueMessageMail(ctx, tx, { conversationId: e.conversationId, side });
  });
  events.afterCommit(['conversation.message_posted'], (e) => {
    for (const userId of people(e.conversation)) ctx.notificationBus.announceUserEvent({ userId, name: 'message', conversationId: e.conversationId, id: e.message.id });
  });
  // Read and delivered marks reach the side whose messages they are.
  events.afterCommit(['conversation.read', 'conversation.delivered'], (e) => {
    const userId = e.side === 'buyer' ? e.conversation.sellerId : e.conversation.buyerUserId;
    if (userId) ctx.notificationBus.announceUserEvent({ userId, name: 'receipt', conversationId: e.conversationId, id: '' });
  });

  // Caches: the other processes hear of it when the write commits (NOTIFY in its transaction, on
  // PostgreSQL), this process right after; with Redis, both after the commit.
  const changes = ctx.catalogueChanges;
  events.inTransaction([...CATALOGUE_CHANGES], async ({ tx }, e) => {
    await changes.relayInTransaction?.(tx, e.listingId);
  });
  events.afterCommit([...CATALOGUE_CHANGES], (e) => {
    if (changes.relayInTransaction) changes.changedHere(e.listingId);
    else changes.changed(e.listingId);
  });
}

const people = (c: ConversationRow) => [c.sellerId, ...(c.buyerUserId ? [c.buyerUserId] : [])];
/** A side someone can be told on: the seller, a signed-in buyer, or a buyer who left an e-mail. */
const hasPerson = (c: ConversationRow, side: Side) => side === 'seller' || !!c.buyerUserId || !!c.buyerEmail;
