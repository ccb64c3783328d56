// Rules of a listing's fields and the messages they raise (seller-admin spec sections 5 and 9,
// contract 6.1). No zod here: the API's schemas and the web app's forms both use these, and the
// web bundle takes them without the schema library.
import { LIMITS, PRICE_MAX, PRICE_MIN, YEAR_MIN } from './constants.ts';

export const LISTING_MESSAGES = {
  invalid: 'Invalid listing data',
  brand: 'Brand is required',
  model: 'Model is required',
  variant: 'Variant is required',
  city: 'City is required',
  year: 'Year is required',
  yearRange: 'Please enter a valid year',
  fuel: 'Fuel type is required',
  transmission: 'Transmission is required',
  km: 'Kilometers driven is required',
  kmNegative: 'Kilometers cannot be negative',
  kmTooHigh: 'Kilometers driven is too high',
  originalPriceTooHigh: 'Original price is too high',
  price: 'Price is required',
  priceRange: 'Price must be between ₹10,000 and ₹1 crore',
  phone: 'Phone number is required',
  email: 'Please enter a valid email',
  videoUrl: 'Please enter a valid video URL',
  contact: 'Contact details must be an object with sellerName and phoneNumber',
  tooManyImages: `Maximum ${LIMITS.maxImagesPerListing} images allowed`,
  imageIds: 'Images must be uploaded by you and not yet used in another listing',
  features: 'Features must be a list of feature names',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  mustBeNumber: (label: string) => `${label} must be a number`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
  oneOf: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}`,
} as const;

export const nextYear = (now: Date = new Date()) => now.getFullYear() + 1;
/** From 1980 to next year (`now` only for tests and callers with their own clock). */
export const isValidYear = (y: number, now?: Date) => y >= YEAR_MIN && y <= nextYear(now);
export const isValidPrice = (p: number) => p >= PRICE_MIN && p <= PRICE_MAX;
export const KM_MAX = 5_000_000;
/** Far above any car, well inside PostgreSQL's integer column. */
export const ORIGINAL_PRICE_MAX = 2_000_000_000;

/** "" or an http(s) URL: anything else would become a link on the listing page. */
export function isValidVideoUrl(v: string): boolean {
  if (v === '') return true;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
