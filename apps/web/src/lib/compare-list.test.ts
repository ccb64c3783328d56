import { afterEach, describe, expect, it } from 'vitest';
import { clearCompare, compareList, comparePath, removeFromCompare, toggleCompare } from '@/lib/compare-list';

const car = (id: string) => ({ id, title: `Car ${id}`, price: 400_000 });

describe('compare list', () => {
  afterEach(() => clearCompare());

  it('adds up to three cars and says when it is full', () => {
    expect(['a', 'b', 'c'].map((id) => toggleCompare(car(id)))).toEqual(['added', 'added', 'added']);
    expect(toggleCompare(car('d'))).toBe('full');
    expect(compareList.read().map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('removes a car chosen already, and survives a reload (localStorage)', () => {
    toggleCompare(car('a'));
    toggleCompare(car('b'));
    expect(toggleCompare(car('a'))).toBe('removed');
    expect(JSON.parse(localStorage.getItem('gaadibazaar-compare')!)).toEqual([{ id: 'b', title: 'Car b', price: 400_000 }]);
    removeFromCompare('b');
    expect(compareList.read()).toEqual([]);
  });

  it('makes a shareable address', () => {
    expect(comparePath(['a', 'b'])).toBe('/compare?ids=a,b');
  });
});
