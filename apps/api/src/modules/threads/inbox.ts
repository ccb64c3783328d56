// GET /conversations/, /conversations/unread-count/, /conversations/{id}/ and its older messages
// (issue 21): a person's conversations as seller and as buyer, one thread with what surrounds it
// (offers and visits, which sit above conversations: this module combines them).
import { CONVERSATION_LIMITS } from '@gaadi/domain/conversation-rules';
import { pagination } from '@gaadi/domain/schemas/car';
import type { ConversationDetail, ConversationsQuery } from '@gaadi/domain/schemas/conversations';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { findListing } from '../listing-store/listing-rows.ts';
import { blockedBetween, findConversation, sideOf, type ConversationRow, type Side } from '../conversations/conversation-records.ts';
import { inboxPage, messagesPage, unreadTotal } from '../conversations/inbox-reads.ts';
import { hasReported } from '../conversations/report-records.ts';
import { aroundConversations, iso, readingOf, toMessage, toSummary } from '../conversations/serialize.ts';
import { threadExtras } from './thread-extras.ts';

export async function listConversations(ctx: AppContext, actor: Actor, q: ConversationsQuery) {
  const [{ rows, total }, unread] = await Promise.all([
    inboxPage(ctx.db, actor.id, { archived: q.archived, limit: q.limit, offset: (q.page - 1) * q.limit }),
    unreadTotal(ctx.db, actor.id),
  ]);
  const around = await aroundConversations(ctx, ctx.db, rows);
  return { conversations: rows.map((r) => toSummary(r, r.role, around)), unread_total: unread, pagination: pagination(q.page, q.limit, total) };
}

export const unreadCount = async (ctx: AppContext, actor: Actor) => ({ unread_total: await unreadTotal(ctx.db, actor.id) });

/** The conversation if the actor is one of its two people (404 for anyone else), and their side. */
export async function partyConversation(ctx: AppContext, actor: Actor, id: string): Promise<{ conversation: ConversationRow; side: Side }> {
  const conversation = isUuid(id) ? await findConversation(ctx.db, id) : null;
  requireAccess(actor, 'conversation.read', conversation);
  return { conversation, side: sideOf(conversation, actor.id)! };
}

export async function conversationDetail(ctx: AppContext, actor: Actor, id: string): Promise<ConversationDetail> {
  const { conversation: c, side } = await partyConversation(ctx, actor, id);
  const other = side === 'seller' ? c.buyerUserId : c.sellerId;
  const page = await messagesPage(ctx.db, c.id, { limit: CONVERSATION_LIMITS.threadPage });
  const [around, listing, blocks, reported, extras] = await Promise.all([
    aroundConversations(ctx, ctx.db, [c]),
    findListing(ctx.db, c.listingId),
    blockedBetween(ctx.db, actor.id, other),
    hasReported(ctx.db, c.id, actor.id),
    threadExtras(ctx, c, side, page.messages),
  ]);
  const reading = readingOf(c, side, extras);
  const lastMessage = page.messages.at(-1) ?? null;
  const open = c.status === 'open';
  const blocked = blocks.byA || blocks.byB;
  return {
    ...toSummary({ ...c, lastMessage }, side, around),
    messages: page.messages.map((m) => toMessage(m, reading)),
    has_older: page.hasOlder,
    seller_phone: side === 'buyer' && c.sellerPhoneSharedAt && listing ? listing.sellerPhone || null : null,
    phone_shared: c.sellerPhoneSharedAt !== null,
    buyer_contact: side === 'seller' ? { name: c.buyerName, phone: c.buyerPhone, email: c.buyerEmail } : null,
    open_offer: extras.openOffer,
    accepted_offer: extras.acceptedOffer,
    visits: extras.visitList,
    can_message: open && !blocked,
    can_book: open && !blocked && side === 'buyer',
    blocked_by_me: blocks.byA,
    reported_by_me: reported,
    other_read_at: iso(reading.otherReadAt),
    other_delivered_at: iso(reading.otherDeliveredAt),
  };
}

export async function olderMessages(ctx: AppContext, actor: Actor, id: string, q: { before?: number; limit: number }) {
  const { conversation, side } = await partyConversation(ctx, actor, id);
  const page = await messagesPage(ctx.db, conversation.id, q);
  const extras = await threadExtras(ctx, conversation, side, page.messages);
  const reading = readingOf(conversation, side, extras);
  return { messages: page.messages.map((m) => toMessage(m, reading)), has_older: page.hasOlder };
}
