// Visiting hours and visit times in India time (issue 21): weekly windows in minutes after midnight,
// 30-minute slots on the hour or half hour, at least VISIT_LEAD_MINUTES ahead and within
// VISIT_DAYS_AHEAD days. Pure functions of a clock, so tests pass their own `now`.
import { VISIT_DAYS_AHEAD, VISIT_LEAD_MINUTES, VISIT_MESSAGES, VISIT_MINUTES, VISIT_TIME_ZONE } from '@gaadi/domain/conversation-rules';
import { validationError } from '../../platform/errors.ts';

/** A weekly window: weekday 0 (Sunday)–6, start and end in minutes after midnight. */
export interface Window {
  weekday: number;
  start: number;
  end: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: VISIT_TIME_ZONE, timeZoneName: 'longOffset' });

/** Minutes the zone is ahead of UTC at this instant ("GMT+05:30" → 330). */
function offsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The zone's wall clock at an instant: its date, weekday and minutes after midnight. */
export function wallTime(at: Date) {
  const local = new Date(at.getTime() + offsetMinutes(at) * MINUTE);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    seconds: local.getUTCSeconds() * 1000 + local.getUTCMilliseconds(),
  };
}

/** The instant of a wall-clock time in the zone. */
export function instantOf(date: { year: number; month: number; day: number }, minutes: number): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE;
  return new Date(guess - offsetMinutes(new Date(guess)) * MINUTE);
}

/** The earliest and latest start a visit may have now. */
export function bookingRange(now: Date) {
  return { from: new Date(now.getTime() + VISIT_LEAD_MINUTES * MINUTE), to: new Date(now.getTime() + VISIT_DAYS_AHEAD * DAY) };
}

export const endOf = (start: Date) => new Date(start.getTime() + VISIT_MINUTES * MINUTE);

/** Whether a visit starting then lies inside one of the windows. */
export function inWindows(windows: Window[], start: Date): boolean {
  const w = wallTime(start);
  return windows.some((x) => x.weekday === w.weekday && w.minutes >= x.start && w.minutes + VISIT_MINUTES <= x.end);
}

/** The free slots of the windows from now to VISIT_DAYS_AHEAD days ahead, soonest first. */
export function freeSlots(windows: Window[], now: Date, held: Set<number>): Date[] {
  const { from, to } = bookingRange(now);
  const out = new Set<number>();
  for (let d = 0; d <= VISIT_DAYS_AHEAD; d++) {
    const date = wallTime(new Date(now.getTime() + d * DAY));
    for (const w of windows.filter((x) => x.weekday === date.weekday)) {
      for (let m = w.start; m + VISIT_MINUTES <= w.end; m += VISIT_MINUTES) {
        const at = instantOf(date, m).getTime();
        if (at >= from.getTime() && at <= to.getTime() && !held.has(at)) out.add(at);
      }
    }
  }
  return [...out].sort((a, b) => a - b).map((t) => new Date(t));
}

const ZONED = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?$/;

/** An ISO time; one without a zone ("2026-11-28T10:30") is India time, whatever the server's zone. */
export function parseStart(text: string): Date {
  const local = ZONED.test(text) ? null : LOCAL.exec(text);
  if (!local) return new Date(text);
  const [y, mo, d, h, mi, s, fraction] = local.slice(1).map((v) => Number(v ?? 0));
  // No rolling over: the 31st of a 30-day month or 24:00 is no time at all.
  const check = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d || check.getUTCHours() !== h || check.getUTCMinutes() !== mi) return new Date(NaN);
  return new Date(instantOf({ year: y!, month: mo!, day: d! }, h! * 60 + mi!).getTime() + (s! + fraction!) * 1000);
}

/** A requested start as the rules want it (400 with details.starts_at otherwise). */
export function checkStart(startsAt: string, now: Date): Date {
  const start = parseStart(startsAt.trim());
  const fail = (message: string) => validationError({ starts_at: [message] });
  if (Number.isNaN(start.getTime())) throw fail(VISIT_MESSAGES.badTime);
  const wall = wallTime(start);
  if (wall.minutes % VISIT_MINUTES !== 0 || wall.seconds !== 0) throw fail(VISIT_MESSAGES.halfHour);
  const { from, to } = bookingRange(now);
  if (start < from) throw fail(VISIT_MESSAGES.tooSoon);
  if (start > to) throw fail(VISIT_MESSAGES.tooFar);
  return start;
}
