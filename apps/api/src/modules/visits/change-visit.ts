// A visit's answers and changes (issue 21): the side that did not ask for the time confirms or
// declines it; either side cancels a planned visit or moves it (the old one turns 'rescheduled',
// a new 'requested' one by the mover points back to it, and the other side confirms). The
// conversation's row lock orders racing changes; each change is conditional on the status it
// leaves. Each step is a message in the thread and announces itself ('visit.changed').
import { VISIT_MESSAGES, visitTimeText, type VisitStatus } from '@gaadi/domain/conversation-rules';
import type { Visit } from '@gaadi/domain/schemas/conversations';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/database.ts';
import type { Write } from '../../platform/domain-events.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { lockConversation, postMessage, requireMayAct, sideOf, type ConversationRow, type Side } from '../conversations/conversation-records.ts';
import { slotTaken } from './book-visit.ts';
import { findVisit, insertVisit, PLANNED, setVisitStatus } from './queries.ts';
import type { VisitStep } from './visit-events.ts';
import { toVisit, visitViews, type VisitRow } from './visit-records.ts';
import { hoursOfCar } from './visit-slots.ts';
import { checkStart, endOf, inWindows } from './visit-time.ts';

export type VisitChange =
  | { action: 'confirm' }
  | { action: 'decline' | 'cancel'; reason: string }
  | { action: 'reschedule'; reason: string; starts_at: string };

export const VISIT_CHANGE_MESSAGES = {
  confirm: VISIT_MESSAGES.confirmed,
  decline: VISIT_MESSAGES.declined,
  cancel: VISIT_MESSAGES.cancelled,
  reschedule: VISIT_MESSAGES.rescheduled,
} as const;

interface Moving {
  w: Write;
  now: Date;
  conversation: ConversationRow;
  visit: VisitRow;
  side: Side;
}

/** Leaves `from` for `to`, or 409 when a racing change left it first. */
async function move(m: Moving, from: VisitStatus[], to: VisitStatus, reason?: string): Promise<VisitRow> {
  const changed = await setVisitStatus(m.w.tx, m.visit.id, from, { status: to, reason });
  if (!changed) throw conflict(from.length === 1 ? VISIT_MESSAGES.notPending : VISIT_MESSAGES.notActive);
  return changed;
}

async function apply(m: Moving, change: VisitChange): Promise<{ step: VisitStep; visit: VisitRow; previous: VisitRow | null; reason: string | null }> {
  const { visit } = m;
  switch (change.action) {
    case 'confirm': {
      // A requested time that has passed can no longer be agreed.
      if (visit.startsAt <= m.now) throw conflict(VISIT_MESSAGES.notActive);
      return { step: 'confirmed', visit: await move(m, ['requested'], 'confirmed'), previous: null, reason: null };
    }
    case 'decline':
      return { step: 'declined', visit: await move(m, ['requested'], 'declined', change.reason), previous: null, reason: change.reason };
    case 'cancel':
      return { step: 'cancelled', visit: await move(m, PLANNED, 'cancelled', change.reason), previous: null, reason: change.reason };
    case 'reschedule': {
      const start = checkStart(change.starts_at, m.now);
      const previous = await move(m, PLANNED, 'rescheduled', change.reason);
      const { windows, location } = await hoursOfCar(m.w.tx, visit.sellerId, visit.listingId);
      const moved = await insertVisit(m.w.tx, {
        conversationId: visit.conversationId,
        listingId: visit.listingId,
        sellerId: visit.sellerId,
        buyerUserId: visit.buyerUserId,
        startsAt: start,
        endsAt: endOf(start),
        status: 'requested',
        requestedBy: m.side,
        fromWindows: inWindows(windows, start),
        location: location || visit.location,
        note: visit.note,
        previousVisitId: visit.id,
      });
      return { step: 'rescheduled', visit: moved, previous, reason: change.reason };
    }
  }
}

export async function changeVisit(ctx: AppContext, actor: Actor, visitId: string, change: VisitChange, now = new Date()): Promise<Visit> {
  const found = isUuid(visitId) ? await findVisit(ctx.db, visitId) : null;
  if (!found) throw notFound(VISIT_MESSAGES.notFound);
  try {
    return await ctx.events.transaction(async (w) => {
      const conversation = await lockConversation(w.tx, found.conversationId);
      // Read again under the lock: a change committed meanwhile is seen.
      const visit = await findVisit(w.tx, found.id);
      if (!conversation || !visit) throw notFound(VISIT_MESSAGES.notFound);
      const facts = { sellerId: visit.sellerId, buyerUserId: visit.buyerUserId, requestedBy: visit.requestedBy };
      requireAccess(actor, 'visit.read', facts);
      if (change.action === 'confirm' || change.action === 'decline') {
        requireAccess(actor, 'visit.answer', facts);
        if (visit.status !== 'requested') throw conflict(VISIT_MESSAGES.notPending);
      } else if (!PLANNED.includes(visit.status as VisitStatus)) {
        throw conflict(VISIT_MESSAGES.notActive);
      }
      // Declining and cancelling only end things; a blocked or suspended person can still do that.
      if (change.action === 'confirm' || change.action === 'reschedule') await requireMayAct(w.tx, conversation, actor.id);
      const side = sideOf(visit, actor.id)!;
      const done = await apply({ w, now, conversation, visit, side }, change);
      await postMessage(w, conversation, {
        sender: side,
        senderUserId: actor.id,
        kind: 'visit',
        body: VISIT_MESSAGES.note(done.step, visitTimeText(done.visit.startsAt), done.reason),
        visitId: done.visit.id,
      });
      await w.publish({ type: 'visit.changed', step: done.step, visit: done.visit, previous: done.previous, conversation, by: side });
      const [view] = await visitViews(w.tx, [done.visit], [conversation]);
      return toVisit(view!, side);
    });
  } catch (e) {
    if (isUniqueViolation(e, 'visits_seller_slot_uq')) throw slotTaken();
    throw e;
  }
}
