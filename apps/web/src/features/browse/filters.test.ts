import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToApiQuery,
  filtersToParams,
  hasActiveFilters,
  resultRange,
  showingText,
  availableText,
  withChange,
} from '@/features/browse/filters';
import { toggled } from '@/features/browse/list-filters';

const parse = (qs: string) => filtersFromParams(new URLSearchParams(qs));

describe('browse filters and the address', () => {
  it('reads every parameter', () => {
    const f = parse('search=swift&brand=Tata&fuelType=diesel&transmission=manual&minPrice=100000&maxPrice=900000&city=Pune&year=2020&sortBy=price_asc&page=3');
    expect(f).toEqual({
      search: 'swift',
      brand: 'Tata',
      fuelType: 'diesel',
      transmission: 'manual',
      minPrice: '100000',
      maxPrice: '900000',
      city: 'Pune',
      year: '2020',
      ...{ bodyType: '', model: '', minYear: '', maxYear: '', maxKm: '', maxOwners: '', reduced: '' },
      sortBy: 'price_asc',
      page: 3,
    });
  });

  it("reads, writes and sends issue 13's filters after the spec's", () => {
    const f = parse('brand=Tata,Toyota&city=Pune,Delhi&bodyType=suv,compact_suv&model=Nexon&minYear=2018&maxYear=2022&maxKm=50000&maxOwners=2&reduced=true&fuelType=diesel');
    expect(f).toMatchObject({ brand: 'Tata,Toyota', city: 'Pune,Delhi', bodyType: 'suv,compact_suv', model: 'Nexon', minYear: '2018', maxYear: '2022', maxKm: '50000', maxOwners: '2', reduced: 'true' });
    expect(filtersToParams(f).toString()).toBe(
      'brand=Tata%2CToyota&fuelType=diesel&city=Pune%2CDelhi&bodyType=suv%2Ccompact_suv&model=Nexon&minYear=2018&maxYear=2022&maxKm=50000&maxOwners=2&reduced=true',
    );
    expect(filtersToApiQuery(f)).toMatchObject({ minYear: 2018, maxYear: 2022, maxKm: 50000, maxOwners: 2, reduced: 'true', bodyType: 'suv,compact_suv' });
    expect(parse('reduced=yes&maxKm=lots').reduced).toBe('');
    expect(parse('maxKm=lots').maxKm).toBe('');
  });

  it('starts the model over when the brand changes, and toggles one of several values', () => {
    const f = parse('brand=Tata&model=Nexon');
    expect(withChange(f, 'brand', 'Hyundai').model).toBe('');
    expect(withChange(f, 'city', 'Pune').model).toBe('Nexon');
    expect(toggled('Tata,Toyota', 'toyota')).toBe('Tata');
    expect(toggled('Tata', 'Kia')).toBe('Tata,Kia');
    expect(toggled('', 'suv')).toBe('suv');
  });

  it('defaults an unknown sort, a bad page and non-numeric prices', () => {
    const f = parse('sortBy=cheapest&page=zero&minPrice=abc&year=new');
    expect(f.sortBy).toBe('created_desc');
    expect(f.page).toBe(1);
    expect(f.minPrice).toBe('');
    expect(f.year).toBe('');
  });

  it('omits the default sort, page 1 and empty values from the address', () => {
    expect(filtersToParams({ ...EMPTY_FILTERS, search: ' ', city: 'Pune' }).toString()).toBe('city=Pune');
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('writes a non-default sort and page', () => {
    expect(filtersToParams({ ...EMPTY_FILTERS, brand: 'Maruti Suzuki', sortBy: 'km_asc', page: 2 }).toString()).toBe(
      'brand=Maruti+Suzuki&sortBy=km_asc&page=2',
    );
  });

  it('round-trips through the address', () => {
    const f = { ...EMPTY_FILTERS, search: 'nexon ev', fuelType: 'electric', maxPrice: '1500000', sortBy: 'year_desc' as const, page: 4 };
    expect(filtersFromParams(filtersToParams(f))).toEqual(f);
  });

  it('always sends sortBy, page and limit 12 to the API and drops empty filters', () => {
    expect(filtersToApiQuery(EMPTY_FILTERS)).toEqual({ sortBy: 'created_desc', page: 1, limit: 12 });
    expect(filtersToApiQuery({ ...EMPTY_FILTERS, minPrice: '200000', city: 'Delhi', page: 2 })).toEqual({
      minPrice: 200000,
      city: 'Delhi',
      sortBy: 'created_desc',
      page: 2,
      limit: 12,
    });
  });

  it('returns to page 1 when a filter or the sort changes, not when the page does', () => {
    const onPage3 = { ...EMPTY_FILTERS, page: 3 };
    expect(withChange(onPage3, 'brand', 'Tata').page).toBe(1);
    expect(withChange(onPage3, 'sortBy', 'price_desc').page).toBe(1);
    expect(withChange(onPage3, 'page', 4).page).toBe(4);
  });

  it('knows when any filter is set', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sortBy: 'price_asc' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, year: '2019' })).toBe(true);
  });

  it('computes the "Showing X - Y of N" range', () => {
    expect(resultRange({ page: 1, limit: 12, total: 37 })).toEqual({ from: 1, to: 12, total: 37 });
    expect(resultRange({ page: 4, limit: 12, total: 37 })).toEqual({ from: 37, to: 37, total: 37 });
    expect(resultRange({ page: 1, limit: 12, total: 0 })).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('count texts (public-side 2, issue 13)', () => {
  it('keeps the plural wording and writes one car in the singular', () => {
    expect(availableText(72)).toBe('72 cars available');
    expect(availableText(1)).toBe('1 car available');
    expect(showingText({ from: 13, to: 24, total: 72 })).toBe('Showing 13 - 24 of 72 cars');
    expect(showingText({ from: 1, to: 1, total: 1 })).toBe('Showing 1 - 1 of 1 car');
  });
});
