// POST /cars/seller/create/ (contract 6.1) and the mapping of its 400 details onto the form.
import { toE164 } from '@gaadi/domain/phone';
import { createListing } from '@/lib/api/seller-listings';
import { sellSchema, type SellField, type SellValues } from './sell-schema';

export const SUBMIT_MESSAGES = {
  failedTitle: 'Submission Failed',
  fallback: 'Failed to submit listing. Please try again.',
  successTitle: 'Listing Created Successfully!',
  successDescription: 'Your car listing has been submitted for review',
} as const;

const int = (v: string) => Number.parseInt(v, 10);

function buildCreatePayload(values: SellValues, imageIds: string[]) {
  const phone = values.phoneNumber.trim();
  return {
    brand_name: values.brand_name.trim(),
    model_name: values.model_name.trim(),
    variant_name: values.variant_name.trim(),
    year: int(values.year),
    fuel_type: values.fuel_type,
    transmission: values.transmission,
    km_driven: int(values.km_driven),
    owner_number: values.owner_number,
    price: int(values.price),
    urgency: values.urgency,
    exterior_condition: values.exterior_condition,
    interior_condition: values.interior_condition,
    engine_condition: values.engine_condition,
    accident_history: values.accident_history,
    features: values.features ?? [],
    city_name: values.city_name.trim(),
    state_name: values.state_name.trim(),
    area: values.area.trim(),
    address: values.address.trim(),
    description: values.description,
    contact: { sellerName: values.sellerName.trim(), phoneNumber: toE164(phone) ?? phone, email: values.email.trim() },
    image_ids: imageIds,
    video_url: values.video_url.trim(),
  };
}

export function submitListing(values: SellValues, imageIds: string[]) {
  return createListing(buildCreatePayload(values, imageIds));
}

const formFields = new Set(Object.keys(sellSchema.shape));
const contactFields: Record<string, SellField> = { sellerName: 'sellerName', phoneNumber: 'phoneNumber', email: 'email' };

/** Server detail key → the form field that shows it; null when no input matches (shown as a list). */
export function formFieldOf(key: string): SellField | null {
  if (formFields.has(key)) return key as SellField;
  if (key === 'contact') return 'phoneNumber';
  if (key.startsWith('contact.')) return contactFields[key.slice('contact.'.length)] ?? 'phoneNumber';
  return null;
}
