import { describe, expect, it } from 'vitest';
import type { PublicCar } from '@/lib/api/cars';
import { compareMarks, featureRows, parseCompareIds, specRows } from '@/features/compare/compare-rows';

const car = (id: string, over: Partial<PublicCar> = {}): PublicCar => ({
  id,
  price: 500_000,
  km_driven: 40_000,
  year: 2020,
  fuel_type: 'petrol',
  transmission: 'manual',
  owner_number: '1st',
  body_type: 'hatchback',
  variant: 'VXi',
  exterior_condition: 'good',
  interior_condition: 'good',
  engine_condition: 'good',
  accident_history: 'none',
  location: { city: 'Pune', area: '', state: 'Maharashtra' },
  features: ['ABS'],
  ...over,
});

const rowOf = (cars: PublicCar[], label: string) => specRows(cars).find((r) => r.label === label)!;

describe('specRows', () => {
  it('aligns every specification of each car in one row, in the cars’ order', () => {
    const rows = specRows([car('a'), car('b', { price: 650_000, fuel_type: 'diesel', body_type: 'suv' })]);
    expect(rows.map((r) => r.label)).toEqual([
      'Price',
      'EMI from',
      'Year',
      'Kilometers Driven',
      'Fuel Type',
      'Transmission',
      'Owners',
      'Body Type',
      'Variant',
      'Exterior Condition',
      'Interior Condition',
      'Engine Condition',
      'Accident History',
      'City',
    ]);
    expect(rows[0]!.values).toEqual(['₹5,00,000', '₹6,50,000']);
    expect(rows[1]!.values).toEqual(['₹8,207/month', '₹10,669/month']);
    expect(rowOf([car('a'), car('b', { body_type: 'suv' })], 'Body Type').values).toEqual(['Hatchback', 'SUV']);
  });

  it('marks a row as differing only when the values differ', () => {
    const cars = [car('a'), car('b', { fuel_type: 'diesel' }), car('c')];
    expect(rowOf(cars, 'Fuel Type').differs).toBe(true);
    expect(rowOf(cars, 'Year').differs).toBe(false);
    expect(rowOf([car('a')], 'Fuel Type').differs).toBe(false);
  });

  it('shows a dash for a missing value, which differs from a present one', () => {
    const row = rowOf([car('a'), car('b', { variant: '' })], 'Variant');
    expect(row.values).toEqual(['VXi', '—']);
    expect(row.differs).toBe(true);
  });
});

describe('featureRows', () => {
  it('lists the union of features with Yes or Not listed per car, never a No the seller did not say', () => {
    const rows = featureRows([car('a', { features: ['ABS', 'Sunroof'] }), car('b', { features: ['ABS'] })]);
    expect(rows).toEqual([
      { label: 'ABS', values: ['Yes', 'Yes'], differs: false },
      { label: 'Sunroof', values: ['Yes', 'Not listed'], differs: true },
    ]);
    expect(rows.flatMap((r) => r.values)).not.toContain('No');
  });
});

describe('compareMarks', () => {
  it('marks the cheapest car and the one with the fewest kilometres', () => {
    const marks = compareMarks([car('a', { price: 700_000, km_driven: 10_000 }), car('b', { price: 450_000, km_driven: 80_000 }), car('c', { price: 600_000, km_driven: 30_000 })]);
    expect([...marks.cheapest]).toEqual(['b']);
    expect([...marks.lowestKm]).toEqual(['a']);
  });

  it('marks every car of a tie, and none when only one car is compared', () => {
    expect([...compareMarks([car('a'), car('b')]).cheapest]).toEqual(['a', 'b']);
    expect(compareMarks([car('a')]).cheapest.size).toBe(0);
  });

  it('ignores cars without a price', () => {
    expect([...compareMarks([car('a', { price: 0 }), car('b', { price: 900_000 })]).cheapest]).toEqual(['b']);
  });
});

describe('parseCompareIds', () => {
  it('takes at most three distinct ids', () => {
    expect(parseCompareIds('a, b,,a,c,d')).toEqual(['a', 'b', 'c']);
    expect(parseCompareIds(null)).toEqual([]);
  });
});
