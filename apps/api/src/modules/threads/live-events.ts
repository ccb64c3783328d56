// What a person's open streams receive of their conversations (issue 21), rendered by the process
// holding the streams: a new message as that person reads it (with the conversation's line in the
// inbox and their unread total), and the other side's read and delivered marks. A message that
// reaches its recipient's stream is delivered: the sender's ticks turn.
import type { ConversationSummary, Message } from '@gaadi/domain/schemas/conversations';
import type { AppContext } from '../../platform/context.ts';
import { findConversation, findMessage, sideOf } from '../conversations/conversation-records.ts';
import { unreadTotal } from '../conversations/inbox-reads.ts';
import { markDeliveredTo } from '../conversations/conversation-marks.ts';
import { aroundConversations, iso, readingOf, toMessage, toSummary } from '../conversations/serialize.ts';
import { threadExtras } from './thread-extras.ts';

export interface LiveMessage {
  conversation_id: string;
  message: Message;
  conversation: ConversationSummary;
  unread_total: number;
}

export interface LiveReceipt {
  conversation_id: string;
  other_read_at: string | null;
  other_delivered_at: string | null;
}

export async function liveMessage(ctx: AppContext, userId: string, conversationId: string, messageId: string): Promise<LiveMessage | null> {
  const c = await findConversation(ctx.db, conversationId);
  const side = c && sideOf(c, userId);
  const m = side ? await findMessage(ctx.db, conversationId, messageId) : null;
  if (!c || !side || !m) return null;
  if (m.sender !== side) await markDeliveredTo(ctx, c, side, m.createdAt);
  const [around, extras, unread] = await Promise.all([aroundConversations(ctx, ctx.db, [c]), threadExtras(ctx, c, side, [m]), unreadTotal(ctx.db, userId)]);
  return {
    conversation_id: c.id,
    message: toMessage(m, readingOf(c, side, extras)),
    conversation: toSummary({ ...c, lastMessage: m }, side, around),
    unread_total: unread,
  };
}

export async function liveReceipt(ctx: AppContext, userId: string, conversationId: string): Promise<LiveReceipt | null> {
  const c = await findConversation(ctx.db, conversationId);
  const side = c && sideOf(c, userId);
  if (!c || !side) return null;
  const r = readingOf(c, side);
  return { conversation_id: c.id, other_read_at: iso(r.otherReadAt), other_delivered_at: iso(r.otherDeliveredAt) };
}
