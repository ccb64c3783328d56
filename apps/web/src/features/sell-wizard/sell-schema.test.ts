import { describe, expect, it } from 'vitest';
import { yearChoices } from '@/ui/listing-fields/listing-field-values';
import { defaultSellValues, stepOfField, validateStep, type SellValues } from './sell-schema';

const filled = (patch: Partial<SellValues> = {}): SellValues => ({
  ...defaultSellValues({ name: 'Ravi', phone_number: '+919800000000', email: 'ravi@example.com' }),
  brand_name: 'Tata',
  model_name: 'Nexon',
  variant_name: 'XZ+',
  year: '2020',
  fuel_type: 'petrol',
  transmission: 'manual',
  km_driven: '42000',
  price: '550000',
  ...patch,
});

describe('validateStep', () => {
  it('lists every required car detail of step 1 with the spec messages', () => {
    expect(validateStep(1, defaultSellValues(null))).toEqual({
      brand_name: 'Brand is required',
      model_name: 'Model is required',
      variant_name: 'Variant is required',
      year: 'Year is required',
      fuel_type: 'Fuel type is required',
      transmission: 'Transmission is required',
      km_driven: 'Kilometers driven is required',
    });
  });

  it('treats blank text as missing', () => {
    expect(validateStep(1, filled({ brand_name: '   ' }))).toEqual({ brand_name: 'Brand is required' });
  });

  it('reports only the current step', () => {
    const values = filled({ price: '', phoneNumber: '' });
    expect(validateStep(1, values)).toEqual({});
    expect(validateStep(2, values)).toEqual({ price: 'Price is required' });
    expect(validateStep(3, values)).toEqual({ phoneNumber: 'Phone number is required' });
  });

  it('accepts prices from ₹10,000 to ₹1 crore only', () => {
    const range = 'Price must be between ₹10,000 and ₹1 crore';
    expect(validateStep(2, filled({ price: '9999' }))).toEqual({ price: range });
    expect(validateStep(2, filled({ price: '10000001' }))).toEqual({ price: range });
    expect(validateStep(2, filled({ price: 'abc' }))).toEqual({ price: range });
    expect(validateStep(2, filled({ price: '10000' }))).toEqual({});
    expect(validateStep(2, filled({ price: '10000000' }))).toEqual({});
  });

  it('enforces nothing on the photos step', () => {
    expect(validateStep(4, defaultSellValues(null))).toEqual({});
  });

  it('does not require name or city although they are starred', () => {
    expect(validateStep(3, filled({ sellerName: '', city_name: '' }))).toEqual({});
  });
});

describe('stepOfField', () => {
  it('places server detail keys on the step showing them', () => {
    expect(stepOfField('brand_name')).toBe(1);
    expect(stepOfField('exterior_condition')).toBe(2);
    expect(stepOfField('city_name')).toBe(3);
    expect(stepOfField('contact')).toBe(3);
    expect(stepOfField('image_ids')).toBe(4);
  });
});

describe('defaults', () => {
  it('prefills contact from the user and uses the spec defaults', () => {
    const v = defaultSellValues({ name: 'Asha', phone_number: '+919812345678', email: null });
    expect(v).toMatchObject({
      sellerName: 'Asha',
      phoneNumber: '+919812345678',
      email: '',
      owner_number: '1st',
      exterior_condition: 'good',
      interior_condition: 'good',
      engine_condition: 'good',
      accident_history: 'none',
      urgency: 'normal',
    });
  });

  it('offers the current year and the 29 before it', () => {
    const years = yearChoices(new Date('2025-06-01'));
    expect(years).toHaveLength(30);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1996);
  });
});
