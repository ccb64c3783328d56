// The buyer books a time to see the car (issue 21): a slot of the seller's visiting hours is
// 'requested' (from_windows), any other time a proposal; either way the seller confirms or declines.
// A seller is in one place at a time: the partial unique index visits_seller_slot_uq lets one
// booking of a slot through across all their cars and conversations, and the rest are told it is
// taken. The step is a message in the thread and announces itself ('visit.changed').
import { CONVERSATION_MESSAGES, VISIT_MESSAGES, visitTimeText } from '@gaadi/domain/conversation-rules';
import type { Visit, VisitBody } from '@gaadi/domain/schemas/conversations';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/database.ts';
import { conflict, notFound, validationError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { lockConversation, messageByClientKey, postMessage, requireMayAct } from '../conversations/conversation-records.ts';
import { findListing } from '../listing-store/listing-rows.ts';
import { findVisit, insertVisit } from './queries.ts';
import type {} from './visit-events.ts'; // the events it publishes (declaration merging)
import { toVisit, visitViews } from './visit-records.ts';
import { hoursOfCar } from './visit-slots.ts';
import { checkStart, endOf, inWindows } from './visit-time.ts';

export const slotTaken = () => conflict(VISIT_MESSAGES.slotTaken);

export async function bookVisit(ctx: AppContext, actor: Actor, conversationId: string, body: VisitBody, now = new Date()): Promise<{ visit: Visit; proposed: boolean }> {
  if (!isUuid(conversationId)) throw notFound(CONVERSATION_MESSAGES.notFound);
  try {
    return await ctx.events.transaction(async (w) => {
      const conversation = await lockConversation(w.tx, conversationId);
      requireAccess(actor, 'conversation.read', conversation);
      requireAccess(actor, 'conversation.actAsBuyer', conversation);
      if (body.client_key) {
        // A retried booking: the visit it made the first time.
        const earlier = await messageByClientKey(w.tx, conversation.id, 'buyer', body.client_key);
        const visit = earlier?.visitId ? await findVisit(w.tx, earlier.visitId) : null;
        if (earlier && !visit) throw validationError({ client_key: ['This key was already used for another message'] });
        if (visit) {
          const [view] = await visitViews(w.tx, [visit], [conversation]);
          return { visit: toVisit(view!, 'buyer'), proposed: !visit.fromWindows };
        }
      }
      await requireMayAct(w.tx, conversation, actor.id);
      // The conversation closes with a sale or a removal; a car back in review can still be seen.
      if (!(await findListing(w.tx, conversation.listingId))) throw conflict(CONVERSATION_MESSAGES.closed);
      const start = checkStart(body.starts_at, now);
      const { windows, location } = await hoursOfCar(w.tx, conversation.sellerId, conversation.listingId);
      const fromWindows = inWindows(windows, start);
      const visit = await insertVisit(w.tx, {
        conversationId: conversation.id,
        listingId: conversation.listingId,
        sellerId: conversation.sellerId,
        buyerUserId: actor.id,
        startsAt: start,
        endsAt: endOf(start),
        status: 'requested',
        requestedBy: 'buyer',
        fromWindows,
        location,
        note: body.note,
      });
      const step = fromWindows ? 'requested' : 'proposed';
      await postMessage(w, conversation, {
        sender: 'buyer',
        senderUserId: actor.id,
        kind: 'visit',
        body: VISIT_MESSAGES.note(step, visitTimeText(start), body.note || null),
        visitId: visit.id,
        clientKey: body.client_key,
      });
      await w.publish({ type: 'visit.changed', step, visit, previous: null, conversation, by: 'buyer' });
      const [view] = await visitViews(w.tx, [visit], [conversation]);
      return { visit: toVisit(view!, 'buyer'), proposed: !fromWindows };
    });
  } catch (e) {
    if (isUniqueViolation(e, 'visits_seller_slot_uq')) throw slotTaken();
    throw e;
  }
}
