// The values of the one listing form, which the sell wizard, the seller's edit form and the
// admin's edit dialog each show a part of, under the wizard's names (contract 6.1). Inputs hold
// strings; the bodies sent to the API convert numbers (listing-body.ts).
import type { Car } from '@gaadi/domain/schemas/car';

export interface ListingValues {
  brand_name: string;
  model_name: string;
  variant_name: string;
  year: string;
  fuel_type: string;
  transmission: string;
  km_driven: string;
  owner_number: string;
  price: string;
  urgency: string;
  exterior_condition: string;
  interior_condition: string;
  engine_condition: string;
  accident_history: string;
  features: string[];
  description: string;
  /** The listing's contact (the wizard's Contact Info, the admin's Seller fields). */
  sellerName: string;
  phoneNumber: string;
  email: string;
  city_name: string;
  state_name: string;
  area: string;
  address: string;
  video_url: string;
  /** Only the admin edits these. */
  title: string;
  status: string;
}

export type ListingField = keyof ListingValues;
/** The fields of one screen, with their values. */
export type ValuesOf<K extends ListingField> = Pick<ListingValues, K>;

export const CAR_FIELDS = [
  'brand_name',
  'model_name',
  'variant_name',
  'year',
  'fuel_type',
  'transmission',
  'km_driven',
  'owner_number',
] as const satisfies readonly ListingField[];
export const CONDITION_FIELDS = [
  'urgency',
  'exterior_condition',
  'interior_condition',
  'engine_condition',
  'accident_history',
] as const satisfies readonly ListingField[];
export const CONTACT_FIELDS = ['sellerName', 'phoneNumber', 'email'] as const satisfies readonly ListingField[];
export const LOCATION_FIELDS = ['city_name', 'state_name', 'area', 'address'] as const satisfies readonly ListingField[];

/** A listing as the seller's and the admin's calls send it (contract 6.4, 7.3). */
export type CarLike = Partial<Car>;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Where a listing holds each value; the rest sit under the field's own name. */
const FROM_CAR: Partial<Record<ListingField, (car: CarLike) => unknown>> = {
  brand_name: (car) => car.brand,
  model_name: (car) => car.car_model || car.model || car.model_name,
  variant_name: (car) => car.variant,
  city_name: (car) => car.location?.city || car.city,
  state_name: (car) => car.location?.state,
  area: (car) => car.location?.area,
  sellerName: (car) => car.seller_info?.name,
  phoneNumber: (car) => car.seller_info?.phone,
  email: (car) => car.seller_info?.email,
};

/** A screen's form values from a listing as received. */
export function valuesFromCar<K extends ListingField>(car: CarLike, fields: readonly K[]): ValuesOf<K> {
  const entries = fields.map((field) => {
    if (field === 'features') return [field, [...(car.features ?? [])]];
    const read = FROM_CAR[field] ?? ((c: CarLike) => c[field as keyof CarLike]);
    return [field, text(read(car))];
  });
  return Object.fromEntries(entries) as ValuesOf<K>;
}
