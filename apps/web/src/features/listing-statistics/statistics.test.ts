import { describe, expect, it } from 'vitest';
import { chartSummary, dayLabel } from './day-chart';
import { differenceText, positionOf } from './price-spread';
import { daysOnMarketText, viewsText } from './statistics-page';

describe('listing statistics', () => {
  it('names a chart by its total and best day', () => {
    const values = [
      { day: '2026-11-23', value: 2 },
      { day: '2026-11-24', value: 5 },
      { day: '2026-11-25', value: 0 },
    ];
    expect(chartSummary('Views', values)).toBe('Views: 7 in the last 3 days, most on 24 Nov (5)');
    expect(chartSummary('Inquiries', values.map((v) => ({ ...v, value: 0 })))).toBe('Inquiries: none in the last 3 days');
    expect(dayLabel('2026-01-01')).toBe('1 Jan');
  });

  it('places prices between the ends, inside the padding', () => {
    expect(positionOf(100, 100, 200)).toBe(4);
    expect(positionOf(200, 100, 200)).toBe(96);
    expect(positionOf(150, 100, 200)).toBe(50);
    expect(positionOf(5, 5, 5)).toBe(50);
  });

  it('says how the price stands against the middle', () => {
    expect(differenceText({ difference_percent: 14, typical: 1 })).toBe('14% above the middle of similar cars');
    expect(differenceText({ difference_percent: -3, typical: 1 })).toBe('3% below the middle of similar cars');
    expect(differenceText({ difference_percent: null, typical: null })).toBeNull();
  });

  it('counts days on the market', () => {
    expect(daysOnMarketText(null)).toBe('Not on the market yet');
    expect(daysOnMarketText(0)).toBe('On the market since today');
    expect(daysOnMarketText(1)).toBe('On the market for 1 day');
    expect(daysOnMarketText(12)).toBe('On the market for 12 days');
    expect(viewsText(1)).toBe('1 view in all');
    expect(viewsText(1200)).toBe('1,200 views in all');
  });
});
