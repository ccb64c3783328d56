// Seller side of the contract: uploads (5), listing create (6.1), owner edit (6.2), seller
// dashboard listings and stats (6.4, 6.5). Messages are the spec's texts where it gives them.
import { z } from 'zod';
import {
  ACCIDENT_HISTORY,
  CONDITIONS,
  FUEL_TYPES,
  LIMITS,
  LISTING_STATUSES,
  MAX_PAGE_SIZE,
  OWNER_NUMBERS,
  TRANSMISSIONS,
  URGENCIES,
} from '../constants.ts';
import { isValidPrice, isValidVideoUrl, isValidYear, KM_MAX, LISTING_MESSAGES } from '../listing-rules.ts';
import { CAR_NOT_FOUND_MESSAGE } from '../messages.ts';
import { blankToUndefined, idParam, ok } from './envelope.ts';
import { carSchema, paginationSchema } from './car.ts';

// The listing rules live in listing-rules.ts (no zod); named here too for existing importers.
export { isValidPrice, isValidVideoUrl, isValidYear, KM_MAX, LISTING_MESSAGES, nextYear, ORIGINAL_PRICE_MAX } from '../listing-rules.ts';

export const UPDATED_MESSAGE = 'Listing updated and sent for review';
export const CREATED_MESSAGE = 'Listing created successfully';
export const DELETED_MESSAGE = 'Listing deleted successfully';
/** POST /cars/{id}/sold/ (issue 22). */
export const LISTING_STATUS_MESSAGES = {
  sold: 'Listing marked as sold',
  notSellable: 'A rejected listing cannot be marked as sold',
} as const;

/** Numbers may arrive as numeric strings ("42,000" included); blanks count as absent. */
export function numberish(v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== 'string') return v;
  const s = v.trim().replace(/[,\s_]/g, '');
  if (s === '') return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : v;
}

const lowerEnum = (v: unknown) => (typeof v === 'string' ? blankToUndefined(v.trim().toLowerCase()) : (v ?? undefined));

const intField = (label: string, required: string) =>
  z.preprocess(
    numberish,
    z
      .number({ error: (iss) => (iss.input === undefined ? required : LISTING_MESSAGES.mustBeNumber(label)) })
      .int(LISTING_MESSAGES.wholeNumber(label)),
  );

const nameField = (label: string, required: string, max = 100) =>
  z
    .string({ error: required })
    .trim()
    .transform((s) => s.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, required).max(max, LISTING_MESSAGES.tooLong(label, max)));

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, LISTING_MESSAGES.tooLong(label, max))
    .nullish()
    .transform((v) => v ?? '');

const vocab = <T extends readonly [string, ...string[]]>(label: string, values: T, fallback?: T[number]) => {
  const e = z.enum(values, {
    error: (iss) => (iss.input === undefined ? `${label} is required` : LISTING_MESSAGES.oneOf(label, values)),
  });
  return z.preprocess(lowerEnum, fallback === undefined ? e : e.default(fallback as never));
};

const contactField = z
  .object(
    { sellerName: z.unknown().optional(), phoneNumber: z.unknown().optional(), email: z.unknown().optional() },
    { error: LISTING_MESSAGES.contact },
  )
  // Issues are raised on `contact` itself: clients key field errors by body field name (6.1).
  .transform((c, ctx) => {
    const str = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : null);
    const out = { sellerName: str(c.sellerName), phoneNumber: str(c.phoneNumber), email: str(c.email) };
    if (out.sellerName === null || out.phoneNumber === null || out.email === null) {
      ctx.addIssue({ code: 'custom', message: LISTING_MESSAGES.contact, input: c });
      return z.NEVER;
    }
    if (out.sellerName.length > 100) ctx.addIssue({ code: 'custom', message: LISTING_MESSAGES.tooLong('Seller name', 100), input: c });
    if (out.phoneNumber.length > 30) ctx.addIssue({ code: 'custom', message: LISTING_MESSAGES.tooLong('Phone number', 30), input: c });
    if (out.email && !z.email().max(200).safeParse(out.email).success)
      ctx.addIssue({ code: 'custom', message: LISTING_MESSAGES.email, input: c });
    return out as { sellerName: string; phoneNumber: string; email: string };
  });

