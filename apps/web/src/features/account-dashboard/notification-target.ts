// Where a notification card leads (issue 21): to what it is about, when that can still be opened.
import type { Notification } from '@gaadi/domain/schemas/notifications';

/** Notifications a seller gets about their own listing. */
const ABOUT_OWN_LISTING = new Set(['car_approved', 'car_rejected', 'car_sold', 'system']);

/**
 * A notification about a conversation (`conversation_id`, issue 21) opens its thread: the buyer's
 * "Seller responded", a visit's step, a report's warning. The seller's new inquiry is the
 * exception: the dashboard's Inquiries tab at that inquiry, whose card has the spec's reply box
 * (6.9) and a link to the thread. A listing (`car_info`, present while it exists): its public page
 * while it is approved; the seller's own listing otherwise: the seller dashboard, where it is
 * edited. A saved-search digest: its one listing, else the Saved Searches tab. Else nothing (null).
 */
export function notificationTarget(n: Pick<Notification, 'type' | 'data' | 'car_info' | 'inquiry_info'> & { conversation_id?: string | null }): string | null {
  if (n.type === 'inquiry_received' && n.inquiry_info) return `/dashboard?tab=inquiries#inquiry-${encodeURIComponent(n.inquiry_info.id)}`;
  const named = n.data.conversation_id;
  const conversation = n.conversation_id || (typeof named === 'string' && named ? named : null);
  if (conversation) return `/messages/${encodeURIComponent(conversation)}`;
  if (n.car_info) {
    if (n.car_info.status === 'approved') return `/listing/${encodeURIComponent(n.car_info.id)}`;
    return ABOUT_OWN_LISTING.has(n.type) ? '/seller/dashboard' : null;
  }
  const digest = n.data.car_ids;
  if (Array.isArray(digest) && digest.length === 1 && typeof digest[0] === 'string') return `/listing/${encodeURIComponent(digest[0])}`;
  return n.type === 'saved_search_match' ? '/dashboard?tab=saved-searches' : null;
}
