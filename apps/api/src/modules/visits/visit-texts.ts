// How a visit's change reads in the notifications and e-mails that follow it (issue 21): one title
// per step and one line per reader (the person who made the change reads "You …").
import { visitTimeText } from '@gaadi/domain/conversation-rules';
import type { Side } from '../conversations/conversation-records.ts';
import type { VisitStep } from './visit-events.ts';

export type VisitNews = VisitStep | 'reminder';

export const VISIT_NEWS_TITLES: Record<VisitNews, string> = {
  requested: 'Visit requested',
  proposed: 'Visit time proposed',
  confirmed: 'Visit confirmed',
  declined: 'Visit declined',
  cancelled: 'Visit cancelled',
  rescheduled: 'New visit time proposed',
  reminder: 'Visit reminder',
};

export interface VisitNewsFacts {
  news: VisitNews;
  /** Who made the change (none for a reminder), and the buyer's name as the seller knows it. */
  by: Side | null;
  buyerName: string;
  car: string;
  startsAt: Date;
  location: string;
  reason: string | null;
}

/** The line `reader` reads about the change. */
export function visitNewsLine(f: VisitNewsFacts, reader: Side): string {
  const when = visitTimeText(f.startsAt);
  const car = f.car || 'car';
  if (f.news === 'reminder') return `Reminder: your visit to see the ${car} is at ${when}${f.location ? `, ${f.location}` : ''}.`;
  const who = f.by === reader ? 'You' : f.by === 'buyer' ? f.buyerName || 'The buyer' : 'The seller';
  const what = {
    requested: `asked to see the ${car} on ${when}`,
    proposed: `proposed ${when} to see the ${car}`,
    confirmed: `confirmed the visit to see the ${car} on ${when}`,
    declined: `declined the visit to see the ${car} on ${when}`,
    cancelled: `cancelled the visit to see the ${car} on ${when}`,
    rescheduled: `asked to move the visit to see the ${car} to ${when}`,
  }[f.news];
  return `${who} ${what}${f.reason ? `: ${f.reason}` : '.'}`;
}
