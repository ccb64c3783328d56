import { describe, expect, it } from 'vitest';
import { buyPathFor, cleanSavedFilters, describeSavedFilters } from '@/lib/saved-search-filters';

describe('saved search filters', () => {
  it('keeps known, non-empty keys and drops the default sort', () => {
    expect(cleanSavedFilters({ brand: 'Tata', city: '', page: 2, limit: 12, sortBy: 'created_desc', minPrice: 300000, junk: 'x' })).toEqual({
      brand: 'Tata',
      minPrice: '300000',
    });
  });

  it('describes the filters in words with Indian price grouping', () => {
    expect(
      describeSavedFilters({ search: 'nexon', brand: 'Tata', city: 'Pune', fuelType: 'diesel', transmission: 'automatic', minPrice: 300000, maxPrice: 800000, year: 2020, sortBy: 'price_asc' }),
    ).toBe('“nexon” · Tata · Pune · Diesel · Automatic · ₹3,00,000 – ₹8,00,000 · Year 2020 · Price: Low to High');
    expect(describeSavedFilters({ maxPrice: 500000 })).toBe('Up to ₹5,00,000');
    expect(describeSavedFilters({ minPrice: 500000 })).toBe('From ₹5,00,000');
    expect(describeSavedFilters({})).toBe('All cars');
    expect(describeSavedFilters(null)).toBe('All cars');
  });

  it("keeps and describes issue 13's filters", () => {
    const f = { brand: 'Tata,Toyota', model: 'Nexon', bodyType: 'suv,compact_suv', minYear: 2018, maxYear: 2022, maxKm: 50000, maxOwners: 1, reduced: true };
    expect(cleanSavedFilters({ ...f, reduced: 'false' })).not.toHaveProperty('reduced');
    expect(describeSavedFilters(f)).toBe('Tata, Toyota · Nexon · SUV, Compact SUV · From 2018 · Up to 2022 · Up to 50,000 km · 1 owner · Recently reduced');
    expect(buyPathFor({ bodyType: 'suv', reduced: 'true', sortBy: 'reduced_desc' })).toBe('/buy?bodyType=suv&reduced=true&sortBy=reduced_desc');
  });

  it('reopens the search on /buy with the same filters', () => {
    expect(buyPathFor({ brand: 'Maruti Suzuki', fuelType: 'petrol', sortBy: 'price_desc' })).toBe('/buy?brand=Maruti+Suzuki&fuelType=petrol&sortBy=price_desc');
    expect(buyPathFor({ sortBy: 'created_desc' })).toBe('/buy');
  });
});
