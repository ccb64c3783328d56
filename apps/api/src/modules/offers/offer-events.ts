// What an offer write announces (decision 024). The step's message in the thread announces itself
// too ('conversation.message_posted': live delivery, the unread e-mail); these say what happened to
// the offer, for followers of offers themselves (none yet: modules/listeners.ts).
import type { ConversationRow, Side } from '../conversations/conversation-records.ts';
import type { OfferRow } from './offer-records.ts';

export type OfferStep = 'made' | 'countered' | 'accepted' | 'declined' | 'withdrawn';

declare module '../../platform/domain-events.ts' {
  interface DomainEventMap {
    /** An offer was made (a counter-offer ends the one it answers: `countered`), accepted, declined or withdrawn. */
    'offer.changed': { step: OfferStep; offer: OfferRow; countered: OfferRow | null; conversation: ConversationRow; by: Side };
  }
}

export {};
