// Per-account limits of conversations (issue 21), beside the contact form's per-address limit of
// the contract: 429 with Retry-After beyond them.
import type { AppContext } from '../../platform/context.ts';

/** LIMIT_MESSAGES_PER_MINUTE per account. */
export async function spendMessage(ctx: AppContext, userId: string) {
  const perMinute = ctx.config.userLimits.messagesPerMinute;
  if (perMinute > 0) await ctx.limits.consume('conversation-message', userId, { points: perMinute, windowSeconds: 60 });
}

/** LIMIT_NEW_CONVERSATIONS_PER_HOUR per signed-in buyer (a guest is held by the contact form's per-address limit). */
export async function spendNewConversation(ctx: AppContext, userId: string) {
  const perHour = ctx.config.userLimits.newConversationsPerHour;
  if (perHour > 0) await ctx.limits.consume('new-conversation', userId, { points: perHour, windowSeconds: 3600 });
}
