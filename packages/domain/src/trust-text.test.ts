import { describe, expect, it } from 'vitest';
import { changeDate, expectedRangeText, priceChangeLines, responseTimeText, timeOnMarketText } from './trust-text.ts';

const now = new Date('2026-11-23T12:00:00Z');

describe('seller response wording', () => {
  it('rounds minutes up to the next 5 under an hour', () => {
    expect(responseTimeText(0)).toBe('Usually replies within 5 minutes');
    expect(responseTimeText(12)).toBe('Usually replies within 15 minutes');
    expect(responseTimeText(56)).toBe('Usually replies within 1 hour');
  });
  it('rounds up to whole hours under a day', () => {
    expect(responseTimeText(60)).toBe('Usually replies within 1 hour');
    expect(responseTimeText(95)).toBe('Usually replies within 2 hours');
    expect(responseTimeText(23 * 60 + 30)).toBe('Usually replies within 1 day');
  });
  it('counts days from a day on', () => {
    expect(responseTimeText(24 * 60)).toBe('Usually replies within 1 day');
    expect(responseTimeText(50 * 60)).toBe('Usually replies within 3 days');
  });
});

describe('price change lines', () => {
  const history = [
    { price: 650_000, previous_price: null, changed_at: '2026-10-01T06:00:00Z' },
    { price: 625_000, previous_price: 650_000, changed_at: '2026-11-12T05:00:00Z' },
    { price: 630_000, previous_price: 625_000, changed_at: '2026-11-15T05:00:00Z' },
    { price: 600_000, previous_price: 630_000, changed_at: '2026-11-20T20:00:00Z' },
  ];
  it('says each drop and rise with its amount and date, newest first', () => {
    expect(priceChangeLines(history, now).map((l) => l.text)).toEqual([
      // 20:00 UTC is 01:30 on the 21st in India.
      'Price dropped ₹30,000 on 21 Nov',
      'Price raised ₹5,000 on 15 Nov',
      'Price dropped ₹25,000 on 12 Nov',
    ]);
  });
  it('says nothing for the first price alone', () => {
    expect(priceChangeLines(history.slice(0, 1), now)).toEqual([]);
  });
  it('adds the year to a change from another year', () => {
    expect(changeDate('2025-12-30T06:00:00Z', now)).toBe('30 Dec 2025');
  });
});

describe('rating and time on market', () => {
  it('names the comparables and the expected range in rupees', () => {
    expect(expectedRangeText({ comparables: 12, expected_low: 540_000, expected_high: 610_000 })).toBe('Based on 12 similar cars, expected ₹5,40,000 – ₹6,10,000');
  });
  it('counts whole days on the market', () => {
    expect(timeOnMarketText('2026-11-23T02:00:00Z', now)).toBe('On the market for less than a day');
    expect(timeOnMarketText('2026-11-22T11:00:00Z', now)).toBe('On the market for 1 day');
    expect(timeOnMarketText('2026-10-31T12:00:00Z', now)).toBe('On the market for 23 days');
  });
});
