import { describe, expect, it } from 'vitest';
import type { Car } from '@gaadi/domain/schemas/car';
import { valuesFromCar } from './listing-values';

describe('values from a listing', () => {
  const car = {
    brand: 'Tata',
    car_model: 'Nexon',
    year: 2020,
    price: null,
    city: 'Pune',
    location: { city: 'Pune', area: 'Baner', state: 'Maharashtra' },
    seller_info: { name: 'Ravi', phone: '+919800000000', email: '' },
    features: ['ABS'],
  } as unknown as Partial<Car>;

  it('reads each field where the listing holds it, as text, and only the fields asked for', () => {
    expect(valuesFromCar(car, ['brand_name', 'model_name', 'year', 'price', 'city_name', 'state_name', 'sellerName', 'phoneNumber', 'features'])).toEqual({
      brand_name: 'Tata',
      model_name: 'Nexon',
      year: '2020',
      price: '',
      city_name: 'Pune',
      state_name: 'Maharashtra',
      sellerName: 'Ravi',
      phoneNumber: '+919800000000',
      features: ['ABS'],
    });
  });

  it('copies the features, so that editing them leaves the listing alone', () => {
    const { features } = valuesFromCar(car, ['features']);
    features.push('Sunroof');
    expect(car.features).toEqual(['ABS']);
  });
});
