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
      'Min ₹1 Lakh',
      'Max ₹5 Lakh',
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
    fireEvent.click(screen.getByRole('link', { name: 'Remove Swift' }));
    expect(onChange).toHaveBeenLastCalledWith('search', '');
    expect(screen.getByRole('link', { name: 'Diesel' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Diesel' }));
    expect(onChange).toHaveBeenLastCalledWith('fuelType', '');
    fireEvent.click(screen.getByRole('link', { name: 'Under ₹5 lakh' }));
    expect(onChange).toHaveBeenLastCalledWith('maxPrice', '500000');
    const quick = screen.getByRole('group', { name: 'Quick filters' });
    expect(quick.querySelectorAll('a:not([aria-current])')).toHaveLength(QUICK_FILTERS.length - 1);
    // A click that opens another tab is left to the browser.
    onChange.mockClear();
    document.addEventListener('click', (e) => e.preventDefault(), { once: true }); // jsdom does not open tabs
    fireEvent.click(screen.getByRole('link', { name: 'Automatic' }), { ctrlKey: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('links each chip to the address it makes, so a tap works before the code is in', () => {
    render(
      <MemoryRouter initialEntries={['/buy?search=Dzire&fuelType=diesel&brand=Maruti&model=Swift&page=3']}>
        <FilterChips onChange={vi.fn()} />
      </MemoryRouter>,
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Remove Dzire')).toBe('/buy?fuelType=diesel&brand=Maruti&model=Swift');
    expect(href('Diesel')).toBe('/buy?search=Dzire&brand=Maruti&model=Swift');
    expect(href('SUV')).toBe('/buy?search=Dzire&fuelType=diesel&brand=Maruti&model=Swift&bodyType=suv%2Ccompact_suv');
    // Another brand (here none) starts the model over, as the panel does.
    expect(href('Remove Maruti')).toBe('/buy?search=Dzire&fuelType=diesel');
  });
});
