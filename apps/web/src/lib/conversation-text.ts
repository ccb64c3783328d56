// Texts of conversations and visits shared by the messages screens, the seller dashboard's visits
// and the admins' report queue (issue 21).
import { VISIT_TIME_ZONE, visitTimeText } from '@gaadi/domain/conversation-rules';
import type { Visit } from '@gaadi/domain/schemas/conversations';
import { ApiError } from '@/lib/api/client';
import { currentLocale, msg } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';

export const VISIT_STATUS_LABELS: Record<Visit['status'], string> = {
  requested: msg('Waiting for an answer'),
  confirmed: msg('Confirmed'),
  declined: msg('Declined'),
  cancelled: msg('Cancelled'),
  rescheduled: msg('Moved'),
};

const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: VISIT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeLabel = new Intl.DateTimeFormat('en-IN', { timeZone: VISIT_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const dateLabel = new Intl.DateTimeFormat('en-IN', { timeZone: VISIT_TIME_ZONE, day: 'numeric', month: 'short' });
/**
 * Hindi times say the part of the day ("सुबह 10:30", "शाम 5:30") where English says "am"/"pm":
 * Intl with hi-IN and dayPeriod, so no table of Hindi words is shipped.
 */
const hindi = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('hi-IN', { timeZone: VISIT_TIME_ZONE, hour: 'numeric', minute: '2-digit', dayPeriod: 'short', ...options });

/** A short time in India time: today "10:32 am", else "29 Nov, 10:32 am" (Hindi: "सुबह 10:32", "29 नव॰, सुबह 10:32"). */
export function messageTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const today = dayKey.format(d) === dayKey.format(now);
  if (currentLocale() === 'hi') return hindi(today ? {} : { day: 'numeric', month: 'short' }).format(d);
  return today ? timeLabel.format(d) : `${dateLabel.format(d)}, ${timeLabel.format(d)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * "Sat, 29 Nov, 10:30 am" (the API's notes and notifications say a visit's time in English) back to
 * its moment, the year taken from when it was written (a visit is within 14 days of that).
 */
export function readWhen(when: string, written: string): Date | null {
  const m = /^[A-Z][a-z]{2}, (\d{1,2}) ([A-Z][a-z]{2}), (\d{1,2}):(\d{2}) ([ap]m)$/.exec(when);
  const month = m ? MONTHS.indexOf(m[2]!) : -1;
  if (!m || month < 0) return null;
  const hour = (Number(m[3]) % 12) + (m[5] === 'pm' ? 12 : 0);
  const at = (year: number) => new Date(Date.UTC(year, month, Number(m[1]), hour, Number(m[4])) - 330 * 60_000);
  const from = new Date(written);
  const date = at(from.getUTCFullYear());
  // Written in late December about a day in January.
  return date.getTime() < from.getTime() - 60 * 86_400_000 ? at(from.getUTCFullYear() + 1) : date;
}

/** A visit's time: "Sat, 29 Nov, 10:30 am" (the domain's), in Hindi "शनि, 29 नव॰, सुबह 10:30". */
export const visitWhen = (iso: string | Date) => (currentLocale() === 'hi' ? hindi({ weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso)) : visitTimeText(iso));

/**
 * An API error's message (or its first field's) for a toast, in the page's language: the API's
 * texts are the domain's constants (conversation-rules.ts), which the Hindi catalogue has by their
 * English text, or read by their pattern when they hold a value ("An offer must be at least
 * ₹3,00,000, half the asking price": lib/i18n/server-text.ts); a text no catalogue knows stays as
 * the API wrote it.
 */
export const errorText = (e: unknown) => serverText(e instanceof ApiError ? (e.firstDetail ?? e.message) : msg('Something went wrong. Please try again.'));
