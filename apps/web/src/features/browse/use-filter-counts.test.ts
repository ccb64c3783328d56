import { describe, expect, it } from 'vitest';
import { panelCounts } from '@/features/browse/use-filter-counts';

const counts = { brands: { Tata: 2 }, cities: { Pune: 1 }, fuelTypes: { diesel: 1 }, transmissions: {}, bodyTypes: { suv: 1 } };

describe('panelCounts', () => {
  it('keeps every counted dimension, an empty one included (its options count 0)', () => {
    expect(panelCounts({ counts })).toEqual(counts);
  });

  it('leaves out the uncounted dimensions, so that their options show no number', () => {
    expect(panelCounts({ counts: { ...counts, cities: {}, bodyTypes: {} }, uncounted: ['cities', 'bodyTypes'] })).toEqual({
      brands: { Tata: 2 },
      fuelTypes: { diesel: 1 },
      transmissions: {},
    });
  });

  it('has nothing before an answer', () => {
    expect(panelCounts(undefined)).toBeUndefined();
    expect(panelCounts({})).toBeUndefined();
  });
});
