// Read and delivered marks other modules set (issue 21): a live stream that hands a message to its
// recipient marks it delivered, which the sender's stream hears ('conversation.delivered').
import type { AppContext } from '../../platform/context.ts';
import type { ConversationRow, Side } from './conversation-records.ts';
import { markDelivered } from './queries.ts';

export async function markDeliveredTo(ctx: AppContext, c: ConversationRow, side: Side, at: Date) {
  await ctx.events.transaction(async (w) => {
    const delivered = await markDelivered(w.tx, c.id, side, at);
    if (delivered) await w.publish({ type: 'conversation.delivered', conversationId: c.id, conversation: delivered, side });
  });
}
