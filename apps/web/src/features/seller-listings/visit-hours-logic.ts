// Visiting hours as the seller edits them (issue 21): weekly windows on the hour or half hour.
import { hhmmOf, minutesOf } from '@gaadi/domain/conversation-rules';
import { msg, t } from '@/lib/i18n/i18n';

export interface WindowDraft {
  weekday: number;
  start: string;
  end: string;
}

export const WEEKDAYS = [msg('Sunday'), msg('Monday'), msg('Tuesday'), msg('Wednesday'), msg('Thursday'), msg('Friday'), msg('Saturday')];

/** "06:00" … "24:00" every half hour, with labels in the 12-hour clock. */
export const TIMES = Array.from({ length: 49 }, (_, i) => {
  const value = hhmmOf(i * 30);
  const h = Math.floor(i / 2) % 24;
  const label = i === 48 ? msg('Midnight') : `${h % 12 || 12}:${i % 2 ? '30' : '00'} ${h < 12 ? 'am' : 'pm'}`;
  return { value: i === 48 ? '24:00' : value, label };
});

/** The windows' first problem, or null: a start before its end, no overlap on one day. */
export function windowsProblem(windows: WindowDraft[]): string | null {
  for (const w of windows) if (minutesOf(w.start) >= minutesOf(w.end)) return t('{day}: the start must be before the end', { day: t(WEEKDAYS[w.weekday]!) });
  const sorted = [...windows].sort((a, b) => a.weekday - b.weekday || minutesOf(a.start) - minutesOf(b.start));
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!;
    const b = sorted[i]!;
    if (a.weekday === b.weekday && minutesOf(b.start) < minutesOf(a.end)) return t('{day}: two windows overlap', { day: t(WEEKDAYS[a.weekday]!) });
  }
  return windows.length > 21 ? t('At most 21 windows a week') : null;
}

/** The usual first window: Saturday 10 am to 1 pm. */
export const newWindow = (after?: WindowDraft): WindowDraft => ({ weekday: after ? (after.weekday + 1) % 7 : 6, start: '10:00', end: '13:00' });
