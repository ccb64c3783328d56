import { describe, expect, it } from 'vitest';
import type { Car } from '@gaadi/domain/schemas/car';
import { buildUpdateBody, imageFilesError, listingFormSchema, valuesFromListing, videoFileError, type ListingFormValues } from './listing-form-schema';

const now = new Date('2025-06-01');
const valid: ListingFormValues = {
  make: 'Tata',
  model: 'Nexon',
  year: '2020',
  fuelType: 'petrol',
  transmission: 'manual',
  kilometers: '42000',
  ownership: '1st',
  price: '550000',
  city: 'Pune',
  description: '',
};
const errorsOf = (values: Partial<ListingFormValues>) => {
  const result = listingFormSchema(now).safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('older listing form validation', () => {
  it('requires every car detail but the description', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as ListingFormValues;
    expect(errorsOf(empty)).toEqual({
      make: 'This field is required',
      model: 'This field is required',
      year: 'This field is required',
      fuelType: 'This field is required',
      transmission: 'This field is required',
      kilometers: 'This field is required',
      ownership: 'This field is required',
      price: 'This field is required',
      city: 'This field is required',
    });
  });

  it('accepts years from 1980 to next year', () => {
    expect(errorsOf({ year: '1979' })).toEqual({ year: 'Please enter a valid year' });
    expect(errorsOf({ year: '2027' })).toEqual({ year: 'Please enter a valid year' });
    expect(errorsOf({ year: '1980' })).toEqual({});
    expect(errorsOf({ year: '2026' })).toEqual({});
  });

  it('rejects negative kilometers and a price that is not above 0', () => {
    expect(errorsOf({ kilometers: '-1' })).toEqual({ kilometers: 'Kilometers cannot be negative' });
    expect(errorsOf({ kilometers: '0' })).toEqual({});
    expect(errorsOf({ price: '0' })).toEqual({ price: 'Price must be greater than 0' });
  });
});

describe('media checks', () => {
  it('accepts up to 5 images of at most 5 MB', () => {
    expect(imageFilesError([file('a.jpg', 'image/jpeg', 10)], 4)).toBeNull();
    expect(imageFilesError([file('a.jpg', 'image/jpeg', 10), file('b.jpg', 'image/jpeg', 10)], 4)).toBe('Maximum 5 images allowed');
    expect(imageFilesError([file('a.pdf', 'application/pdf', 10)], 0)).toBe('File must be an image');
    expect(imageFilesError([file('a.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)], 0)).toBe('File size must be less than 5MB');
  });

  it('accepts one video of at most 20 MB', () => {
    expect(videoFileError(file('a.mp4', 'video/mp4', 10))).toBeNull();
    expect(videoFileError(file('a.jpg', 'image/jpeg', 10))).toBe('File must be a video');
    expect(videoFileError(file('a.mp4', 'video/mp4', 20 * 1024 * 1024 + 1))).toBe('Video size must be less than 20MB');
  });
});

describe('edit body', () => {
  const listing = { id: 'l1', brand: 'Tata', car_model: 'Nexon', model: 'Nexon', year: 2020, km_driven: 42000, price: 550000, status: 'approved', location: { city: 'Pune', area: '', state: '' } } as Car;

  it('prefills the draft from the listing', () => {
    expect(valuesFromListing(listing)).toMatchObject({ make: 'Tata', model: 'Nexon', year: '2020', kilometers: '42000', city: 'Pune' });
  });

  it('sends the listing overlaid with the form fields under their own names', () => {
    const body = buildUpdateBody(listing, { ...valid, make: 'Tata', model: 'Harrier', price: '900000', kilometers: '100' });
    expect(body).toMatchObject({ id: 'l1', brand: 'Tata', status: 'approved', make: 'Tata', model: 'Harrier', price: 900000, kilometers: 100, year: 2020, city: 'Pune' });
  });
});
