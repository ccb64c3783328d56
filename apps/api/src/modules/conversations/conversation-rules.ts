// The rules every write in a conversation checks after the access policy (issue 21): an account
// in good standing, an open conversation, nobody blocked, and the per-account limits.
import { CONVERSATION_MESSAGES } from '@gaadi/domain/conversation-rules';
import type { AppContext } from '../../platform/context.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import { isSuspended } from '../users/accounts.ts';
import { blockedBetween, otherSide, type ConversationRow, type Side } from './conversation-records.ts';

/** 403 for a suspended account (it still reads; it no longer writes to anyone). */
export async function requireGoodStanding(ctx: AppContext, userId: string) {
  if (await isSuspended(ctx.db, userId)) throw forbidden(CONVERSATION_MESSAGES.suspended);
}

/** 409 once the car is sold or gone; 403 when either person blocked the other. */
export async function requireOpenAndUnblocked(ctx: AppContext, c: ConversationRow, side: Side) {
  if (c.status !== 'open') throw conflict(CONVERSATION_MESSAGES.closed);
  const me = side === 'seller' ? c.sellerId : c.buyerUserId!;
  const other = otherSide(side) === 'seller' ? c.sellerId : c.buyerUserId;
  const blocks = await blockedBetween(ctx.db, me, other);
  if (blocks.byA || blocks.byB) throw forbidden(CONVERSATION_MESSAGES.blocked);
}

/** LIMIT_MESSAGES_PER_MINUTE per account: 429 with Retry-After beyond it. */
export async function spendMessage(ctx: AppContext, userId: string) {
  const perMinute = ctx.config.userLimits.messagesPerMinute;
  if (perMinute > 0) await ctx.limits.consume('conversation-message', userId, { points: perMinute, windowSeconds: 60 });
}

/** LIMIT_NEW_CONVERSATIONS_PER_HOUR per signed-in buyer (a guest is held by the contact form's per-address limit). */
export async function spendNewConversation(ctx: AppContext, userId: string) {
  const perHour = ctx.config.userLimits.newConversationsPerHour;
  if (perHour > 0) await ctx.limits.consume('new-conversation', userId, { points: perHour, windowSeconds: 3600 });
}

