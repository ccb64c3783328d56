// Options of the listing form's selects. The seller's forms offer the spec's vocabularies (section
// 9); the admin's dialog offers the choices supplied with the listing (contract 7.3), each shown
// as people read it.
import {
  accidentLabel,
  conditionLabel,
  fuelLabel,
  listingStatusLabel,
  ownerLabel,
  transmissionLabel,
  urgencyLabel,
} from '@gaadi/domain/display-labels';
import type { AdminCar } from '@gaadi/domain/schemas/admin';
import { accidentOptions, conditionOptions, fuelOptions, ownerOptions, transmissionOptions, urgencyOptions } from '@/ui/listing-choices';
import type { SelectOption } from '@/ui/select';

/** The listing's choices, as the admin's call supplies them. */
export type ListingChoices = AdminCar['choices'];
export type Choice = keyof ListingChoices | 'accident_history';

/** What the seller's forms offer (a seller never sets the status). */
export const SELLER_OPTIONS: Record<Choice, readonly SelectOption[]> = {
  owner_number: ownerOptions,
  fuel_type: fuelOptions,
  transmission: transmissionOptions,
  urgency: urgencyOptions,
  condition: conditionOptions,
  accident_history: accidentOptions,
  status: [],
};

const LABELS: Record<Choice, (value: string) => string> = {
  owner_number: ownerLabel,
  fuel_type: fuelLabel,
  transmission: transmissionLabel,
  urgency: urgencyLabel,
  condition: conditionLabel,
  status: listingStatusLabel,
  accident_history: accidentLabel,
};

/** What a select shows for a stored value: "diesel" → "Diesel", "1st" → "1st owner", "pending" → "Under Review". */
export const choiceLabel = (choice: Choice, value: string) => LABELS[choice](value);

/** The listing's choices, with its current value kept choosable when they lack it (contract 2.9). */
export function choiceOptions(choices: Partial<Record<Choice, readonly string[]>> | undefined, choice: Choice, current: string): SelectOption[] {
  const list = choices?.[choice] ?? [];
  const values = list.length ? (list.includes(current) || !current ? list : [current, ...list]) : current ? [current] : [];
  return values.map((value) => ({ value, label: choiceLabel(choice, value) }));
}
