import { describe, expect, it } from 'vitest';
import { TIMES, windowsProblem } from './visit-hours-logic';

describe('visiting hours', () => {
  it('need a start before the end and no overlap on a day', () => {
    expect(windowsProblem([{ weekday: 6, start: '10:00', end: '13:00' }])).toBeNull();
    expect(windowsProblem([{ weekday: 6, start: '13:00', end: '10:00' }])).toMatch(/Saturday/);
    expect(windowsProblem([{ weekday: 1, start: '10:00', end: '13:00' }, { weekday: 1, start: '12:00', end: '14:00' }])).toMatch(/overlap/);
  });

  it('offer the half hours from midnight to midnight, labelled in the 12-hour clock', () => {
    expect(TIMES[0]).toEqual({ value: '00:00', label: '12:00 am' });
    expect(TIMES[21]).toEqual({ value: '10:30', label: '10:30 am' });
    expect(TIMES[48]).toEqual({ value: '24:00', label: 'Midnight' });
  });
});
