import { describe, expect, it } from 'vitest';
import { footerCities } from '@/lib/api/footer-cities';

const city = (name: string, car_count: number) => ({ name, car_count });

describe('footer cities (issue 25)', () => {
  it('links only cities with cars: the largest markets first, then the most cars', () => {
    const cities = [city('Mumbai', 0), city('Delhi', 4), city('Pune', 12), city('Nagpur', 9), city('Jaipur', 9), city('Chennai', 0), city('Kochi', 1), city('Surat', 2)];
    expect(footerCities(cities)).toEqual(['Delhi', 'Pune', 'Jaipur', 'Nagpur', 'Surat', 'Kochi']);
    expect(footerCities(cities)).not.toContain('Mumbai');
  });

  it('keeps the markets’ order when they all have cars, and links nothing when no city has cars', () => {
    const all = ['Chennai', 'Pune', 'Hyderabad', 'Bengaluru', 'Delhi', 'Mumbai', 'Agra'].map((n) => city(n, 3));
    expect(footerCities(all)).toEqual(['Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Pune', 'Chennai']);
    expect(footerCities([city('Mumbai', 0)])).toEqual([]);
  });
});
