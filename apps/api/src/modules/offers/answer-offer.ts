// Answers to an open offer (issue 21): the side that did not make it accepts or declines it, its
// maker withdraws it. The conversation's row lock orders racing answers; the change is conditional
// on the offer being open, so of two answers one wins and the other is told it is no longer open.
import { PUBLIC_STATUS } from '@gaadi/domain/constants';
import { OFFER_MESSAGES } from '@gaadi/domain/conversation-rules';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { lockConversation, postMessage, requireMayAct, sideOf } from '../conversations/conversation-records.ts';
import { findListing } from '../listing-store/listing-rows.ts';
import type {} from './offer-events.ts'; // the events it publishes (declaration merging)
import type { OfferAnswer } from './make-offer.ts';
import { toOffer } from './offer-records.ts';
import { ownMessage } from './own-message.ts';
import { endOffer, findOffer } from './queries.ts';

export type OfferAction = 'accept' | 'decline' | 'withdraw';

const STATUS = { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' } as const;
export const OFFER_ACTION_MESSAGES = { accept: OFFER_MESSAGES.accepted, decline: OFFER_MESSAGES.declined, withdraw: OFFER_MESSAGES.withdrawn } as const;

export async function answerOffer(ctx: AppContext, actor: Actor, offerId: string, action: OfferAction): Promise<OfferAnswer> {
  const found = isUuid(offerId) ? await findOffer(ctx.db, offerId) : null;
  if (!found) throw notFound(OFFER_MESSAGES.notFound);
  return ctx.events.transaction(async (w) => {
    const conversation = await lockConversation(w.tx, found.conversationId);
    // Read again under the lock: an answer committed meanwhile is seen.
    const offer = await findOffer(w.tx, found.id);
    if (!conversation || !offer) throw notFound(OFFER_MESSAGES.notFound);
    const facts = { ...conversation, madeBy: offer.madeBy };
    requireAccess(actor, 'offer.read', facts);
    requireAccess(actor, action === 'withdraw' ? 'offer.withdraw' : 'offer.answer', facts);
    const side = sideOf(conversation, actor.id)!;
    if (offer.status !== 'open') throw conflict(OFFER_MESSAGES.notOpen);
    if (action === 'accept') {
      // Declining and withdrawing only end things; accepting commits both sides to a price.
      await requireMayAct(w.tx, conversation, actor.id);
      const listing = await findListing(w.tx, conversation.listingId);
      if (listing?.status !== PUBLIC_STATUS) throw conflict(OFFER_MESSAGES.carGone);
    }
    const ended = await endOffer(w.tx, offer.id, STATUS[action]);
    if (!ended) throw conflict(OFFER_MESSAGES.notOpen);
    const step = STATUS[action];
    const { message } = await postMessage(w, conversation, {
      sender: side,
      senderUserId: actor.id,
      kind: 'offer',
      body: OFFER_MESSAGES.note(step, ended.amount),
      offerId: ended.id,
    });
    await w.publish({ type: 'offer.changed', step, offer: ended, countered: null, conversation: conversation, by: side });
    return { offer: toOffer(ended), message: ownMessage(message, conversation, side, toOffer(ended)) };
  });
}
