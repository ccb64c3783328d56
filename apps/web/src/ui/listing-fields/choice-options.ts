// Options of the listing form's selects. The seller's forms offer the spec's vocabularies (section
// 9); the admin's dialog offers the choices supplied with the listing (contract 7.3), each shown
// as people read it.
import {
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

/** What the seller's forms offer (the admin's dialog has no status for sellers and no accident history). */
export const SELLER_OPTIONS: Record<Exclude<Choice, 'status'>, readonly SelectOption[]> = {
  owner_number: ownerOptions,
  fuel_type: fuelOptions,
  transmission: transmissionOptions,
  urgency: urgencyOptions,
  condition: conditionOptions,
  accident_history: accidentOptions,
};

const LABELS: Record<keyof ListingChoices, (value: string) => string> = {
  owner_number: ownerLabel,
  fuel_type: fuelLabel,
  transmission: transmissionLabel,
  urgency: urgencyLabel,
  condition: conditionLabel,
  status: listingStatusLabel,
};

/** What a select shows for a stored value: "diesel" → "Diesel", "1st" → "1st owner", "pending" → "Under Review". */
export const choiceLabel = (choice: keyof ListingChoices, value: string) => LABELS[choice](value);

/** The listing's choices, with its current value kept choosable when they lack it (contract 2.9). */
export function choiceOptions(choices: Partial<ListingChoices> | undefined, choice: keyof ListingChoices, current: string): SelectOption[] {
  const list = choices?.[choice] ?? [];
  const values = list.length ? (list.includes(current) || !current ? list : [current, ...list]) : current ? [current] : [];
  return values.map((value) => ({ value, label: choiceLabel(choice, value) }));
}
