// Texts of conversations and visits shared by the messages screens, the seller dashboard's visits
// and the admins' report queue (issue 21).
import { VISIT_TIME_ZONE, visitTimeText } from '@gaadi/domain/conversation-rules';
import type { Visit } from '@gaadi/domain/schemas/conversations';
import { ApiError } from '@/lib/api/client';
import { currentLocale, msg, t } from '@/lib/i18n/i18n';

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

/** A visit's time: "Sat, 29 Nov, 10:30 am" (the domain's), in Hindi "शनि, 29 नव॰, सुबह 10:30". */
export const visitWhen = (iso: string | Date) => (currentLocale() === 'hi' ? hindi({ weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso)) : visitTimeText(iso));

/**
 * An API error's message (or its first field's) for a toast, in the page's language: the API's
 * texts are the domain's constants (conversation-rules.ts), which the Hindi catalogue has by their
 * English text; a text it does not know (one with an amount in it) stays as the API wrote it.
 */
export const errorText = (e: unknown) => t(e instanceof ApiError ? (e.firstDetail ?? e.message) : msg('Something went wrong. Please try again.'));