const stringList = (max: number, tooMany: string, invalid: string) =>
  z
    .array(z.unknown(), { error: invalid })
    .nullish()
    .transform((list, ctx) => {
      const items = list ?? [];
      if (items.some((x) => typeof x !== 'string' || x.trim() === '' || x.length > 100)) {
        ctx.addIssue({ code: 'custom', message: invalid, input: list });
        return z.NEVER;
      }
      const unique = [...new Set((items as string[]).map((s) => s.trim()))];
      if (unique.length > max) ctx.addIssue({ code: 'custom', message: tooMany, input: list });
      return unique;
    });

/** POST /cars/seller/create/ body (contract 6.1). */
export const createListingBody = z.object({
  brand_name: nameField('Brand', LISTING_MESSAGES.brand),
  model_name: nameField('Model', LISTING_MESSAGES.model),
  // Optional on the server (6.1); the wizard itself requires it.
  variant_name: text('Variant', 100).transform((s) => s.replace(/\s+/g, ' ')),
  year: intField('Year', LISTING_MESSAGES.year).refine(isValidYear, LISTING_MESSAGES.yearRange),
  fuel_type: vocab('Fuel type', FUEL_TYPES),
  transmission: vocab('Transmission', TRANSMISSIONS),
  km_driven: intField('Kilometers driven', LISTING_MESSAGES.km)
    .refine((n) => n >= 0, LISTING_MESSAGES.kmNegative)
    .refine((n) => n <= KM_MAX, LISTING_MESSAGES.kmTooHigh),
  owner_number: vocab('Owner number', OWNER_NUMBERS, '1st'),
  price: intField('Price', LISTING_MESSAGES.price).refine(isValidPrice, LISTING_MESSAGES.priceRange),
  urgency: vocab('Urgency', URGENCIES, 'normal'),
  exterior_condition: vocab('Exterior condition', CONDITIONS, 'good'),
  interior_condition: vocab('Interior condition', CONDITIONS, 'good'),
  engine_condition: vocab('Engine condition', CONDITIONS, 'good'),
  accident_history: vocab('Accident history', ACCIDENT_HISTORY, 'none'),
  features: stringList(100, 'At most 100 features allowed', LISTING_MESSAGES.features),
  city_name: nameField('City', LISTING_MESSAGES.city),
  state_name: text('State', 100),
  area: text('Area', 100),
  address: text('Address', 500),
  description: text('Description', 5000),
  contact: contactField.optional(),
  image_ids: stringList(LIMITS.maxImagesPerListing, LISTING_MESSAGES.tooManyImages, LISTING_MESSAGES.imageIds),
  video_url: text('Video URL', 500).refine(isValidVideoUrl, LISTING_MESSAGES.videoUrl),
});
export type CreateListingBody = z.infer<typeof createListingBody>;

export const createListingResponse = ok(
  z.object({
    id: z.string(),
    status: z.string(),
    estimatedApprovalTime: z.string(),
    listingUrl: z.string(),
    nextSteps: z.array(z.string()),
  }),
);

/** PUT /cars/{id}/: any listing-shaped object; the server whitelists and maps (6.2). */
export const updateListingBody = z.record(z.string(), z.unknown());
export const carWithSellerResponse = ok(carSchema);

/** Years with four digits: JavaScript dates reach ±275,760, PostgreSQL parameters do not (a 500 before). */
const fourDigitYear = (s: string) => {
  const year = new Date(s).getUTCFullYear();
  return !Number.isNaN(year) && year >= 1 && year <= 9999;
};
export const dateBound = (end: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(fourDigitYear, 'Please enter a valid date')
      // A bare date as upper bound covers that whole day.
      .transform((s) => (end && /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(Date.parse(s) + 86_400_000 - 1) : new Date(s)))
      .optional(),
  );
export const queryInt = (label: string, dflt: number, max?: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: LISTING_MESSAGES.mustBeNumber(label) })
      .int(LISTING_MESSAGES.wholeNumber(label))
      .min(1, `${label} must be at least 1`)
      .transform((v) => (max ? Math.min(v, max) : v))
      .default(dflt),
  );
/** The largest value a PostgreSQL integer column (price, km_driven) holds. */
export const INT4_MAX = 2_147_483_647;
/** A whole number of rupees an integer column can be compared with (1.5 or 1e308 would fail in SQL). */
export const queryPrice = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: LISTING_MESSAGES.mustBeNumber(label) })
      .max(INT4_MAX, { message: `${label} is too large`, abort: true })
      .int(LISTING_MESSAGES.wholeNumber(label))
      .min(0)
      .optional(),
  );

