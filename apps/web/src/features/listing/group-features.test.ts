import { describe, expect, it } from 'vitest';
import { groupFeatures } from '@/features/listing/group-features';

const catalogue = {
  Safety: [
    { name: 'ABS', icon: null, description: '' },
    { name: 'Airbags', icon: null, description: '' },
  ],
  Comfort: [{ name: 'Sunroof', icon: '☀️', description: '' }],
};

describe('groupFeatures', () => {
  it('puts each feature under its catalogue category, in the catalogue order', () => {
    expect(groupFeatures(['Sunroof', 'abs', 'Airbags'], catalogue)).toEqual([
      { category: 'Safety', names: ['abs', 'Airbags'] },
      { category: 'Comfort', names: ['Sunroof'] },
    ]);
  });

  it('puts names the catalogue does not know under Other, and everything there without a catalogue', () => {
    expect(groupFeatures(['ABS', 'Roof rails'], catalogue)).toEqual([
      { category: 'Safety', names: ['ABS'] },
      { category: 'Other', names: ['Roof rails'] },
    ]);
    expect(groupFeatures(['ABS', 'ABS', ''], undefined)).toEqual([{ category: 'Other', names: ['ABS'] }]);
  });
});
