// The listing fields the sell wizard and the seller's edit form both show, under the wizard's
// names (contract 6.1). Each form keeps its own schema and rules; these are only the controls.
import { YEAR_CHOICE_COUNT } from '@gaadi/domain/constants';

export interface ListingFieldValues {
  brand_name: string;
  model_name: string;
  variant_name: string;
  year: string;
  fuel_type: string;
  transmission: string;
  km_driven: string;
  owner_number: string;
  urgency: string;
  exterior_condition: string;
  interior_condition: string;
  engine_condition: string;
  accident_history: string;
  features: string[];
  city_name: string;
  state_name: string;
  area: string;
  address: string;
  video_url: string;
}

/** The current year and the 29 before it, newest first (seller-admin spec section 9). */
export function yearChoices(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: YEAR_CHOICE_COUNT }, (_, i) => current - i);
}

/** Year options; a listing's own year outside the window stays choosable (an edit must not lose it). */
export function yearOptions(current?: string, now: Date = new Date()) {
  const years = yearChoices(now).map(String);
  if (current && !years.includes(current)) years.push(current);
  return years.map((y) => ({ value: y, label: y }));
}
