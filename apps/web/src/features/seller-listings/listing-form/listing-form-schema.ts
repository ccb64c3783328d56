// The older three-step listing form (seller-admin spec sections 2 and 5) as configuration of the
// one listing form, used to edit a listing from /seller/dashboard with the wizard's controls
// (issue 14): its steps, its messages, its media limits and the keys of its PUT body.
import { isValidYear, LISTING_MESSAGES } from '@gaadi/domain/listing-rules';
import type { Car } from '@gaadi/domain/schemas/car';
import { listingBody } from '@/lib/listing-form/listing-body';
import { listingSchema, type FieldRule, type FieldRules } from '@/lib/listing-form/listing-schema';
import { fieldsOf, type ListingStep, type StepFields } from '@/lib/listing-form/listing-steps';
import { CAR_FIELDS, CONDITION_FIELDS, LOCATION_FIELDS, valuesFromCar, type ValuesOf } from '@/lib/listing-form/listing-values';
import { msg } from '@/lib/i18n/i18n';

const OLDER_FORM_MESSAGES = {
  required: msg('This field is required'),
  year: LISTING_MESSAGES.yearRange,
  kilometers: LISTING_MESSAGES.kmNegative,
  price: msg('Price must be greater than 0'),
  imageType: msg('File must be an image'),
  imageCount: msg('Maximum 5 images allowed'),
  imageSize: msg('File size must be less than 5MB'),
  videoType: msg('File must be a video'),
  videoSize: msg('Video size must be less than 20MB'),
} as const;

export const OLDER_FORM_LIMITS = { images: 5, imageBytes: 5 * 1024 * 1024, videos: 1, videoBytes: 20 * 1024 * 1024 } as const;

/** Steps 0–2; Car Details holds every field the wizard sets, in the wizard's order. */
export const FORM_STEPS = [
  {
    title: msg('Car Details'),
    blocks: [
      { section: msg('Car'), id: 'edit-car', blocks: [{ grid: CAR_FIELDS }, { field: 'features' }] },
      { section: msg('Pricing & Condition'), id: 'edit-pricing', blocks: [{ grid: ['price', ...CONDITION_FIELDS] }, { slot: 'priceAdvice' }] },
      { section: msg('Location'), id: 'edit-location', blocks: [{ grid: LOCATION_FIELDS }] },
      { field: 'description' },
    ],
  },
  { title: msg('Media Upload'), blocks: [{ slot: 'media' }, { field: 'video_url' }] },
  { title: msg('Preview'), blocks: [{ slot: 'preview' }] },
] as const satisfies readonly ListingStep[];

type FormField = StepFields<typeof FORM_STEPS>;
export type ListingFormValues = ValuesOf<FormField>;

/** The Car Details step checks these; the video link is checked on Media Upload. */
export const DETAIL_FIELDS = fieldsOf(FORM_STEPS[0].blocks) as FormField[];
const FORM_FIELDS: FormField[] = FORM_STEPS.flatMap((step) => fieldsOf(step.blocks) as FormField[]);

const number = (v: string) => (v.trim() === '' ? NaN : Number(v));
const required = (check?: FieldRule['check']): FieldRule => ({ required: OLDER_FORM_MESSAGES.required, check });
const RULES: FieldRules = {
  brand_name: required(),
  model_name: required(),
  variant_name: required(),
  year: required({ test: (v, now) => Number.isInteger(number(v)) && isValidYear(number(v), now), message: OLDER_FORM_MESSAGES.year }),
  fuel_type: required(),
  transmission: required(),
  km_driven: required({ test: (v) => !(number(v) < 0), message: OLDER_FORM_MESSAGES.kilometers }),
  owner_number: required(),
  price: required({ test: (v) => number(v) > 0, message: OLDER_FORM_MESSAGES.price }),
  city_name: required(),
};

/** The older form's rules (section 5) over the fields the wizard sets, under the wizard's names. */
export const listingFormSchema = (now: Date = new Date()) => listingSchema(FORM_FIELDS, RULES, now);

/** The form's draft from a listing as received from GET /cars/seller/listings/. */
export const valuesFromListing = (car: Partial<Car>): ListingFormValues => valuesFromCar(car, FORM_FIELDS);

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

// The older form's own names for its fields (make, kilometers…); the wizard's other fields keep
// the contract's snake_case keys, and PUT /cars/{id}/ maps both (contract 6.2).
const OLDER_KEYS = {
  brand_name: 'make',
  model_name: 'model',
  fuel_type: 'fuelType',
  km_driven: 'kilometers',
  owner_number: 'ownership',
  city_name: 'city',
} as const;

/** PUT /cars/{id}/ body: the listing as received, overlaid with the form's values. */
export function buildUpdateBody(listing: Car, values: ListingFormValues) {
  return { ...listing, ...listingBody(values, { keys: OLDER_KEYS, number: Number, trim: true }) };
}
