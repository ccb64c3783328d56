// What a thread shows besides its messages: the open and the accepted offer, the visits, and the
// offers and visits its messages are steps of (issue 21).
import type { Offer, Visit } from '@gaadi/domain/schemas/conversations';
import type { AppContext } from '../../platform/context.ts';
import type { ConversationRow, Side } from '../conversations/conversation-records.ts';

export interface ThreadExtras {
  openOffer: Offer | null;
  acceptedOffer: Offer | null;
  /** Planned and past visits, soonest first. */
  visitList: Visit[];
  offers: Map<string, Offer>;
  visits: Map<string, Visit>;
}

// WIP(issue 21): offers and visits land from their own branch; until then a thread has none.
export async function threadExtras(_ctx: AppContext, _c: ConversationRow, _side: Side): Promise<ThreadExtras> {
  return { openOffer: null, acceptedOffer: null, visitList: [], offers: new Map(), visits: new Map() };
}
