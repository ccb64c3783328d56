// Texts of conversations and visits shared by the messages screens, the seller dashboard's visits
// and the admins' report queue (issue 21).
import { VISIT_TIME_ZONE } from '@gaadi/domain/conversation-rules';
import type { Visit } from '@gaadi/domain/schemas/conversations';
import { ApiError } from '@/lib/api/client';
import { msg } from '@/lib/i18n/i18n';

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

/** A short time in India time: today "10:32 am", else "29 Nov, 10:32 am". */
export function messageTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  return dayKey.format(d) === dayKey.format(now) ? timeLabel.format(d) : `${dateLabel.format(d)}, ${timeLabel.format(d)}`;
}

/** An API error's message (or its first field's) for a toast. */
export const errorText = (e: unknown) => (e instanceof ApiError ? (e.firstDetail ?? e.message) : 'Something went wrong. Please try again.');
