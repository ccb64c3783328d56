// An offer in a conversation (issue 21): the buyer opens; while the other side's offer is open, an
// amount counters it (that one turns 'countered', the poster's new one is open). At most one offer
// is open per conversation: the conversation's row lock orders racing posts, and the partial unique
// index offers_one_open_uq refuses what might slip past it. The step is a message in the thread,
// in the same transaction.
import { PUBLIC_STATUS } from '@gaadi/domain/constants';
import { CONVERSATION_MESSAGES, OFFER_MESSAGES, offerBounds } from '@gaadi/domain/conversation-rules';
import type { Message, Offer, OfferBody } from '@gaadi/domain/schemas/conversations';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation, type DbOrTx } from '../../platform/database.ts';
import { conflict, notFound, validationError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import {
  lockConversation,
  messageByClientKey,
  postMessage,
  requireMayAct,
  sideOf,
  type ConversationRow,
  type Side,
} from '../conversations/conversation-records.ts';
import { findListing } from '../listing-store/listing-rows.ts';
import type {} from './offer-events.ts'; // the events it publishes (declaration merging)
import { toOffer } from './offer-records.ts';
import { ownMessage } from './own-message.ts';
import { endOffer, findOffer, insertOffer, openOfferOf } from './queries.ts';

export interface OfferAnswer {
  offer: Offer;
  message: Message;
}

export interface MadeOffer extends OfferAnswer {
  /** It answered the other side's open offer (a counter-offer). */
  countered: boolean;
}

/** The amount against today's asking price: at least half of it, at most all of it. */
function checkAmount(amount: number, askingPrice: number) {
  const { min, max } = offerBounds(askingPrice);
  if (amount < min) throw validationError({ amount: [OFFER_MESSAGES.tooLow(min)] });
  if (amount > max) throw validationError({ amount: [OFFER_MESSAGES.tooHigh(max)] });
}

/** A post retried with its client key: the offer it made the first time. */
async function earlierPost(tx: DbOrTx, conversation: ConversationRow, side: Side, clientKey: string): Promise<MadeOffer | null> {
  const message = await messageByClientKey(tx, conversation.id, side, clientKey);
  if (!message) return null;
  const offer = message.offerId ? await findOffer(tx, message.offerId) : null;
  if (!offer) throw validationError({ client_key: ['This key was already used for another message'] });
  return {
    offer: toOffer(offer),
    message: ownMessage(message, conversation, side, toOffer(offer)),
    countered: message.body === OFFER_MESSAGES.note('countered', offer.amount),
  };
}

export async function makeOffer(ctx: AppContext, actor: Actor, conversationId: string, body: OfferBody): Promise<MadeOffer> {
  if (!isUuid(conversationId)) throw notFound(CONVERSATION_MESSAGES.notFound);
  try {
    return await ctx.events.transaction(async (w) => {
      const conversation = await lockConversation(w.tx, conversationId);
      requireAccess(actor, 'conversation.read', conversation);
      const side = sideOf(conversation, actor.id)!;
      const earlier = body.client_key ? await earlierPost(w.tx, conversation, side, body.client_key) : null;
      if (earlier) return earlier;
      const open = await openOfferOf(w.tx, conversation.id);
      if (!open) requireAccess(actor, 'offer.makeFirst', conversation);
      await requireMayAct(w.tx, conversation, actor.id);
      if (open?.madeBy === side) throw conflict(OFFER_MESSAGES.openExists);
      const listing = await findListing(w.tx, conversation.listingId);
      if (listing?.status !== PUBLIC_STATUS) throw conflict(OFFER_MESSAGES.carGone);
      checkAmount(body.amount, listing.price);

      const countered = open ? await endOffer(w.tx, open.id, 'countered') : null;
      const offer = await insertOffer(w.tx, { conversationId: conversation.id, madeBy: side, amount: body.amount, askingPrice: listing.price });
      const step = countered ? 'countered' : 'made';
      const { message } = await postMessage(w, conversation, {
        sender: side,
        senderUserId: actor.id,
        kind: 'offer',
        body: OFFER_MESSAGES.note(step, offer.amount),
        offerId: offer.id,
        clientKey: body.client_key,
      });
      await w.publish({ type: 'offer.changed', step, offer, countered, conversation, by: side });
      return { offer: toOffer(offer), message: ownMessage(message, conversation, side, toOffer(offer)), countered: !!countered };
    });
  } catch (e) {
    if (isUniqueViolation(e, 'offers_one_open_uq')) throw conflict(OFFER_MESSAGES.openExists);
    throw e;
  }
}
