import { describe, expect, it } from 'vitest';
import { filterFeatures } from './feature-picker';
import { yearOptions } from './listing-field-values';

const catalogue = {
  Safety: [
    { name: 'ABS', icon: null, description: '' },
    { name: 'Rear Camera', icon: null, description: '' },
  ],
  'Comfort & Convenience': [{ name: 'Panoramic Sunroof', icon: null, description: '' }],
};

describe('feature filter', () => {
  it('keeps every category and feature for an empty query', () => {
    expect(filterFeatures(catalogue, '  ').map(([c, items]) => [c, items.length])).toEqual([
      ['Safety', 2],
      ['Comfort & Convenience', 1],
    ]);
  });
  it('matches feature names case-insensitively and drops empty categories', () => {
    expect(filterFeatures(catalogue, 'CAMERA')).toEqual([['Safety', [catalogue.Safety[1]]]]);
  });
  it('keeps a whole category whose name matches', () => {
    expect(filterFeatures(catalogue, 'comfort')).toEqual([['Comfort & Convenience', catalogue['Comfort & Convenience']]]);
  });
});

describe('year options', () => {
  const now = new Date('2026-06-01');
  it('offer the current year and the 29 before it, newest first', () => {
    const years = yearOptions(undefined, now).map((o) => o.value);
    expect(years).toHaveLength(30);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1997');
  });
  it('keep a listing\'s older year choosable', () => {
    expect(yearOptions('1990', now).at(-1)).toEqual({ value: '1990', label: '1990' });
    expect(yearOptions('2020', now)).toHaveLength(30);
  });
});
