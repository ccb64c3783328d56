// The sell wizard as configuration of the one listing form (seller-admin spec sections 2 and 5):
// its four steps and what each shows, and the spec's message for each field Next checks.
import { isValidPrice, LISTING_MESSAGES } from '@gaadi/domain/listing-rules';
import { fieldErrors, listingSchema, type FieldRules } from '@/lib/listing-form/listing-schema';
import { fieldsOf, type ListingStep, type StepFields } from '@/lib/listing-form/listing-steps';
import { CAR_FIELDS, CONDITION_FIELDS, CONTACT_FIELDS, LOCATION_FIELDS, type ValuesOf } from '@/lib/listing-form/listing-values';
import { msg } from '@/lib/i18n/i18n';

export const SELL_STEPS = [
  { title: msg('Car Details'), blocks: [{ grid: CAR_FIELDS }, { field: 'features' }] },
  { title: msg('Pricing'), blocks: [{ grid: ['price', ...CONDITION_FIELDS] }, { slot: 'priceAdvice' }, { field: 'description' }] },
  { title: msg('Contact Info'), blocks: [{ grid: [...CONTACT_FIELDS, ...LOCATION_FIELDS] }] },
  { title: msg('Photos & Submit'), blocks: [{ slot: 'photos' }, { field: 'video_url' }, { slot: 'errors' }] },
] as const satisfies readonly ListingStep[];

export type SellField = StepFields<typeof SELL_STEPS>;
export type SellValues = ValuesOf<SellField>;

export const STEP_TITLES = [...SELL_STEPS.map((s) => s.title), msg('Success')] as const;
export const LAST_FORM_STEP: number = SELL_STEPS.length;

/** Fields shown on each step 1–4; Next validates only those of the current step. */
export const STEP_FIELDS: Record<number, SellField[]> = Object.fromEntries(SELL_STEPS.map((s, i) => [i + 1, fieldsOf(s.blocks) as SellField[]]));
export const SELL_FIELDS = Object.values(STEP_FIELDS).flat();

// Name and city are starred but not checked (section 2); photos are not checked either.
const RULES: FieldRules = {
  brand_name: { required: LISTING_MESSAGES.brand },
  model_name: { required: LISTING_MESSAGES.model },
  variant_name: { required: LISTING_MESSAGES.variant },
  year: { required: LISTING_MESSAGES.year },
  fuel_type: { required: LISTING_MESSAGES.fuel },
  transmission: { required: LISTING_MESSAGES.transmission },
  km_driven: { required: LISTING_MESSAGES.km },
  price: { required: LISTING_MESSAGES.price, check: { test: (v) => isValidPrice(Number(v)), message: LISTING_MESSAGES.priceRange } },
  phoneNumber: { required: LISTING_MESSAGES.phone },
};

export const sellSchema = listingSchema(SELL_FIELDS, RULES);

/** The step showing a server field name (details keys of contract 6.1), else the photos step. */
export function stepOfField(field: string): number {
  if (field === 'contact' || field.startsWith('contact.')) return 3;
  for (const [step, fields] of Object.entries(STEP_FIELDS)) if ((fields as string[]).includes(field)) return Number(step);
  return LAST_FORM_STEP;
}

/** Messages for the fields of one step, keyed by field (empty when the step may be left). */
export function validateStep(step: number, values: SellValues): Partial<Record<SellField, string>> {
  return fieldErrors(sellSchema, values, STEP_FIELDS[step] ?? []);
}

/** A new listing: the spec's defaults, and the contact prefilled from the signed-in user. */
export function defaultSellValues(user: { name?: string | null; phone_number?: string | null; email?: string | null } | null): SellValues {
  return {
    brand_name: '',
    model_name: '',
    variant_name: '',
    year: '',
    fuel_type: '',
    transmission: '',
    km_driven: '',
    owner_number: '1st',
    price: '',
    urgency: 'normal',
    exterior_condition: 'good',
    interior_condition: 'good',
    engine_condition: 'good',
    accident_history: 'none',
    features: [],
    description: '',
    sellerName: user?.name ?? '',
    phoneNumber: user?.phone_number ?? '',
    email: user?.email ?? '',
    city_name: '',
    state_name: '',
    area: '',
    address: '',
    video_url: '',
  };
}
