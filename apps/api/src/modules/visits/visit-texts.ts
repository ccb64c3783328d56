// How a visit's change reads in the notifications and e-mails that follow it (issue 21): one title
// per step and one line per reader (the person who made the change reads "You …"). The texts are the
// domain's (notification-texts.ts). The e-mails come in the reader's saved language (issue 25); the
// in-app notifications are stored in English and shown in Hindi by the web app on Hindi pages.
import { VISIT_TIME_ZONE, visitTimeText } from '@gaadi/domain/conversation-rules';
import { VISIT_NEWS_LINES, VISIT_NEWS_TITLES as TITLES, VISIT_NEWS_WORDS, VISIT_REMINDER_LINES } from '@gaadi/domain/notification-texts';
import { translator, type Language, type Translate } from '../../platform/i18n/translate.ts';
import type { Side } from '../conversations/conversation-records.ts';
import type { VisitStep } from './visit-events.ts';

export type VisitNews = VisitStep | 'reminder';

/** In English; shown through a translator in the e-mails. */
export const VISIT_NEWS_TITLES: Record<VisitNews, string> = TITLES;

const WHAT: Record<VisitStep, string> = VISIT_NEWS_LINES;

/** "Sat, 29 Nov, 10:30 am" in India time; in Hindi the same parts through Intl with hi-IN. */
export function visitTimeIn(language: Language, iso: string | Date): string {
  if (language === 'en') return visitTimeText(iso);
  const parts = { timeZone: VISIT_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' } as const;
  return new Intl.DateTimeFormat('hi-IN', parts).format(new Date(iso));
}

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

/** The line `reader` reads about the change, in the language of `t` (English by default). */
export function visitNewsLine(f: VisitNewsFacts, reader: Side, t: Translate = translator(), when = visitTimeText(f.startsAt)): string {
  const car = f.car || t(VISIT_NEWS_WORDS.car);
  if (f.news === 'reminder')
    return f.location ? t(VISIT_REMINDER_LINES.withPlace, { car, when, place: f.location }) : t(VISIT_REMINDER_LINES.withoutPlace, { car, when });
  const who = f.by === reader ? t(VISIT_NEWS_WORDS.you) : f.by === 'buyer' ? f.buyerName || t(VISIT_NEWS_WORDS.buyer) : t(VISIT_NEWS_WORDS.seller);
  const line = t(WHAT[f.news], { who, car, when });
  return f.reason ? `${line}: ${f.reason}` : t('{line}.', { line });
}
