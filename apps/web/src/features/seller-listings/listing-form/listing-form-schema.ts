// The older three-step listing form (seller-admin spec sections 2 and 5), used to edit a listing
// from /seller/dashboard with the wizard's controls. The body carries the older form's keys (make,
// fuelType, kilometers, ownership…) beside the wizard's; PUT /cars/{id}/ maps them (contract 6.2).
import { z } from 'zod';
import { isValidYear, LISTING_MESSAGES } from '@gaadi/domain/listing-rules';
import type { Car } from '@gaadi/domain/schemas/car';

const OLDER_FORM_MESSAGES = {
  required: 'This field is required',
  year: LISTING_MESSAGES.yearRange,
  kilometers: LISTING_MESSAGES.kmNegative,
  price: 'Price must be greater than 0',
  imageType: 'File must be an image',
  imageCount: 'Maximum 5 images allowed',
  imageSize: 'File size must be less than 5MB',
  videoType: 'File must be a video',
  videoSize: 'Video size must be less than 20MB',
} as const;

export const OLDER_FORM_LIMITS = { images: 5, imageBytes: 5 * 1024 * 1024, videos: 1, videoBytes: 20 * 1024 * 1024 } as const;

export const FORM_STEPS = ['Car Details', 'Media Upload', 'Preview'] as const;

// abort: a missing value shows only 'This field is required', not the range message too.
const required = z.string().trim().min(1, { message: OLDER_FORM_MESSAGES.required, abort: true });
const number = (v: string) => (v.trim() === '' ? NaN : Number(v));

/**
 * The older form's rules (section 5) over the fields the wizard sets, under the wizard's names
 * (issue 14: the edit form edits every field the wizard sets, with the wizard's controls).
 */
export function listingFormSchema(now: Date = new Date()) {
  return z.object({
    brand_name: required,
    model_name: required,
    variant_name: required,
    year: required.refine((v) => Number.isInteger(number(v)) && isValidYear(number(v), now), OLDER_FORM_MESSAGES.year),
    fuel_type: required,
    transmission: required,
    km_driven: required.refine((v) => !(number(v) < 0), OLDER_FORM_MESSAGES.kilometers),
    owner_number: required,
    price: required.refine((v) => number(v) > 0, OLDER_FORM_MESSAGES.price),
    city_name: required,
    state_name: z.string(),
    area: z.string(),
    address: z.string(),
    urgency: z.string(),
    exterior_condition: z.string(),
    interior_condition: z.string(),
    engine_condition: z.string(),
    accident_history: z.string(),
    features: z.array(z.string()),
    video_url: z.string(),
    description: z.string(),
  });
}

export type ListingFormValues = z.infer<ReturnType<typeof listingFormSchema>>;

/** The Car Details step checks these; the video link is checked on Media Upload. */
export const DETAIL_FIELDS = (Object.keys(listingFormSchema().shape) as Array<keyof ListingFormValues>).filter((k) => k !== 'video_url');

/** The form's draft from a listing as received from GET /cars/seller/listings/. */
export function valuesFromListing(car: Partial<Car>): ListingFormValues {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    brand_name: text(car.brand),
    model_name: text(car.car_model || car.model || car.model_name),
    variant_name: text(car.variant),
    year: text(car.year),
    fuel_type: text(car.fuel_type),
    transmission: text(car.transmission),
    km_driven: text(car.km_driven),
    owner_number: text(car.owner_number),
    price: text(car.price),
    city_name: text(car.location?.city || car.city),
    state_name: text(car.location?.state),
    area: text(car.location?.area),
    address: text(car.address),
    urgency: text(car.urgency),
    exterior_condition: text(car.exterior_condition),
    interior_condition: text(car.interior_condition),
    engine_condition: text(car.engine_condition),
    accident_history: text(car.accident_history),
    features: [...(car.features ?? [])],
    video_url: text(car.video_url),
    description: text(car.description),
  };
}

/** First problem with picked image files, given how many the listing already has; null when fine. */
export function imageFilesError(files: readonly File[], existing: number): string | null {
  if (files.some((f) => !f.type.startsWith('image/'))) return OLDER_FORM_MESSAGES.imageType;
  if (existing + files.length > OLDER_FORM_LIMITS.images) return OLDER_FORM_MESSAGES.imageCount;
  if (files.some((f) => f.size > OLDER_FORM_LIMITS.imageBytes)) return OLDER_FORM_MESSAGES.imageSize;
  return null;
}

export function videoFileError(file: File): string | null {
  if (!file.type.startsWith('video/')) return OLDER_FORM_MESSAGES.videoType;
  if (file.size > OLDER_FORM_LIMITS.videoBytes) return OLDER_FORM_MESSAGES.videoSize;
  return null;
}

/**
 * PUT /cars/{id}/ body: the listing as received, overlaid with the older form's fields under their
 * own names (make, model, year, fuelType, transmission, kilometers, ownership, price, city,
 * description) and the wizard's other fields under the contract's snake_case keys (6.2).
 */
export function buildUpdateBody(listing: Car, values: ListingFormValues) {
  return {
    ...listing,
    make: values.brand_name.trim(),
    model: values.model_name.trim(),
    year: Number(values.year),
    fuelType: values.fuel_type,
    transmission: values.transmission,
    kilometers: Number(values.km_driven),
    ownership: values.owner_number,
    price: Number(values.price),
    city: values.city_name.trim(),
    description: values.description,
    variant_name: values.variant_name.trim(),
    state_name: values.state_name.trim(),
    area: values.area.trim(),
    address: values.address.trim(),
    urgency: values.urgency,
    exterior_condition: values.exterior_condition,
    interior_condition: values.interior_condition,
    engine_condition: values.engine_condition,
    accident_history: values.accident_history,
    features: values.features,
    video_url: values.video_url.trim(),
  };
}