/** GET /cars/seller/listings/ query (6.4). */
export const sellerListingsQuery = z.object({
  page: queryInt('Page', 1),
  limit: queryInt('Limit', MAX_PAGE_SIZE, MAX_PAGE_SIZE),
  status: z.preprocess(lowerEnum, z.enum(LISTING_STATUSES, { message: LISTING_MESSAGES.oneOf('Status', LISTING_STATUSES) }).optional()),
  brand: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  minPrice: queryPrice('Minimum price'),
  maxPrice: queryPrice('Maximum price'),
  dateFrom: dateBound(false),
  dateTo: dateBound(true),
});
export type SellerListingsQuery = z.infer<typeof sellerListingsQuery>;

export const statusCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  sold: z.number().int(),
  inactive: z.number().int(),
});
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/** A seller's own listing: the Car plus why it was rejected (null unless rejected), added for issue 14. */
export const sellerCarSchema = carSchema.extend({ rejection_reason: z.string().nullable() });
export type SellerCar = z.infer<typeof sellerCarSchema>;

export const sellerListingsResponse = ok(
  z.object({
    listings: z.array(sellerCarSchema),
    cars: z.array(sellerCarSchema),
    stats: statusCountsSchema,
    pagination: paginationSchema,
  }),
);

export const sellerStatsResponse = ok(
  z.object({
    listings: statusCountsSchema.extend({ active: z.number().int() }),
    performance: z.object({ totalViews: z.number().int(), totalInquiries: z.number().int() }),
  }),
);

// ---- Uploads (contract 5) ----

export const UPLOAD_MESSAGES = {
  noFiles: 'No images provided',
  tooManyFiles: `Maximum ${LIMITS.maxImagesPerListing} images allowed`,
  notImage: (name: string) => `File ${name} is not an image`,
  tooLarge: (name: string) => `File ${name} is larger than ${LIMITS.maxImageBytes / 1024 / 1024} MB`,
  tooManyPixels: (name: string) => `File ${name} has too many pixels to process`,
  tooManyPixelsForSize: (name: string) => `File ${name} has too many pixels for its file size to be a photo`,
  requestTooLarge: `The upload is larger than ${LIMITS.maxUploadRequestBytes / 1024 / 1024} MB`,
  listingFull: `A listing can have at most ${LIMITS.maxImagesPerListing} images`,
  noVideo: 'No video provided',
  oneVideo: 'Only one video can be uploaded at a time',
  notVideo: (name: string) => `File ${name} is not a supported video (MP4, MOV, WebM or AVI)`,
  /** A video whose structure does not hold together, so its personal metadata cannot be removed. */
  malformedVideo: (name: string) => `File ${name} is not a well-formed video (MP4, MOV, WebM or AVI)`,
  videoTooLarge: (name: string) => `File ${name} is larger than ${LIMITS.maxVideoBytes / 1024 / 1024} MB`,
  fileNotFound: 'File not found',
  listingNotFound: CAR_NOT_FOUND_MESSAGE,
  imageDeleted: 'Image deleted successfully',
  videoDeleted: 'Video deleted successfully',
  tooManyUploads: 'You have uploaded too many files. Please try again later.',
  tooManyListings: 'You have created too many listings today. Please try again tomorrow.',
} as const;

export const uploadedImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  thumbnail_small: z.string().nullable(),
  size: z.number().int(),
  dimensions: z.object({ width: z.number().int(), height: z.number().int() }),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export const uploadImagesResponse = ok(z.object({ images: z.array(uploadedImageSchema) }));

export const uploadedVideoSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** No server-side frame grabber: always null for now. */
  thumbnail: z.string().nullable(),
  /** Seconds, read from the MP4/MOV header; null when unknown. */
  duration: z.number().nullable(),
  size: z.number().int(),
});
export type UploadedVideo = z.infer<typeof uploadedVideoSchema>;
export const uploadVideoResponse = ok(z.object({ video: uploadedVideoSchema }));

export const listingImageParams = idParam.extend({ imageId: z.string() });

/**
 * PUT /cars/{id}/images/order/ (added for issue 14, beside 5.3 and 5.4): the listing's image ids
 * in their new order, each exactly once; the first is the cover.
 */
export const IMAGE_ORDER_MESSAGES = {
  mismatch: 'List each photo of the listing exactly once',
  saved: 'Photo order saved',
} as const;
export const imageOrderBody = z.object({
  image_ids: z.array(z.string().max(100)).min(1, IMAGE_ORDER_MESSAGES.mismatch).max(100, IMAGE_ORDER_MESSAGES.mismatch),
});
export type ImageOrderBody = z.infer<typeof imageOrderBody>;
