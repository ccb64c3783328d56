import { describe, expect, it } from 'vitest';
import { mapOwnerEdit, ownerNumber } from './owner-edit-fields.ts';
import type { ListingRow } from '../listing-store/listing-rows.ts';

const stored = {
  brandName: 'Maruti Suzuki',
  modelName: 'Swift',
  variantName: 'VXi',
  cityName: 'Pune',
  stateName: 'Maharashtra',
  area: 'Baner',
  title: '2020 Maruti Suzuki Swift VXi',
  year: 2020,
  price: 550000,
  originalPrice: null,
  kmDriven: 42000,
  fuelType: 'petrol',
  transmission: 'manual',
  ownerNumber: '1st',
  urgency: 'normal',
  accidentHistory: 'none',
  exteriorCondition: 'good',
  interiorCondition: 'good',
  engineCondition: 'good',
  description: '',
  features: ['ABS'],
  address: '',
  videoUrl: '',
} as unknown as ListingRow;

/** The listing as 6.4 returns it: what the edit screen echoes back. */
const echo = {
  id: 'x',
  title: '2020 Maruti Suzuki Swift VXi',
  brand: 'Maruti Suzuki',
  model: 'Swift',
  car_model: 'Swift',
  model_name: 'Swift',
  variant: 'VXi',
  year: 2020,
  price: 550000,
  original_price: null,
  km_driven: 42000,
  fuel_type: 'petrol',
  transmission: 'manual',
  owner_number: '1st',
  city: 'Pune',
  location: { city: 'Pune', area: 'Baner', state: 'Maharashtra' },
  features: ['ABS'],
  status: 'approved',
  images: [{ id: 'i', url: 'u', thumbnail: 't' }],
  analytics: { total_views: 1, total_inquiries: 0 },
  seller_info: { name: 'R', phone: '', email: '' },
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('mapOwnerEdit (contract 6.2)', () => {
  it('changes nothing for an unchanged echo, read-only keys included', () => {
    expect(mapOwnerEdit(echo, stored)).toEqual({ patch: {}, errors: {} });
  });

  it('lets the older form\'s key beat the echoed value', () => {
    const { patch } = mapOwnerEdit({ ...echo, make: 'Hyundai', model: 'i20', kilometers: '50,000', fuelType: 'Gasoline', ownership: 'Second Owner' }, stored);
    expect(patch).toEqual({ brand: 'Hyundai', model: 'i20', kmDriven: 50000, ownerNumber: '2nd' });
  });

  it('lets a changed snake_case value win whatever its position among the keys', () => {
    expect(mapOwnerEdit({ ...echo, brand_name: 'Maruti Suzuki', brand: 'Tata' }, stored).patch).toEqual({ brand: 'Tata' });
    expect(mapOwnerEdit({ ...echo, city_name: '', location: { ...echo.location, city: 'Mumbai' } }, stored).patch).toEqual({ city: 'Mumbai' });
  });

  it('takes the first listed key when two keys both differ', () => {
    expect(mapOwnerEdit({ model_name: 'Baleno', model: 'Dzire' }, stored).patch).toEqual({ model: 'Baleno' });
  });

  it('skips empty strings among several keys', () => {
    expect(mapOwnerEdit({ brand_name: '', make: '  ', brand: 'Maruti Suzuki' }, stored).patch).toEqual({});
  });

  it('compares names case-insensitively', () => {
    expect(mapOwnerEdit({ brand_name: 'maruti suzuki' }, stored).patch).toEqual({});
  });

  it('maps vocabulary case-insensitively and ignores unmappable values', () => {
    expect(mapOwnerEdit({ fuel_type: 'DIESEL', transmission: 'CVT' }, stored).patch).toEqual({ fuelType: 'diesel', transmission: 'automatic' });
    expect(mapOwnerEdit({ fuelType: 'Hybrid', transmission: 'Sequential' }, stored)).toEqual({ patch: {}, errors: {} });
    expect(mapOwnerEdit({ exterior_condition: 'Excellent', urgency: 'Very Urgent' }, stored).patch).toEqual({
      exteriorCondition: 'excellent',
      urgency: 'very_urgent',
    });
  });

  it('coerces numeric strings', () => {
    expect(mapOwnerEdit({ year: '2021', price: '6,00,000', original_price: '700000' }, stored).patch).toEqual({
      year: 2021,
      price: 600000,
      originalPrice: 700000,
    });
  });

  it.each([
    [{ price: 5000 }, 'price', 'Price must be between ₹10,000 and ₹1 crore'],
    [{ year: 1975 }, 'year', 'Please enter a valid year'],
    [{ kilometers: -1 }, 'kilometers', 'Kilometers cannot be negative'],
    [{ km_driven: 'lots' }, 'kilometers', 'Kilometers driven must be a number'],
    [{ video_url: 'ftp://x' }, 'video_url', 'Please enter a valid video URL'],
  ])('reports %o as an error', (body, key, message) => {
    expect(mapOwnerEdit(body, stored).errors).toEqual({ [key]: [message] });
  });

  it('keeps single-key text fields clearable', () => {
    expect(mapOwnerEdit({ description: '', title: '' }, { ...stored, description: 'old' } as ListingRow).patch).toEqual({
      description: '',
      title: '',
    });
  });

  it('maps location parts and features', () => {
    expect(mapOwnerEdit({ location: { city: 'Pune', area: 'Aundh', state: 'MH' }, features: ['ABS', 'Sunroof', 3] }, stored).patch).toEqual({
      area: 'Aundh',
      state: 'MH',
      features: ['ABS', 'Sunroof'],
    });
  });
});

describe('ownerNumber', () => {
  it.each([
    ['First Owner', '1st'],
    ['1st', '1st'],
    [1, '1st'],
    ['second', '2nd'],
    ['3rd Owner', '3rd'],
    ['Fourth Owner', '4th+'],
    ['Fourth or more', '4th+'],
    ['4th+', '4th+'],
    ['5', '4th+'],
    ['Sixth owner', '4th+'],
  ])('maps %s to %s', (input, expected) => {
    expect(ownerNumber(input)).toBe(expected);
  });

  it('refuses what is not an owner count', () => {
    expect(ownerNumber('dealer')).toBeNull();
    expect(ownerNumber('0')).toBeNull();
  });
});
