import { describe, expect, it } from 'vitest';
import { budgets, boundsOf, budgetOf, lakhReading } from '@/features/browse/budget';

describe('budget in lakh steps', () => {
  it('offers steps from under 3 lakh to above 20 lakh, each naming its bounds in lakh', () => {
    expect(budgets().map((b) => b.label)).toEqual([
      'Under ₹3 Lakh',
      '₹3 Lakh – ₹5 Lakh',
      '₹5 Lakh – ₹8 Lakh',
      '₹8 Lakh – ₹12 Lakh',
      '₹12 Lakh – ₹20 Lakh',
      'Above ₹20 Lakh',
    ]);
  });

  it('turns a step into both price bounds and finds the step back from them', () => {
    expect(boundsOf('500000-800000')).toEqual({ minPrice: '500000', maxPrice: '800000' });
    expect(boundsOf('-300000')).toEqual({ minPrice: '', maxPrice: '300000' });
    expect(boundsOf('2000000-')).toEqual({ minPrice: '2000000', maxPrice: '' });
    expect(boundsOf('')).toEqual({ minPrice: '', maxPrice: '' });
    expect(budgetOf('500000', '800000')).toBe('500000-800000');
    expect(budgetOf('', '300000')).toBe('-300000');
    // Bounds typed by hand that are no step leave the choice empty.
    expect(budgetOf('450000', '800000')).toBe('');
    expect(budgetOf('', '')).toBe('');
  });

  it('reads a typed bound in lakh, and says nothing for no number', () => {
    expect(lakhReading('450000')).toBe('₹4.5 Lakh');
    expect(lakhReading('15000000')).toBe('₹1.5 Crore');
    expect(lakhReading('')).toBeUndefined();
    expect(lakhReading('abc')).toBeUndefined();
    expect(lakhReading('0')).toBeUndefined();
  });
});
