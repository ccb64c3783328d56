import { z } from 'zod';
import { blankToUndefined, ok } from './envelope.ts';
import {
  BROWSE_PAGE_SIZE,
  CHOICES,
  CONTACT_TIMES,
  DEFAULT_SORT,
  FUEL_TYPES,
  MAX_PAGE_SIZE,
  SORT_VALUES,
  TRANSMISSIONS,
} from '../constants.ts';
import { isValidInquiryPhone } from '../phone.ts';

/** One format of a photo at several widths, as an <img srcset> ("…-w320.webp 320w, …"). */
export const imageSourceSchema = z.object({ type: z.enum(['image/webp', 'image/jpeg']), srcset: z.string() });

/**
 * url and thumbnail as the contract has them (2.4); photos processed since issue 12 add their
 * size, the widths they come in (sources) and a 1200×630 JPEG for link previews (og_image).
 */
export const imageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  sources: z.array(imageSourceSchema).optional(),
  og_image: z.string().optional(),
});
export type CarImage = z.infer<typeof imageSchema>;

/** One serializer for every endpoint that returns listings (contract 2.2). */
export const carSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  model: z.string(),
  car_model: z.string(),
  model_name: z.string(),
  variant: z.string(),
  year: z.number().int(),
  price: z.number().int(),
  original_price: z.number().int().nullable(),
  km_driven: z.number().int(),
  fuel_type: z.string(),
  transmission: z.string(),
  owner_number: z.string(),
  urgency: z.string(),
  accident_history: z.string(),
  exterior_condition: z.string(),
  interior_condition: z.string(),
  engine_condition: z.string(),
  city: z.string(),
  location: z.object({ city: z.string(), area: z.string(), state: z.string() }),
  address: z.string(),
  video_url: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  images: z.array(imageSchema),
  status: z.string(),
  verified: z.boolean(),
  featured: z.boolean(),
  views_count: z.number().int(),
  inquiries_count: z.number().int(),
  analytics: z.object({ total_views: z.number().int(), total_inquiries: z.number().int() }),
  seller_info: z.object({ name: z.string(), phone: z.string(), email: z.string() }).optional(),
  seller: z.object({ id: z.string(), name: z.string(), phone_number: z.string().nullable() }).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Car = z.infer<typeof carSchema>;

/** The few fields that name a listing inside another object (an inquiry's car, a notification's). */
export const carSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  year: z.number().int(),
  brand: z.string(),
  model: z.string(),
  car_model: z.string(),
  price: z.number().int(),
});

export const choicesSchema = z.object({
  owner_number: z.array(z.string()),
  fuel_type: z.array(z.string()),
  transmission: z.array(z.string()),
  urgency: z.array(z.string()),
  condition: z.array(z.string()),
  status: z.array(z.string()),
});
export const CAR_CHOICES: z.infer<typeof choicesSchema> = CHOICES;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  hasPrev: z.boolean(),
  hasNext: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function pagination(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasPrev: page > 1, hasNext: page < totalPages };
}

const q = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** GET /cars/ query (contract 4.1); the same schema validates saved-search filters. */
export const carsQuerySchema = z.object({
  search: q(z.string().trim().max(200)),
  brand: q(z.string().trim().max(100)),
  city: q(z.string().trim().max(100)),
  fuelType: q(z.enum(FUEL_TYPES, { message: `Fuel type must be one of: ${FUEL_TYPES.join(', ')}` })),
  transmission: q(z.enum(TRANSMISSIONS, { message: `Transmission must be one of: ${TRANSMISSIONS.join(', ')}` })),
  minPrice: q(z.coerce.number({ message: 'Minimum price must be a number' }).min(0, 'Minimum price cannot be negative')),
  maxPrice: q(z.coerce.number({ message: 'Maximum price must be a number' }).min(0, 'Maximum price cannot be negative')),
  year: q(z.coerce.number({ message: 'Year must be a number' }).int('Year must be a whole number').min(1900).max(2100)),
  // Unknown sort values fall back to newest first (contract 4.1).
  sortBy: z.preprocess(blankToUndefined, z.enum(SORT_VALUES).catch(DEFAULT_SORT).default(DEFAULT_SORT)),
  page: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').default(1),
  ),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .transform((v) => Math.min(v, MAX_PAGE_SIZE))
      .default(BROWSE_PAGE_SIZE),
  ),
});
export type CarsQuery = z.infer<typeof carsQuerySchema>;

export const carsFiltersSchema = z.object({
  availableBrands: z.array(z.string()),
  availableCities: z.array(z.string()),
  priceRange: z.object({ min: z.number(), max: z.number() }),
  yearRange: z.object({ min: z.number(), max: z.number() }),
});
export type CarsFilters = z.infer<typeof carsFiltersSchema>;

export const carsResponse = ok(z.object({ cars: z.array(carSchema), pagination: paginationSchema, filters: carsFiltersSchema }));
export const carResponse = ok(carSchema);

// The text lives in messages.ts (the listing page shows it too); named here for existing importers.
export { CAR_NOT_FOUND_MESSAGE } from '../messages.ts';

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email',
  message: 'Message is required',
  contactTime: 'Please choose a valid contact time',
} as const;

/** POST /cars/{id}/contact/ body (contract 4.7). */
export const contactSellerBody = z.object({
  buyer_name: z.string({ message: CONTACT_MESSAGES.name }).trim().min(1, CONTACT_MESSAGES.name).max(100, 'Name is too long'),
  buyer_phone: z
    .string({ message: CONTACT_MESSAGES.phone })
    .trim()
    .refine(isValidInquiryPhone, CONTACT_MESSAGES.phone),
  buyer_email: z
    .union([z.literal(''), z.email(CONTACT_MESSAGES.email).max(200)])
    .nullish()
    .transform((v) => v || ''),
  message: z.string({ message: CONTACT_MESSAGES.message }).trim().min(1, CONTACT_MESSAGES.message).max(2000, 'Message is too long'),
  preferred_contact_time: z.preprocess(blankToUndefined, z.enum(CONTACT_TIMES, { message: CONTACT_MESSAGES.contactTime }).default('anytime')),
});
export type ContactSellerBody = z.infer<typeof contactSellerBody>;

export const contactSellerResponse = ok(z.object({ inquiry_id: z.string(), estimated_response: z.string() }));
