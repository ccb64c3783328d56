import { describe, expect, it } from 'vitest';
import { listingBody } from './listing-body';

const values = {
  brand_name: ' Tata ',
  year: '2020',
  km_driven: '',
  description: '  Two lines\nkept  ',
  features: ['ABS'],
  sellerName: ' Ravi ',
  status: 'pending',
};

describe('listing body', () => {
  it('trims names and contact but never the description', () => {
    expect(listingBody(values, { number: Number, trim: true })).toEqual({
      brand_name: 'Tata',
      year: 2020,
      km_driven: 0,
      description: '  Two lines\nkept  ',
      features: ['ABS'],
      sellerName: 'Ravi',
      status: 'pending',
    });
  });

  it('sends fields under the keys a call names and leaves out numbers it reads as undefined', () => {
    const body = listingBody(values, {
      keys: { brand_name: 'make', sellerName: 'seller_name' },
      number: (v) => (v.trim() === '' ? undefined : Number(v)),
      trim: false,
    });
    expect(body).toEqual({ make: ' Tata ', year: 2020, description: '  Two lines\nkept  ', features: ['ABS'], seller_name: ' Ravi ', status: 'pending' });
  });
});
