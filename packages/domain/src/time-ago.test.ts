import { describe, expect, it } from 'vitest';
import { listedAgo, submittedAt, timeAgo } from './time-ago.ts';

const now = new Date('2025-09-30T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const H = 3_600_000;
const D = 24 * H;

describe('public "Listed" wording (days rounded up)', () => {
  it('says Yesterday for anything within 24 hours', () => {
    expect(listedAgo(ago(5 * 60_000), now)).toBe('Yesterday');
    expect(listedAgo(ago(D), now)).toBe('Yesterday');
  });
  it('says 0 days ago for exactly now', () => {
    expect(listedAgo(now, now)).toBe('0 days ago');
  });
  it('counts days, weeks, months and years', () => {
    expect(listedAgo(ago(2.5 * D), now)).toBe('3 days ago');
    expect(listedAgo(ago(7 * D), now)).toBe('1 week ago');
    expect(listedAgo(ago(20 * D), now)).toBe('2 weeks ago');
    expect(listedAgo(ago(45 * D), now)).toBe('1 month ago');
    expect(listedAgo(ago(200 * D), now)).toBe('6 months ago');
    expect(listedAgo(ago(800 * D), now)).toBe('2 years ago');
  });
  it('treats future dates alike', () => {
    expect(listedAgo(new Date(now.getTime() + 3 * D), now)).toBe('3 days ago');
  });
});

describe('seller wording (rounded down)', () => {
  it('reads Just now, minutes, hours, days, then a date', () => {
    expect(timeAgo(ago(30_000), now)).toBe('Just now');
    expect(timeAgo(ago(5 * 60_000), now)).toBe('5m ago');
    expect(timeAgo(ago(3 * H + 59 * 60_000), now)).toBe('3h ago');
    expect(timeAgo(ago(6 * D), now)).toBe('6d ago');
    expect(timeAgo(ago(8 * D), now)).toBe(ago(8 * D).toLocaleDateString());
  });
  it('formats the admin Submitted date with time', () => {
    expect(submittedAt('2025-08-30T15:45:00')).toMatch(/^Aug 30, 2025, 0?3:45 PM$/);
  });
});
