// What a conversation write announces (decision 024); listeners are registered in
// modules/listeners.ts (live delivery to both people's streams, the unread-message e-mail).
import type { conversations, messages } from '../../db/schema.ts';

// The rows as conversation-records.ts names them (not imported from there: it imports this file).
type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

declare module '../../platform/domain-events.ts' {
  interface DomainEventMap {
    /** A message (text, inquiry, response, an offer's or a visit's step, a system note) was added. */
    'conversation.message_posted': { conversationId: string; conversation: ConversationRow; message: MessageRow };
    /** One side read up to now (the other side's read marks turn). */
    'conversation.read': { conversationId: string; conversation: ConversationRow; side: 'buyer' | 'seller' };
    /** The car was sold or its listing removed: no more messages, offers or visits (they listen). */
    'conversation.closed': { conversationId: string; conversation: ConversationRow; reason: 'sold' | 'removed' };
    /** An admin resolved a report with a warning or a suspension of one of the two people. */
    'conversation.report_resolved': { conversationId: string; reportId: string; action: 'warn' | 'suspend' | 'dismiss'; aboutUserId: string | null };
    /** Messages reached the other side's open stream (delivered marks turn). */
    'conversation.delivered': { conversationId: string; conversation: ConversationRow; side: 'buyer' | 'seller' };
  }
}

export {};
