// SQL of conversations, messages and user_blocks used inside this module: read and delivered marks,
// archiving, the seller's number, blocks, claiming and closing, the unread e-mail.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { conversations, messages, userBlocks } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import type { ConversationRow, Side } from './conversation-records.ts';


const col = {
  buyer: { unread: conversations.buyerUnread, read: conversations.buyerReadAt, delivered: conversations.buyerDeliveredAt, archived: conversations.buyerArchivedAt },
  seller: { unread: conversations.sellerUnread, read: conversations.sellerReadAt, delivered: conversations.sellerDeliveredAt, archived: conversations.sellerArchivedAt },
};
const key = (side: Side, what: 'Unread' | 'ReadAt' | 'DeliveredAt' | 'ArchivedAt' | 'MailedAt') => `${side}${what}` as const;

/** Everything is read by this side now; null when nothing was unread (no change, nothing to announce). */
export async function markRead(tx: DbOrTx, id: string, side: Side): Promise<ConversationRow | null> {
  const now = new Date();
  const [row] = await tx
    .update(conversations)
    .set({ [key(side, 'Unread')]: 0, [key(side, 'ReadAt')]: now, [key(side, 'DeliveredAt')]: now })
    .where(and(eq(conversations.id, id), sql`(${col[side].unread} > 0 or ${col[side].read} is null or ${col[side].read} < ${conversations.lastMessageAt})`))
    .returning();
  return row ?? null;
}

/** Messages up to `at` reached this side's stream; null when that was known already. */
export async function markDelivered(tx: DbOrTx, id: string, side: Side, at: Date): Promise<ConversationRow | null> {
  const [row] = await tx
    .update(conversations)
    .set({ [key(side, 'DeliveredAt')]: at })
    .where(and(eq(conversations.id, id), sql`(${col[side].delivered} is null or ${col[side].delivered} < ${at})`))
    .returning();
  return row ?? null;
}

export async function setArchived(tx: DbOrTx, id: string, side: Side, archived: boolean) {
  await tx
    .update(conversations)
    .set({ [key(side, 'ArchivedAt')]: archived ? new Date() : null })
    .where(eq(conversations.id, id));
}

/** The seller's number becomes visible to this conversation's buyer; null when it already was. */
export async function shareSellerPhone(tx: DbOrTx, id: string): Promise<ConversationRow | null> {
  const [row] = await tx
    .update(conversations)
    .set({ sellerPhoneSharedAt: new Date() })
    .where(and(eq(conversations.id, id), isNull(conversations.sellerPhoneSharedAt)))
    .returning();
  return row ?? null;
}

export async function block(tx: DbOrTx, blockerId: string, blockedId: string) {
  await tx.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function unblock(tx: DbOrTx, blockerId: string, blockedId: string) {
  await tx.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** The open conversation of a signed-in buyer about a listing, newest first (a second inquiry joins it). */
export async function openConversationOf(tx: DbOrTx, listingId: string, buyerUserId: string): Promise<ConversationRow | null> {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerUserId, buyerUserId), eq(conversations.status, 'open')))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Conversations started signed out with this e-mail or phone become the account's (not the seller's own). */
export async function claimFor(tx: DbOrTx, userId: string, who: { kind: 'email' | 'phone'; value: string }): Promise<string[]> {
  const match = who.kind === 'email' ? sql`lower(${conversations.buyerEmail}) = ${who.value.toLowerCase()}` : eq(conversations.buyerPhone, who.value);
  const rows = await tx
    .update(conversations)
    .set({ buyerUserId: userId })
    .where(and(isNull(conversations.buyerUserId), match, sql`${conversations.sellerId} <> ${userId}`))
    .returning({ id: conversations.id });
  return rows.map((r) => r.id);
}

/** Closes a listing's open conversations; returns them (for their system note). */
export async function closeConversationsOf(tx: DbOrTx, listingId: string, reason: 'sold' | 'removed'): Promise<ConversationRow[]> {
  return tx
    .update(conversations)
    .set({ status: 'closed', closedReason: reason })
    .where(and(eq(conversations.listingId, listingId), eq(conversations.status, 'open')))
    .returning();
}

/** Conversations of a seller's buyer, for the unread e-mail: messages to this side after `since`. */
export async function unreadSince(db: DbOrTx, conversationId: string, side: Side, since: Date | null) {
  const other = side === 'buyer' ? 'seller' : 'buyer';
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        or(eq(messages.sender, other), eq(messages.sender, 'system')),
        since ? sql`${messages.createdAt} > ${since}` : undefined,
      ),
    )
    .orderBy(messages.seq);
}

export async function markMailed(tx: DbOrTx, id: string, side: Side, at: Date) {
  await tx.update(conversations).set({ [key(side, 'MailedAt')]: at }).where(eq(conversations.id, id));
}

/** The conversation whose messages include this inquiry (a signed-in buyer's second inquiry joins theirs). */
export async function conversationIdOfInquiry(tx: DbOrTx, inquiryId: string): Promise<string | null> {
  const [row] = await tx.select({ id: messages.conversationId }).from(messages).where(eq(messages.inquiryId, inquiryId)).limit(1);
  return row?.id ?? null;
}
