// The sell wizard's form values and the checks Next runs per step (seller-admin spec section 5).
// Inputs hold strings; the payload converts numbers on submit.
import { z } from 'zod';
import { isValidPrice, LISTING_MESSAGES } from '@gaadi/domain/listing-rules';

const required = (message: string) => z.string().trim().min(1, { message, abort: true });

export const sellSchema = z.object({
  brand_name: required(LISTING_MESSAGES.brand),
  model_name: required(LISTING_MESSAGES.model),
  variant_name: required(LISTING_MESSAGES.variant),
  year: required(LISTING_MESSAGES.year),
  fuel_type: required(LISTING_MESSAGES.fuel),
  transmission: required(LISTING_MESSAGES.transmission),
  km_driven: required(LISTING_MESSAGES.km),
  owner_number: z.string(),
  price: required(LISTING_MESSAGES.price).refine((v) => isValidPrice(Number(v)), LISTING_MESSAGES.priceRange),
  urgency: z.string(),
  exterior_condition: z.string(),
  interior_condition: z.string(),
  engine_condition: z.string(),
  accident_history: z.string(),
  features: z.array(z.string()),
  description: z.string(),
  sellerName: z.string(),
  phoneNumber: required(LISTING_MESSAGES.phone),
  email: z.string(),
  city_name: z.string(),
  state_name: z.string(),
  area: z.string(),
  address: z.string(),
  video_url: z.string(),
});

export type SellValues = z.infer<typeof sellSchema>;
export type SellField = keyof SellValues;

export const STEP_TITLES = ['Car Details', 'Pricing', 'Contact Info', 'Photos & Submit', 'Success'] as const;
export const LAST_FORM_STEP = 4;

/** Fields shown on each step 1–4; Next validates only those of the current step. */
export const STEP_FIELDS: Record<number, SellField[]> = {
  1: ['brand_name', 'model_name', 'variant_name', 'year', 'fuel_type', 'transmission', 'km_driven', 'owner_number', 'features'],
  2: ['price', 'urgency', 'exterior_condition', 'interior_condition', 'engine_condition', 'accident_history', 'description'],
  3: ['sellerName', 'phoneNumber', 'email', 'city_name', 'state_name', 'area', 'address'],
  4: ['video_url'],
};

/** The step showing a server field name (details keys of contract 6.1), else the photos step. */
export function stepOfField(field: string): number {
  if (field === 'contact' || field.startsWith('contact.')) return 3;
  for (const [step, fields] of Object.entries(STEP_FIELDS)) if ((fields as string[]).includes(field)) return Number(step);
  return LAST_FORM_STEP;
}

/** Messages for the fields of one step, keyed by field (empty when the step may be left). */
export function validateStep(step: number, values: SellValues): Partial<Record<SellField, string>> {
  const fields = STEP_FIELDS[step] ?? [];
  const result = sellSchema.safeParse(values);
  const errors: Partial<Record<SellField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SellField;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}


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
