// A car that is sold or removed closes its conversations with a system note (issue 21): listeners of
// the listing events, in the listing's transaction. What is planned in them (open offers, visits)
// listens to 'conversation.closed'.
import { CONVERSATION_MESSAGES } from '@gaadi/domain/conversation-rules';
import type { DomainEvent, Write } from '../../platform/domain-events.ts';
import type {} from '../listing-store/listing-events.ts'; // the events it listens to (declaration merging)
import { postMessage } from './conversation-records.ts';
import { closeConversationsOf } from './queries.ts';

async function close(w: Write, listingId: string, reason: 'sold' | 'removed') {
  for (const conversation of await closeConversationsOf(w.tx, listingId, reason)) {
    await postMessage(w, conversation, { sender: 'system', kind: 'system', body: reason === 'sold' ? CONVERSATION_MESSAGES.soldNote : CONVERSATION_MESSAGES.removedNote });
    await w.publish({ type: 'conversation.closed', conversationId: conversation.id, conversation, reason });
  }
}

/** An edit that marks the car sold (the admin's dialog today, the seller's dashboard later). */
export async function closeWhenSold(w: Write, e: DomainEvent<'listing.edited'>) {
  if (e.after.status === 'sold' && e.before.status !== 'sold') await close(w, e.listingId, 'sold');
}

export async function closeWhenRemoved(w: Write, e: DomainEvent<'listing.removed'>) {
  await close(w, e.listingId, 'removed');
}
