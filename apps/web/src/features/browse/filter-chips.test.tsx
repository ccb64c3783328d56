import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import FilterChips, { activeFilterChips, QUICK_FILTERS } from '@/features/browse/filter-chips';
import { MemoryRouter } from '@/lib/memory-router';

const chipsOf = (qs: string) => activeFilterChips(new URLSearchParams(qs)).map((c) => c.label);

describe('active filter chips', () => {
  it('names every active filter, the search text included, in reading order', () => {
    expect(chipsOf('search=Swift&maxPrice=500000&fuelType=diesel&transmission=automatic&city=Pune&brand=Tata&year=2020&minPrice=100000&sortBy=price_asc&page=2')).toEqual([
      'Swift',
      'Tata',
      'Pune',
      'Diesel',
      'Automatic',
      'Min ₹1,00,000',
      'Max ₹5,00,000',
      'Year 2020',
    ]);
  });

  it("names issue 13's filters", () => {
    expect(chipsOf('bodyType=suv,compact_suv&brand=Tata,Toyota&model=Nexon&minYear=2018&maxYear=2022&maxKm=50000&maxOwners=1&reduced=true')).toEqual([
      'Tata, Toyota',
      'Nexon',
      'SUV, Compact SUV',
      'From 2018',
      'Up to 2022',
      'Up to 50,000 km',
      '1 owner',
      'Recently reduced',
    ]);
    expect(chipsOf('maxOwners=3&reduced=no')).toEqual(['Up to 3 owners']);
  });

  it('skips empty values and numbers the page would ignore', () => {
    expect(chipsOf('search=%20&minPrice=abc&year=')).toEqual([]);
  });

  it('removes a filter with its chip and toggles a quick filter', () => {
    const onChange = vi.fn();
    render(
      <MemoryRouter initialEntries={['/buy?search=Swift&fuelType=diesel']}>
        <FilterChips onChange={onChange} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Swift' }));
    expect(onChange).toHaveBeenLastCalledWith('search', '');
    expect(screen.getByRole('button', { name: 'Diesel' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Diesel' }));
    expect(onChange).toHaveBeenLastCalledWith('fuelType', '');
    fireEvent.click(screen.getByRole('button', { name: 'Under ₹5 lakh' }));
    expect(onChange).toHaveBeenLastCalledWith('maxPrice', '500000');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(QUICK_FILTERS.length - 1);
  });
});
