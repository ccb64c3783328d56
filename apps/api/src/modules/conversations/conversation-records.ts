// What other modules may read and write of conversations (this module owns conversations, messages
// and user_blocks; issue 21): a conversation and its two people, the one way to add a message (it
// announces itself), blocks between two people. Offers and visits post their steps through
// postMessage; each takes the caller's transaction when it has one.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { CONVERSATION_MESSAGES, isRiskyMessage } from '@gaadi/domain/conversation-rules';
import { conversations, messages, userBlocks } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import type { Write } from '../../platform/domain-events.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import { isSuspended } from '../users/accounts.ts';
import type {} from './conversation-events.ts'; // the events it publishes (declaration merging)

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type Side = 'buyer' | 'seller';

export async function findConversation(db: DbOrTx, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row ?? null;
}

/** One message of a conversation (a live stream renders what it was told of). */
export async function findMessage(db: DbOrTx, conversationId: string, messageId: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  return row ?? null;
}

/** Many conversations by id, in one query (visits and offers shown with their car and people). */
export async function conversationsByIds(db: DbOrTx, ids: string[]): Promise<Map<string, ConversationRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(conversations).where(inArray(conversations.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Locks the conversation for the rest of the transaction (one open offer, one booking at a time). */
export async function lockConversation(tx: DbOrTx, id: string): Promise<ConversationRow | null> {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for('update');
  return row ?? null;
}

/** The reader's side of a conversation, or null for anyone else. */
export function sideOf(c: Pick<ConversationRow, 'sellerId' | 'buyerUserId'>, userId: string): Side | null {
  if (c.sellerId === userId) return 'seller';
  return c.buyerUserId === userId ? 'buyer' : null;
}

export const otherSide = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

export interface NewMessage {
  sender: Side | 'system';
  senderUserId?: string | null;
  kind: 'text' | 'inquiry' | 'response' | 'offer' | 'visit' | 'phone_shared' | 'system';
  body: string;
  inquiryId?: string | null;
  offerId?: string | null;
  visitId?: string | null;
  /** A retried send with the same key stores nothing new: the first message is returned. */
  clientKey?: string | null;
}

/** The message a side already sent with this client key, if any (a retried offer or booking returns its first result). */
export async function messageByClientKey(db: DbOrTx, conversationId: string, sender: Side, clientKey: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, sender), eq(messages.clientKey, clientKey)));
  return row ?? null;
}

/**
 * Adds a message: the conversation's last activity moves, the other side's unread count grows (a
 * system note counts for both) and the message announces itself ('conversation.message_posted').
 * Returns the message and whether it was already there (a retried send with the same key).
 */
export async function postMessage(w: Write, conversation: ConversationRow, m: NewMessage): Promise<{ message: MessageRow; repeated: boolean }> {
  if (m.clientKey) {
    const [earlier] = await w.tx
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), eq(messages.sender, m.sender), eq(messages.clientKey, m.clientKey)));
    if (earlier) return { message: earlier, repeated: true };
  }
  const [message] = await w.tx
    .insert(messages)
    .values({
      conversationId: conversation.id,
      sender: m.sender,
      senderUserId: m.senderUserId ?? null,
      kind: m.kind,
      body: m.body,
      inquiryId: m.inquiryId ?? null,
      offerId: m.offerId ?? null,
      visitId: m.visitId ?? null,
      flagged: m.sender !== 'system' && isRiskyMessage(m.body),
      clientKey: m.clientKey ?? null,
    })
    .returning();
  const toBuyer = m.sender !== 'buyer';
  const toSeller = m.sender !== 'seller';
  const [updated] = await w.tx
    .update(conversations)
    .set({
      lastMessageAt: message!.createdAt,
      buyerUnread: toBuyer ? sql`${conversations.buyerUnread} + 1` : conversations.buyerUnread,
      sellerUnread: toSeller ? sql`${conversations.sellerUnread} + 1` : conversations.sellerUnread,
      // Writing is reading: the sender has seen everything before their own message.
      ...(m.sender === 'buyer' ? { buyerUnread: 0, buyerReadAt: message!.createdAt } : {}),
      ...(m.sender === 'seller' ? { sellerUnread: 0, sellerReadAt: message!.createdAt } : {}),
    })
    .where(eq(conversations.id, conversation.id))
    .returning();
  await w.publish({ type: 'conversation.message_posted', conversationId: conversation.id, conversation: updated!, message: message! });
  return { message: message!, repeated: false };
}

/** A new conversation about a listing, without messages (the caller posts the first one). */
export async function insertConversation(tx: DbOrTx, values: typeof conversations.$inferInsert): Promise<ConversationRow> {
  const [row] = await tx.insert(conversations).values(values).returning();
  return row!;
}

/** Whether either of two people blocked the other. */
export async function blockedBetween(db: DbOrTx, a: string, b: string | null): Promise<{ byA: boolean; byB: boolean }> {
  if (!b) return { byA: false, byB: false };
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a))));
  return { byA: rows.some((r) => r.blockerId === a), byB: rows.some((r) => r.blockerId === b) };
}

/**
 * Whether this person may add to the conversation (an offer, a booking): not suspended (403), not
 * blocked either way (403), the conversation still open (409). Call after the access check.
 */
export async function requireMayAct(db: DbOrTx, conversation: ConversationRow, userId: string): Promise<void> {
  if (await isSuspended(db, userId)) throw forbidden(CONVERSATION_MESSAGES.suspended);
  const other = conversation.sellerId === userId ? conversation.buyerUserId : conversation.sellerId;
  const blocked = await blockedBetween(db, userId, other);
  if (blocked.byA || blocked.byB) throw forbidden(CONVERSATION_MESSAGES.blocked);
  if (conversation.status !== 'open') throw conflict(CONVERSATION_MESSAGES.closed);
}
