// The admin edit dialog's values (contract 7.3) and the PATCH body built from them (7.4).
import {
  conditionLabel,
  fuelLabel,
  listingStatusLabel,
  ownerLabel,
  transmissionLabel,
  urgencyLabel,
} from '@gaadi/domain/display-labels';
import type { AdminCar } from '@gaadi/domain/schemas/admin';

export const TEXT_FIELDS = [
  ['title', 'Title'],
  ['price', 'Price'],
  ['brand_name', 'Brand'],
  ['model_name', 'Model'],
  ['variant_name', 'Variant'],
  ['year', 'Year'],
  ['km_driven', 'Kilometers Driven'],
  ['city_name', 'City'],
  ['state_name', 'State'],
  ['address', 'Address'],
  ['seller_name', 'Seller Name'],
  ['seller_phone', 'Seller Phone'],
  ['seller_email', 'Seller Email'],
] as const;

export const SELECT_FIELDS = [
  ['owner_number', 'Owner Number', 'owner_number'],
  ['fuel_type', 'Fuel Type', 'fuel_type'],
  ['transmission', 'Transmission', 'transmission'],
  ['urgency', 'Urgency', 'urgency'],
  ['exterior_condition', 'Exterior Condition', 'condition'],
  ['interior_condition', 'Interior Condition', 'condition'],
  ['engine_condition', 'Engine Condition', 'condition'],
  ['status', 'Status', 'status'],
] as const;

type TextKey = (typeof TEXT_FIELDS)[number][0];
type SelectKey = (typeof SELECT_FIELDS)[number][0];
export type AdminEditValues = Record<TextKey | SelectKey | 'video_url' | 'description', string>;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function valuesFromCar(car: AdminCar): AdminEditValues {
  return {
    title: text(car.title),
    price: text(car.price),
    brand_name: text(car.brand),
    model_name: text(car.car_model),
    variant_name: text(car.variant),
    year: text(car.year),
    km_driven: text(car.km_driven),
    city_name: text(car.city),
    state_name: text(car.location?.state),
    address: text(car.address),
    seller_name: text(car.seller_info?.name),
    seller_phone: text(car.seller_info?.phone),
    seller_email: text(car.seller_info?.email),
    video_url: text(car.video_url),
    owner_number: text(car.owner_number),
    fuel_type: text(car.fuel_type),
    transmission: text(car.transmission),
    urgency: text(car.urgency),
    exterior_condition: text(car.exterior_condition),
    interior_condition: text(car.interior_condition),
    engine_condition: text(car.engine_condition),
    status: text(car.status),
    description: text(car.description),
  };
}

/** Every control as a string; price, year and km_driven as numbers, left out when empty. */
export function patchBody(values: AdminEditValues) {
  const { price, year, km_driven, ...strings } = values;
  const numbers: Record<string, number> = {};
  for (const [key, value] of Object.entries({ price, year, km_driven })) if (value.trim() !== '') numbers[key] = Number(value);
  return { ...strings, ...numbers };
}

/** Options of a select: the listing's choices, else only the current value (contract 2.9). */
export function optionsFor(car: AdminCar, choice: (typeof SELECT_FIELDS)[number][2], current: string): string[] {
  const list = car.choices?.[choice] ?? [];
  return list.length ? (list.includes(current) || !current ? list : [current, ...list]) : current ? [current] : [];
}

type Choice = (typeof SELECT_FIELDS)[number][2];
const LABELS: Record<Choice, (value: string) => string> = {
  owner_number: ownerLabel,
  fuel_type: fuelLabel,
  transmission: transmissionLabel,
  urgency: urgencyLabel,
  condition: conditionLabel,
  status: listingStatusLabel,
};

/** What a select shows for a stored value: "diesel" → "Diesel", "1st" → "1st owner", "pending" → "Under Review". */
export const choiceLabel = (choice: Choice, value: string) => LABELS[choice](value);
