import { describe, expect, it } from 'vitest';
import { isAcceptedToken, STORAGE_KEYS } from './constants.ts';
import { defaultTitle, displayName, locationText } from './listing-text.ts';

describe('display name (contract 8.1)', () => {
  it('joins year, brand and the first truthy model name', () => {
    expect(displayName({ year: 2020, brand: 'Maruti Suzuki', model: '', car_model: 'Swift' })).toBe('2020 Maruti Suzuki Swift');
    expect(displayName({ brand: 'Tata', model_name: 'Nexon' })).toBe('Tata Nexon');
    expect(displayName(null)).toBe('');
  });
  it('builds the default title with the variant', () => {
    expect(defaultTitle({ year: 2020, brand: 'Maruti Suzuki', model: 'Swift', variant: 'VXi' })).toBe('2020 Maruti Suzuki Swift VXi');
  });
});

describe('location text (contract 8.2)', () => {
  it('falls back when there is no location', () => {
    expect(locationText({})).toBe('Location not specified');
  });
  it('prefers "area, city" and otherwise the city', () => {
    expect(locationText({ location: { city: 'Pune', area: 'Baner', state: 'MH' } })).toBe('Baner, Pune');
    expect(locationText({ location: { city: 'Pune', area: '', state: '' } })).toBe('Pune');
  });
});

describe('session constants', () => {
  it('accepts only tokens beginning with eyJ or admin_token_', () => {
    expect(isAcceptedToken('eyJhbGciOi')).toBe(true);
    expect(isAcceptedToken('admin_token_abc')).toBe(true);
    expect(isAcceptedToken('garbage')).toBe(false);
    expect(isAcceptedToken(null)).toBe(false);
  });
  it('prefixes the theme keys with the product name in lower case', () => {
    expect(STORAGE_KEYS.theme).toBe('gaadibazaar-theme');
    expect(STORAGE_KEYS.themeManual).toBe('gaadibazaar-theme-manual');
  });
});
