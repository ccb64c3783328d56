import { z } from 'zod';
import { blankToUndefined, limitNumber, ok, pageNumber } from './envelope.ts';
import {
  BODY_TYPES,
  BROWSE_PAGE_SIZE,
  CHOICES,
  CONTACT_TIMES,
  DEFAULT_SORT,
  FUEL_TYPES,
  MAX_OWNERS_LIMIT,
  MAX_PAGE_SIZE,
  SORT_VALUES,
  TRANSMISSIONS,
} from '../constants.ts';
import { isValidInquiryPhone } from '../phone.ts';
import { CONTACT_MESSAGES } from '../contact-messages.ts';
import { priceHistoryEntrySchema, priceRatingSchema, sellerResponseSchema, verificationSchema } from './trust.ts';

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

/** How a card or a listing names its dealer (issue 22): business name and public page slug. */
export const dealerRefSchema = z.object({ name: z.string(), slug: z.string() });
export type DealerRef = z.infer<typeof dealerRefSchema>;

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
  // Added fields (issues 13 and 15), optional while serializers are taught to fill them.
  /** The catalogue model's body type (BODY_TYPES), null when the model has none. */
  body_type: z.string().nullable().optional(),
  /** How many photos the listing has (cards carry only the first). */
  images_count: z.number().int().optional(),
  /** Fair-price rating; null with too few comparables. */
  price_rating: priceRatingSchema.nullable().optional(),
  /** Listing detail only: every price the listing has had, oldest first. */
  price_history: z.array(priceHistoryEntrySchema).optional(),
  /** Listing detail only: what was checked before Verified was given. */
  verification: verificationSchema.nullable().optional(),
  /** Listing detail only: the seller's median first-reply time. */
  seller_response: sellerResponseSchema.nullable().optional(),
  /** Issue 22: the dealer who sells it (cards and the listing page), null for a private seller. */
  dealer: dealerRefSchema.nullable().optional(),
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

/** Most values one comma-separated filter takes (brand, city, model, bodyType). */
export const MAX_LIST_VALUES = 20;

/** The values of a comma-separated filter: trimmed, blanks dropped, repeats (case-insensitive) once. */
export function listValues(v: string | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of (v ?? '').split(',')) {
    const value = part.trim();
    if (value && !seen.has(value.toLowerCase())) {
      seen.add(value.toLowerCase());
      out.push(value);
    }
  }
  return out;
}

/** A name, or several separated by commas ("Tata,Hyundai"); one name works exactly as before. */
const nameList = (what: string) =>
  z
    .string()
    .trim()
    .max(1000, `${what} is too long`)
    .refine((v) => listValues(v).length <= MAX_LIST_VALUES, `At most ${MAX_LIST_VALUES} values for ${what.toLowerCase()}`);

const BODY_TYPE_MESSAGE = `Body type must be one of: ${BODY_TYPES.join(', ')} (several separated by commas)`;
const wholeNumber = (what: string) =>
  z.coerce.number({ message: `${what} must be a number` }).int(`${what} must be a whole number`);
const yearBound = (what: string) => wholeNumber(what).min(1900, `${what} must be 1900 or later`).max(2100, `${what} must be 2100 or earlier`);

