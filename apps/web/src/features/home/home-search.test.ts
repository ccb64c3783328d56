import { describe, expect, it } from 'vitest';
import { heroSearchTarget } from '@/features/home/hero-search';
import { uniqueCities } from '@/features/home/use-home-data';

describe('home search and cities', () => {
  it('goes to /buy with only the parameters given', () => {
    expect(heroSearchTarget('  ', '')).toBe('/buy');
    expect(heroSearchTarget(' swift ', '')).toBe('/buy?search=swift');
    expect(heroSearchTarget('', 'New Delhi')).toBe('/buy?city=New+Delhi');
    expect(heroSearchTarget('nexon', 'Pune')).toBe('/buy?search=nexon&city=Pune');
  });

  it('drops cities whose lower-cased name repeats', () => {
    const cities = uniqueCities([
      { id: '1', name: 'Pune', car_count: 3 },
      { id: '2', name: 'pune', car_count: 1 },
      { id: '3', name: 'Delhi', car_count: 2 },
    ]);
    expect(cities.map((c) => c.id)).toEqual(['1', '3']);
  });
});
