// What a thread shows besides its messages (issue 21): the open and the accepted offer, the visits,
// and the offers and visits that its messages are steps of, as the reader sees them.
import type { Offer, Visit } from '@gaadi/domain/schemas/conversations';
import type { AppContext } from '../../platform/context.ts';
import type { ConversationRow, MessageRow, Side } from '../conversations/conversation-records.ts';
import { offersByIds, offersOf, toOffer } from '../offers/offer-records.ts';
import { visitsOf } from '../visits/visit-records.ts';

export interface ThreadExtras {
  openOffer: Offer | null;
  acceptedOffer: Offer | null;
  /** Every visit of the conversation (planned, past, declined, moved), soonest first. */
  visitList: Visit[];
  offers: Map<string, Offer>;
  visits: Map<string, Visit>;
}

export async function threadExtras(ctx: AppContext, c: ConversationRow, side: Side, messages: MessageRow[]): Promise<ThreadExtras> {
  const offerIds = messages.flatMap((m) => (m.offerId ? [m.offerId] : []));
  const [current, stepOffers, visitList] = await Promise.all([offersOf(ctx.db, [c.id]), offersByIds(ctx.db, offerIds), visitsOf(ctx.db, c.id, side)]);
  const { open, accepted } = current.get(c.id)!;
  return {
    openOffer: open ? toOffer(open) : null,
    acceptedOffer: accepted ? toOffer(accepted) : null,
    visitList,
    offers: new Map([...stepOffers.values()].map((o) => [o.id, toOffer(o)])),
    visits: new Map(visitList.map((v) => [v.id, v])),
  };
}
