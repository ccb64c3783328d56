import { describe, expect, it } from 'vitest';
import type { Car } from '@gaadi/domain/schemas/car';
import { buildUpdateBody, imageFilesError, listingFormSchema, valuesFromListing, videoFileError, type ListingFormValues } from './listing-form-schema';

const now = new Date('2025-06-01');
const valid: ListingFormValues = {
  brand_name: 'Tata',
  model_name: 'Nexon',
  variant_name: 'XZ+',
  year: '2020',
  fuel_type: 'petrol',
  transmission: 'manual',
  km_driven: '42000',
  owner_number: '1st',
  price: '550000',
  city_name: 'Pune',
  state_name: 'Maharashtra',
  area: 'Baner',
  address: '',
  urgency: 'normal',
  exterior_condition: 'good',
  interior_condition: 'good',
  engine_condition: 'good',
  accident_history: 'none',
  features: ['ABS'],
  video_url: '',
  description: '',
};
const errorsOf = (values: Partial<ListingFormValues>) => {
  const result = listingFormSchema(now).safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('older listing form validation', () => {
  it('requires every car detail the wizard requires, the owners and the city, nothing else', () => {
    const empty = { ...(Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as unknown as ListingFormValues), features: [] };
    expect(errorsOf(empty)).toEqual({
      brand_name: 'This field is required',
      model_name: 'This field is required',
      variant_name: 'This field is required',
      year: 'This field is required',
      fuel_type: 'This field is required',
      transmission: 'This field is required',
      km_driven: 'This field is required',
      owner_number: 'This field is required',
      price: 'This field is required',
      city_name: 'This field is required',
    });
  });

  it('accepts years from 1980 to next year', () => {
    expect(errorsOf({ year: '1979' })).toEqual({ year: 'Please enter a valid year' });
    expect(errorsOf({ year: '2027' })).toEqual({ year: 'Please enter a valid year' });
    expect(errorsOf({ year: '1980' })).toEqual({});
    expect(errorsOf({ year: '2026' })).toEqual({});
  });

  it('rejects negative kilometers and a price that is not above 0', () => {
    expect(errorsOf({ km_driven: '-1' })).toEqual({ km_driven: 'Kilometers cannot be negative' });
    expect(errorsOf({ km_driven: '0' })).toEqual({});
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
  const listing = {
    id: 'l1',
    brand: 'Tata',
    car_model: 'Nexon',
    model: 'Nexon',
    variant: 'XZ',
    year: 2020,
    km_driven: 42000,
    price: 550000,
    status: 'approved',
    exterior_condition: 'excellent',
    accident_history: 'minor',
    features: ['ABS', 'Sunroof'],
    video_url: 'https://youtu.be/x',
    location: { city: 'Pune', area: 'Baner', state: 'Maharashtra' },
  } as Car;

  it('prefills every field the wizard sets from the listing', () => {
    expect(valuesFromListing(listing)).toMatchObject({
      brand_name: 'Tata',
      model_name: 'Nexon',
      variant_name: 'XZ',
      year: '2020',
      km_driven: '42000',
      city_name: 'Pune',
      state_name: 'Maharashtra',
      area: 'Baner',
      exterior_condition: 'excellent',
      accident_history: 'minor',
      features: ['ABS', 'Sunroof'],
      video_url: 'https://youtu.be/x',
    });
  });

  it('sends the listing overlaid with the older form\'s keys and the wizard\'s other fields', () => {
    const body = buildUpdateBody(listing, {
      ...valid,
      model_name: 'Harrier',
      variant_name: ' XZA+ ',
      price: '900000',
      km_driven: '100',
      engine_condition: 'fair',
      features: ['Sunroof'],
      state_name: 'Karnataka',
    });
    expect(body).toMatchObject({ id: 'l1', brand: 'Tata', status: 'approved', make: 'Tata', model: 'Harrier', price: 900000, kilometers: 100, year: 2020, city: 'Pune' });
    expect(body).toMatchObject({ variant_name: 'XZA+', engine_condition: 'fair', features: ['Sunroof'], state_name: 'Karnataka', area: 'Baner', accident_history: 'none' });
  });
});
