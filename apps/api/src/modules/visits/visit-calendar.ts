// A visit as an iCalendar file (issue 21), for the calendar link and the e-mails: 30 minutes in
// India time (DTSTART;TZID=Asia/Kolkata with its VTIMEZONE), the car's title, the place. Its
// words come in the reader's language (issue 25): the visit e-mails' Hindi (platform/i18n/hindi.ts).
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { BRAND } from '@gaadi/domain/constants';
import { VISIT_TIME_ZONE } from '@gaadi/domain/conversation-rules';
import { msg, translator, type Language } from '../../platform/i18n/translate.ts';
import type { Side } from '../conversations/conversation-records.ts';
import type { VisitView } from './visit-records.ts';
import { wallTime } from './visit-time.ts';

/** India has kept +05:30 without daylight saving since 1945: one STANDARD rule describes it. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${VISIT_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * ical-generator writes a zoned time from the Date's local fields: this Date's local fields are
 * the India wall clock, whatever zone the server runs in (outside a daylight-saving gap of its own).
 */
function wallClock(at: Date): Date {
  const w = wallTime(at);
  return new Date(w.year, w.month - 1, w.day, Math.floor(w.minutes / 60), w.minutes % 60);
}

const STATUS: Record<string, ICalEventStatus> = {
  requested: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
};
/** A later state of the same visit replaces the earlier one in the calendar that imported it. */
const SEQUENCE: Record<string, number> = { requested: 0, confirmed: 1 };

export const calendarFileName = (v: VisitView) => `visit-${v.startsAt.toISOString().slice(0, 10)}-${v.id.slice(0, 8)}.ics`;

const WITH: Record<Side, string> = {
  buyer: msg('Visit with the seller, {name} ({brand}).'),
  seller: msg('Visit with the buyer, {name} ({brand}).'),
};

export function visitCalendar(v: VisitView, reader: Side, language: Language = 'en'): string {
  const t = translator(language);
  const calendar = ical({ prodId: { company: BRAND.name, product: 'visits', language: language.toUpperCase() }, method: ICalCalendarMethod.PUBLISH });
  // No zone of the calendar's own (its DTSTAMP stays in UTC); the event's zone gets its VTIMEZONE.
  calendar.timezone({ name: null, generator: (tz) => (tz === VISIT_TIME_ZONE ? VTIMEZONE : null) });
  calendar.createEvent({
    id: `visit-${v.id}@${BRAND.name.toLowerCase()}`,
    sequence: SEQUENCE[v.status] ?? 2,
    start: wallClock(v.startsAt),
    end: wallClock(v.endsAt),
    timezone: VISIT_TIME_ZONE,
    stamp: v.updatedAt,
    summary: t('See the {car}', { car: v.carTitle }),
    location: v.location || null,
    description: [
      t(WITH[reader], { name: reader === 'buyer' ? v.sellerName : v.buyerName, brand: BRAND.name }),
      v.note ? t('Note: {note}', { note: v.note }) : '',
    ]
      .filter(Boolean)
      .join('\n'),
    status: STATUS[v.status] ?? ICalEventStatus.CANCELLED,
  });
  return calendar.toString();
}