/** GET /cars/ query (contract 4.1, issue 13's filters added); the same schema validates saved-search filters. */
export const carsQuerySchema = z
  .object({
    search: q(z.string().trim().max(200)),
    brand: q(nameList('Brand')),
    city: q(nameList('City')),
    fuelType: q(z.enum(FUEL_TYPES, { message: `Fuel type must be one of: ${FUEL_TYPES.join(', ')}` })),
    transmission: q(z.enum(TRANSMISSIONS, { message: `Transmission must be one of: ${TRANSMISSIONS.join(', ')}` })),
    minPrice: q(z.coerce.number({ message: 'Minimum price must be a number' }).min(0, 'Minimum price cannot be negative')),
    maxPrice: q(z.coerce.number({ message: 'Maximum price must be a number' }).min(0, 'Maximum price cannot be negative')),
    year: q(z.coerce.number({ message: 'Year must be a number' }).int('Year must be a whole number').min(1900).max(2100)),
    /** Catalogue body types (BODY_TYPES), comma-separated for several. */
    bodyType: q(
      z
        .string()
        .trim()
        .max(200, BODY_TYPE_MESSAGE)
        .refine((v) => listValues(v).every((b) => (BODY_TYPES as readonly string[]).includes(b.toLowerCase())), BODY_TYPE_MESSAGE),
    ),
    /** Catalogue model names (case-insensitive), comma-separated for several; meant with `brand`. */
    model: q(nameList('Model')),
    minYear: q(yearBound('Minimum year')),
    maxYear: q(yearBound('Maximum year')),
    maxKm: q(wholeNumber('Maximum kilometres').min(0, 'Maximum kilometres cannot be negative').max(10_000_000, 'Maximum kilometres is too large')),
    /** 1–4: at most this many owners so far (4 includes owner_number "4th+"). */
    maxOwners: q(
      wholeNumber('Maximum owners')
        .min(1, `Maximum owners must be between 1 and ${MAX_OWNERS_LIMIT}`)
        .max(MAX_OWNERS_LIMIT, `Maximum owners must be between 1 and ${MAX_OWNERS_LIMIT}`),
    ),
    /** true: only cars whose price went down in the last REDUCED_WITHIN_DAYS days. */
    reduced: q(
      z
        .union([z.boolean(), z.enum(['true', 'false'])], { message: 'Reduced must be true or false' })
        .transform((v) => v === true || v === 'true'),
    ),
    // Unknown sort values fall back to newest first (contract 4.1).
    sortBy: z.preprocess(blankToUndefined, z.enum(SORT_VALUES).catch(DEFAULT_SORT).default(DEFAULT_SORT)),
    page: z.preprocess(blankToUndefined, pageNumber().default(1)),
    limit: z.preprocess(blankToUndefined, limitNumber(MAX_PAGE_SIZE).default(BROWSE_PAGE_SIZE)),
  })
  // minPrice above maxPrice stays an empty answer (as before issue 13); the new year range is checked.
  .superRefine((v, ctx) => {
    if (v.minYear !== undefined && v.maxYear !== undefined && v.minYear > v.maxYear) {
      ctx.addIssue({ code: 'custom', path: ['maxYear'], message: 'Maximum year cannot be before minimum year' });
    }
  });
export type CarsQuery = z.infer<typeof carsQuerySchema>;

const optionCountsSchema = z.object({
  bodyTypes: z.record(z.string(), z.number().int()),
  fuelTypes: z.record(z.string(), z.number().int()),
  transmissions: z.record(z.string(), z.number().int()),
  brands: z.record(z.string(), z.number().int()),
  cities: z.record(z.string(), z.number().int()),
});

export const carsFiltersSchema = z.object({
  availableBrands: z.array(z.string()),
  availableCities: z.array(z.string()),
  priceRange: z.object({ min: z.number(), max: z.number() }),
  yearRange: z.object({ min: z.number(), max: z.number() }),
  /**
   * Added (issue 13): public listings per option of the filter panel, over the whole public
   * catalogue (read from the rollups; decision 015), keyed by the option's value.
   */
  counts: optionCountsSchema.optional(),
});
export type CarsFilters = z.infer<typeof carsFiltersSchema>;

/** The dimensions of the filter panel that have counts. */
export const COUNTED_DIMENSIONS = ['brands', 'cities', 'fuelTypes', 'transmissions', 'bodyTypes'] as const;
export type CountedDimension = (typeof COUNTED_DIMENSIONS)[number];

/**
 * GET /cars/counts/ (issue 23, decision 030) takes GET /cars/'s filters and answers, for each
 * option of the filter panel, how many public listings choosing it would show with the other
 * filters kept. Counts are exact; a dimension that could not be counted cheaply (more than 10,000
 * listings under a filter set the rollups do not hold) is named in `uncounted` and has no counts.
 */
export const carsCountsResponse = ok(z.object({ counts: optionCountsSchema, uncounted: z.array(z.enum(COUNTED_DIMENSIONS)).optional() }));
export type CarsCounts = z.infer<typeof carsCountsResponse>['data'];

export const carsResponse = ok(z.object({ cars: z.array(carSchema), pagination: paginationSchema, filters: carsFiltersSchema }));
export const carResponse = ok(carSchema);
/** GET /cars/{id}/similar/ (issue 13): at most SIMILAR_CARS_LIMIT public cars like this one. */
export const similarCarsResponse = ok(z.object({ cars: z.array(carSchema) }));

// The text lives in messages.ts (the listing page shows it too); named here for existing importers.
export { CAR_NOT_FOUND_MESSAGE } from '../messages.ts';

// The texts live in contact-messages.ts (the contact form shows them too); named here for existing importers.
export { CONTACT_MESSAGES } from '../contact-messages.ts';

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
  /**
   * The client's key for a retried submission (issue 24): the same key for the same car makes one
   * inquiry, and a retry answers with it. Optional; a random value per filled-in form.
   */
  client_key: z.preprocess(blankToUndefined, z.string().trim().min(1).max(64, 'The client key is too long').optional()),
});
export type ContactSellerBody = z.infer<typeof contactSellerBody>;

export const contactSellerResponse = ok(z.object({ inquiry_id: z.string(), estimated_response: z.string() }));
