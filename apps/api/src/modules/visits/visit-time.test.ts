import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { checkStart, freeSlots, inWindows, instantOf, parseStart, wallTime } from './visit-time.ts';

// Friday 27 November 2026, 09:10 in India (03:40 UTC).
const NOW = new Date('2026-11-27T03:40:00Z');
const iso = (d: Date) => d.toISOString();

const refusal = (text: string) => {
  try {
    checkStart(text, NOW);
    return null;
  } catch (e) {
    return (e as AppError).details?.starts_at;
  }
};

describe('visit times in India time', () => {
  it('reads the wall clock and turns it back into an instant', () => {
    expect(wallTime(NOW)).toMatchObject({ year: 2026, month: 11, day: 27, weekday: 5, minutes: 9 * 60 + 10 });
    expect(iso(instantOf({ year: 2026, month: 11, day: 27 }, 10 * 60 + 30))).toBe('2026-11-27T05:00:00.000Z');
    // Past midnight in India is the previous day in UTC.
    expect(wallTime(new Date('2026-11-27T19:00:00Z'))).toMatchObject({ day: 28, weekday: 6, minutes: 30 });
  });

  it('reads a time without a zone as India time, and one with a zone as it says', () => {
    expect(iso(parseStart('2026-11-28T10:30'))).toBe('2026-11-28T05:00:00.000Z');
    expect(iso(parseStart('2026-11-28T10:30:00+05:30'))).toBe('2026-11-28T05:00:00.000Z');
    expect(iso(parseStart('2026-11-28T05:00:00Z'))).toBe('2026-11-28T05:00:00.000Z');
  });

  it('gives the free 30-minute slots of the windows from an hour ahead to 14 days ahead, minus held ones', () => {
    const friday = [{ weekday: 5, start: 9 * 60, end: 11 * 60 }];
    const held = new Set([instantOf({ year: 2026, month: 12, day: 4 }, 9 * 60 + 30).getTime()]);
    const slots = freeSlots(friday, NOW, held).map(iso);
    expect(slots).toEqual([
      '2026-11-27T05:00:00.000Z', // today 10:30 India: 09:00–10:00 are less than an hour away
      '2026-12-04T03:30:00.000Z', // 09:00 (09:30 is held)
      '2026-12-04T04:30:00.000Z', // 10:00
      '2026-12-04T05:00:00.000Z', // 10:30
      '2026-12-11T03:30:00.000Z', // 09:00: the last start within 14 days (until 09:10)
    ]);
    expect(freeSlots([], NOW, new Set())).toEqual([]);
  });

  it('knows whether a visit fits a window (the whole 30 minutes)', () => {
    const w = [{ weekday: 6, start: 600, end: 660 }]; // Saturdays 10:00–11:00
    expect(inWindows(w, parseStart('2026-11-28T10:30'))).toBe(true);
    expect(inWindows(w, parseStart('2026-11-28T11:00'))).toBe(false);
    expect(inWindows(w, parseStart('2026-11-27T10:30'))).toBe(false);
  });

  it('refuses starts off the half hour, too soon, too far or unreadable', () => {
    expect(refusal('2026-11-28T10:30')).toBeNull();
    expect(refusal('2026-11-28T10:15')).toEqual(['Visits start on the hour or the half hour']);
    expect(refusal('2026-11-28T10:30:20')).toEqual(['Visits start on the hour or the half hour']);
    expect(refusal('2026-11-27T10:00')).toEqual(['Pick a time at least an hour from now']);
    expect(refusal('2026-12-11T09:30')).toEqual(['Pick a time within the next 14 days']);
    expect(refusal('2026-13-45T10:00')).toEqual(['Pick a valid date and time']);
    expect(refusal('2026-11-31T10:00')).toEqual(['Pick a valid date and time']);
  });
});
