// What a visit write announces (decision 024); modules/listeners.ts registers what follows: both
// people's notifications and e-mails, and the reminder job of a confirmed visit.
import type { ConversationRow, Side } from '../conversations/conversation-records.ts';
import type { VisitRow } from './visit-records.ts';

/** requested (from the visiting hours) or proposed (another time), then confirmed, declined, cancelled or rescheduled. */
export type VisitStep = 'requested' | 'proposed' | 'confirmed' | 'declined' | 'cancelled' | 'rescheduled';

declare module '../../platform/domain-events.ts' {
  interface DomainEventMap {
    /**
     * A visit was asked for, answered, cancelled or moved. `visit` is the visit as it now stands
     * (after a reschedule: the new time, `previous` the one it replaced).
     */
    'visit.changed': { step: VisitStep; visit: VisitRow; previous: VisitRow | null; conversation: ConversationRow; by: Side };
    /** A confirmed visit is VISIT_REMINDER_HOURS away (announced once, by the reminder job). */
    'visit.reminder_due': { visit: VisitRow; conversation: ConversationRow };
  }
}

export {};
