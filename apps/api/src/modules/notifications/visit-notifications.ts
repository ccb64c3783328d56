// The notifications that follow a visit's changes and its reminder (issue 21), to both people, in
// the change's own transaction (decision 024). The contract's notification types do not grow: these
// are 'system' notifications whose data says what they are about.
import type { DomainEvent, Tx, Write } from '../../platform/domain-events.ts';
import type { Side } from '../conversations/conversation-records.ts';
import type {} from '../visits/visit-events.ts'; // the events it listens to (declaration merging)
import type { VisitRow } from '../visits/visit-records.ts';
import { VISIT_NEWS_TITLES, visitNewsLine, type VisitNewsFacts } from '../visits/visit-texts.ts';
import { notify } from './notify.ts';

async function tellBoth(tx: Tx, visit: VisitRow, facts: VisitNewsFacts) {
  const people: Array<[Side, string]> = [
    ['seller', visit.sellerId],
    ['buyer', visit.buyerUserId],
  ];
  for (const [side, userId] of people) {
    await notify(tx, {
      userId,
      type: 'system',
      title: VISIT_NEWS_TITLES[facts.news],
      message: visitNewsLine(facts, side),
      priority: facts.news === 'reminder' ? 'high' : 'normal',
      // No listing link: the car may be gone by the time a visit is cancelled.
      data: { kind: 'visit', visit_id: visit.id, conversation_id: visit.conversationId, car_id: visit.listingId },
    });
  }
}

export async function noticeVisitChange({ tx }: Write, e: DomainEvent<'visit.changed'>) {
  const { visit, conversation } = e;
  await tellBoth(tx, visit, {
    news: e.step,
    by: e.by,
    buyerName: conversation.buyerName,
    car: conversation.carTitle,
    startsAt: visit.startsAt,
    location: visit.location,
    reason: e.step === 'rescheduled' ? e.previous?.reason ?? null : visit.reason,
  });
}

export async function noticeVisitReminder({ tx }: Write, e: DomainEvent<'visit.reminder_due'>) {
  const { visit, conversation } = e;
  await tellBoth(tx, visit, {
    news: 'reminder',
    by: null,
    buyerName: conversation.buyerName,
    car: conversation.carTitle,
    startsAt: visit.startsAt,
    location: visit.location,
    reason: null,
  });
}
