// Where a notification card leads (issue 21): to what it is about, when that can still be opened.
import type { Notification } from '@gaadi/domain/schemas/notifications';

/** Notifications a seller gets about their own listing. */
const ABOUT_OWN_LISTING = new Set(['car_approved', 'car_rejected', 'car_sold', 'system']);

/**
 * The seller's new inquiry: the dashboard's Inquiries tab at that inquiry. (Conversation ids equal
 * the ids of migrated inquiries; once conversations replace inquiries this becomes
 * /messages/{inquiry_id}.) A listing (`car_info`, present while it exists): its public page while
 * it is approved; the seller's own listing otherwise: the seller dashboard, where it is edited.
 * A saved-search digest: its one listing, else the Saved Searches tab. Else nothing (null).
 *
 * The buyer's "Seller responded" goes to the listing: the buyer's inquiries are not on the
 * dashboard (its Inquiries tab lists those received), and the conversation page comes later.
 */
export function notificationTarget(n: Pick<Notification, 'type' | 'data' | 'car_info' | 'inquiry_info'>): string | null {
  // Issue 21: a visit's step or a report's warning leads to its conversation.
  const conversation = n.data.conversation_id;
  if (typeof conversation === 'string' && conversation) return `/messages/${encodeURIComponent(conversation)}`;
  if (n.type === 'inquiry_received' && n.inquiry_info) return `/dashboard?tab=inquiries#inquiry-${encodeURIComponent(n.inquiry_info.id)}`;
  if (n.car_info) {
    if (n.car_info.status === 'approved') return `/listing/${encodeURIComponent(n.car_info.id)}`;
    return ABOUT_OWN_LISTING.has(n.type) ? '/seller/dashboard' : null;
  }
  const digest = n.data.car_ids;
  if (Array.isArray(digest) && digest.length === 1 && typeof digest[0] === 'string') return `/listing/${encodeURIComponent(digest[0])}`;
  return n.type === 'saved_search_match' ? '/dashboard?tab=saved-searches' : null;
}
