// Every inquiry is a conversation's first message (issue 21), and the seller's spec response (6.9)
// its reply: listeners of the inquiry events, in the inquiry's transaction. A signed-in buyer who
// writes about the same car again continues their open conversation; a buyer who wrote signed out
// gets a new one, theirs once they sign in with the address they gave (claim.ts).
import type { DomainEvent, Write } from '../../platform/domain-events.ts';
import type {} from '../inquiries/inquiry-events.ts'; // the events it listens to (declaration merging)
import type { AppContext } from '../../platform/context.ts';
import { linkConversation } from '../inquiries/inquiry-records.ts';
import { findConversation, insertConversation, lockConversation, postMessage } from './conversation-records.ts';
import { spendNewConversation } from './conversation-limits.ts';
import { conversationIdOfInquiry, openConversationOf } from './queries.ts';

export async function conversationOfInquiry(ctx: AppContext, w: Write, e: DomainEvent<'inquiry.created'>) {
  const buyer = e.buyerUserId !== e.listing.sellerId ? e.buyerUserId : null;
  let conversation = buyer ? await openConversationOf(w.tx, e.listing.id, buyer) : null;
  if (!conversation) {
    if (buyer) await spendNewConversation(ctx, buyer);
    // A new conversation takes its first inquiry's id: the dashboard's inquiry is the thread.
    conversation = await insertConversation(w.tx, {
      id: e.inquiryId,
      listingId: e.listing.id,
      sellerId: e.listing.sellerId,
      buyerUserId: buyer,
      buyerName: e.buyerName,
      buyerPhone: e.buyerPhone,
      buyerEmail: e.buyerEmail,
      carTitle: e.listing.title,
    });
  }
  await postMessage(w, conversation, { sender: 'buyer', senderUserId: buyer, kind: 'inquiry', body: e.message, inquiryId: e.inquiryId });
  // The inquiry names its thread: the seller's inquiry cards and the notifications link to it.
  await linkConversation(w.tx, e.inquiryId, conversation.id);
}

/** The seller's answer through the inquiry inbox appears in the thread (and counts as a reply). */
export async function replyOfResponse(w: Write, e: DomainEvent<'inquiry.responded'>) {
  const found = await findInquiryConversation(w, e.inquiryId);
  if (found) await postMessage(w, found, { sender: 'seller', senderUserId: e.sellerId, kind: 'response', body: e.message, inquiryId: e.inquiryId });
}

/** The conversation an inquiry opened (same id) or joined (its message names the inquiry), locked. */
async function findInquiryConversation(w: Write, inquiryId: string) {
  const id = (await findConversation(w.tx, inquiryId))?.id ?? (await conversationIdOfInquiry(w.tx, inquiryId));
  return id ? lockConversation(w.tx, id) : null;
}
