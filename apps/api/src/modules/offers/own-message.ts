// An offer's step as the message its poster reads in the answer (offerResponse). The thread itself
// is serialized by the conversations module; this only covers the poster's own message.
import type { Message, Offer } from '@gaadi/domain/schemas/conversations';
import type { ConversationRow, MessageRow, Side } from '../conversations/conversation-records.ts';

/** Read or delivered once the other side's marks reach the message; sent before that. */
function statusFor(message: MessageRow, conversation: ConversationRow, side: Side): Message['status'] {
  const other = side === 'buyer' ? 'seller' : 'buyer';
  const at = message.createdAt.getTime();
  const readAt = conversation[`${other}ReadAt`];
  const deliveredAt = conversation[`${other}DeliveredAt`];
  if (readAt && readAt.getTime() >= at) return 'read';
  return deliveredAt && deliveredAt.getTime() >= at ? 'delivered' : 'sent';
}

export function ownMessage(message: MessageRow, conversation: ConversationRow, side: Side, offer: Offer): Message {
  return {
    id: message.id,
    seq: message.seq,
    sender: side,
    mine: true,
    kind: message.kind,
    body: message.body,
    created_at: message.createdAt.toISOString(),
    // The warning is for the reader of someone else's message.
    warning: false,
    status: statusFor(message, conversation, side),
    offer,
    visit: null,
  };
}
