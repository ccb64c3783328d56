import { describe, expect, it } from 'vitest';
import { timeAgo } from './seller-time.ts';
import { ageOf, listedAgo, relativeAmount, relativeTime, submittedAt } from './time-ago.ts';
import { timeOnMarketText } from './trust-text.ts';

// 12:00 UTC is 17:30 in India.
const now = new Date('2025-09-30T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const M = 60_000;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime: the one wording', () => {
  it('says Just now under a minute, and at exactly now', () => {
    expect(relativeTime(now, now)).toBe('Just now');
    expect(relativeTime(ago(59_999), now)).toBe('Just now');
  });
  it('counts minutes from one minute to just under an hour', () => {
    expect(relativeTime(ago(M), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * M), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(H - 1), now)).toBe('59 minutes ago');
  });
  it('counts hours from one hour to just under a day, even across India midnight', () => {
    expect(relativeTime(ago(H), now)).toBe('1 hour ago');
    expect(relativeTime(ago(D - 1), now)).toBe('23 hours ago');
    // 23:50 India time seen at 00:10 the next day: 20 minutes, not Yesterday.
    expect(relativeTime('2025-09-30T18:20:00Z', new Date('2025-09-30T18:40:00Z'))).toBe('20 minutes ago');
  });
  it('counts India calendar days from a full day on', () => {
    expect(relativeTime(ago(D), now)).toBe('Yesterday');
    // 00:10 India time on the 29th seen at 23:50 on the 30th: still one calendar day.
    expect(relativeTime('2025-09-28T18:40:00Z', new Date('2025-09-30T18:20:00Z'))).toBe('Yesterday');
    // 23:00 India time on the 28th seen at 00:30 on the 30th (25.5 hours): two calendar days.
    expect(relativeTime('2025-09-28T17:30:00Z', new Date('2025-09-29T19:00:00Z'))).toBe('2 days ago');
    expect(relativeTime(ago(6 * D), now)).toBe('6 days ago');
  });
  it('goes on with weeks, months and years on the public side', () => {
    expect(relativeTime(ago(7 * D), now)).toBe('1 week ago');
    expect(relativeTime(ago(29 * D), now)).toBe('4 weeks ago');
    expect(relativeTime(ago(30 * D), now)).toBe('1 month ago');
    expect(relativeTime(ago(364 * D), now)).toBe('12 months ago');
    expect(relativeTime(ago(365 * D), now)).toBe('1 year ago');
    expect(relativeTime(ago(800 * D), now)).toBe('2 years ago');
  });
  it('shows an India date past a week on the seller side', () => {
    expect(timeAgo(ago(6 * D), now)).toBe('6 days ago');
    expect(timeAgo(ago(7 * D), now)).toBe('23 Sept');
    // 20:00 UTC on 1 Sep is already 2 Sep in India.
    expect(timeAgo('2025-09-01T20:00:00Z', now)).toBe('2 Sept');
    expect(timeAgo('2024-12-31T20:00:00Z', now)).toBe('1 Jan');
    expect(timeAgo('2024-12-31T18:00:00Z', now)).toBe('31 Dec 2024');
  });
  it('treats a time a little ahead of the clock alike, and says so for a bad date', () => {
    expect(relativeTime(new Date(now.getTime() + 30_000), now)).toBe('Just now');
    expect(relativeTime('not a date', now)).toBe('Invalid Date');
  });
});

describe('the listing page says the same thing twice', () => {
  it('reads a listing a few minutes old as minutes, not Yesterday', () => {
    expect(listedAgo(ago(5 * M), now)).toBe('5 minutes ago');
    expect(timeOnMarketText(ago(5 * M).toISOString(), now)).toBe('On the market for less than a day');
  });
  it('writes Listed in a sentence', () => {
    expect(listedAgo(ago(10_000), now)).toBe('just now');
    expect(listedAgo(ago(D + H), now)).toBe('yesterday');
    expect(listedAgo(ago(3 * D), now)).toBe('3 days ago');
  });
  it('agrees with "On the market for" at every age from seconds to a year', () => {
    for (let ms = 0; ms < 400 * D; ms += 37 * M + 13_000) {
      const then = ago(ms);
      const listed = listedAgo(then, now);
      const market = timeOnMarketText(then.toISOString(), now);
      const { days } = ageOf(then, now);
      if (/just now|minute|hour/.test(listed)) expect(market).toBe('On the market for less than a day');
      else if (listed === 'yesterday') expect(market).toBe('On the market for 1 day');
      else if (/days ago/.test(listed)) expect(market).toBe(`On the market for ${listed.replace(' ago', '')}`);
      else expect(market).toBe(`On the market for ${days} days`);
      expect(days >= 7 || /minute|hour|just now|yesterday|days ago/.test(listed)).toBe(true);
    }
  });
});

describe('seller wording', () => {
  it('is the same wording as the public side under a week', () => {
    expect(timeAgo(ago(30_000), now)).toBe('Just now');
    expect(timeAgo(ago(5 * M), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * H + 59 * M), now)).toBe('3 hours ago');
    expect(timeAgo(ago(D), now)).toBe('Yesterday');
    expect(timeAgo(ago(6 * D), now)).toBe('6 days ago');
  });
  it('formats the admin Submitted date with time', () => {
    expect(submittedAt('2025-08-30T15:45:00')).toMatch(/^Aug 30, 2025, 0?3:45 PM$/);
  });
});

describe('relativeAmount: the one wording\'s amount and unit, for Intl in another language', () => {
  const now = new Date('2026-11-25T11:00:00Z');
  const ago = (m: number) => new Date(now.getTime() - m * 60_000);
  it('counts as relativeTime does', () => {
    expect(relativeAmount(ago(0.5), now)).toEqual([0, 'second']);
    expect(relativeAmount(ago(5), now)).toEqual([5, 'minute']);
    expect(relativeAmount(ago(36 * 60), now)).toEqual([1, 'day']);
    expect(relativeAmount(ago(10 * 24 * 60), now)).toEqual([1, 'week']);
  });
});
