// The older three-step listing form (seller-admin spec sections 2 and 5), used to edit a listing
// from /seller/dashboard. Its draft keys are its own (make, fuelType, kilometers, ownership…);
// PUT /cars/{id}/ maps them (contract 6.2).
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

export function listingFormSchema(now: Date = new Date()) {
  return z.object({
    make: required,
    model: required,
    year: required.refine((v) => Number.isInteger(number(v)) && isValidYear(number(v), now), OLDER_FORM_MESSAGES.year),
    fuelType: required,
    transmission: required,
    kilometers: required.refine((v) => !(number(v) < 0), OLDER_FORM_MESSAGES.kilometers),
    ownership: required,
    price: required.refine((v) => number(v) > 0, OLDER_FORM_MESSAGES.price),
    city: required,
    description: z.string(),
  });
}

export type ListingFormValues = z.infer<ReturnType<typeof listingFormSchema>>;

/** The form's draft from a listing as received from GET /cars/seller/listings/. */
export function valuesFromListing(car: Partial<Car>): ListingFormValues {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    make: text(car.brand),
    model: text(car.car_model || car.model || car.model_name),
    year: text(car.year),
    fuelType: text(car.fuel_type),
    transmission: text(car.transmission),
    kilometers: text(car.km_driven),
    ownership: text(car.owner_number),
    price: text(car.price),
    city: text(car.location?.city || car.city),
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

/** PUT /cars/{id}/ body: the listing as received, overlaid with the form's fields under their own names. */
export function buildUpdateBody(listing: Car, values: ListingFormValues) {
  return {
    ...listing,
    make: values.make.trim(),
    model: values.model.trim(),
    year: Number(values.year),
    fuelType: values.fuelType,
    transmission: values.transmission,
    kilometers: Number(values.kilometers),
    ownership: values.ownership,
    price: Number(values.price),
    city: values.city.trim(),
    description: values.description,
  };
}
