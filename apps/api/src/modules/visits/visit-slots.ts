// The free times to see a car (issue 21): 30-minute slots of the next VISIT_DAYS_AHEAD days in India
// time, from the car's own visiting hours or else the seller's general ones, minus the slots the
// seller holds on any of their cars and those less than VISIT_LEAD_MINUTES away.
import { VISIT_TIME_ZONE } from '@gaadi/domain/conversation-rules';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { findConversation } from '../conversations/conversation-records.ts';
import { heldSlots, hoursFor } from './queries.ts';
import { bookingRange, endOf, freeSlots, type Window } from './visit-time.ts';

/** The windows that apply to a car (its own when it has any) and where the car is seen. */
export async function hoursOfCar(db: DbOrTx, sellerId: string, listingId: string): Promise<{ windows: Window[]; location: string }> {
  const { own, general } = await hoursFor(db, sellerId, listingId);
  const hours = own?.windows.length ? own : general;
  return { windows: hours?.windows ?? [], location: hours?.location || general?.location || '' };
}

export async function visitSlots(ctx: AppContext, actor: Actor, conversationId: string, now = new Date()) {
  const conversation = isUuid(conversationId) ? await findConversation(ctx.db, conversationId) : null;
  requireAccess(actor, 'conversation.read', conversation);
  const { windows, location } = await hoursOfCar(ctx.db, conversation.sellerId, conversation.listingId);
  const { from, to } = bookingRange(now);
  const held = windows.length ? await heldSlots(ctx.db, conversation.sellerId, from, to) : new Set<number>();
  const slots = conversation.status === 'open' ? freeSlots(windows, now, held) : [];
  return {
    slots: slots.map((s) => ({ starts_at: s.toISOString(), ends_at: endOf(s).toISOString() })),
    location,
    time_zone: VISIT_TIME_ZONE,
    has_windows: windows.length > 0,
  };
}
