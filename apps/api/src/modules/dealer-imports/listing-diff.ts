// What a row would change on the dealer's listing with its stock number: only the columns with a
// value, compared as the seller's edit compares them (names without regard to case), so a file
// uploaded twice finds nothing to write the second time.
import { toE164 } from '@gaadi/domain/phone';
import type { CreateListingBody } from '@gaadi/domain/schemas/seller';
import type { ListingPatch } from '../listings/apply-listing-patch.ts';
import type { ListingRow } from '../listing-store/listing-rows.ts';

type Field = [column: string, patchKey: keyof ListingPatch, value: (b: CreateListingBody) => unknown, current: (r: ListingRow) => unknown, names?: boolean];

const FIELDS: Field[] = [
  ['brand_name', 'brand', (b) => b.brand_name, (r) => r.brandName, true],
  ['model_name', 'model', (b) => b.model_name, (r) => r.modelName, true],
  ['variant_name', 'variant', (b) => b.variant_name, (r) => r.variantName ?? '', true],
  ['city_name', 'city', (b) => b.city_name, (r) => r.cityName, true],
  ['state_name', 'state', (b) => b.state_name, (r) => r.stateName ?? ''],
  ['year', 'year', (b) => b.year, (r) => r.year],
  ['price', 'price', (b) => b.price, (r) => r.price],
  ['km_driven', 'kmDriven', (b) => b.km_driven, (r) => r.kmDriven],
  ['fuel_type', 'fuelType', (b) => b.fuel_type, (r) => r.fuelType],
  ['transmission', 'transmission', (b) => b.transmission, (r) => r.transmission],
  ['owner_number', 'ownerNumber', (b) => b.owner_number, (r) => r.ownerNumber],
  ['urgency', 'urgency', (b) => b.urgency, (r) => r.urgency],
  ['exterior_condition', 'exteriorCondition', (b) => b.exterior_condition, (r) => r.exteriorCondition],
  ['interior_condition', 'interiorCondition', (b) => b.interior_condition, (r) => r.interiorCondition],
  ['engine_condition', 'engineCondition', (b) => b.engine_condition, (r) => r.engineCondition],
  ['accident_history', 'accidentHistory', (b) => b.accident_history, (r) => r.accidentHistory],
  ['features', 'features', (b) => b.features, (r) => r.features ?? []],
  ['area', 'area', (b) => b.area, (r) => r.area ?? ''],
  ['address', 'address', (b) => b.address, (r) => r.address ?? ''],
  ['description', 'description', (b) => b.description, (r) => r.description ?? ''],
  ['video_url', 'videoUrl', (b) => b.video_url, (r) => r.videoUrl ?? ''],
  ['contact_name', 'sellerName', (b) => b.contact?.sellerName, (r) => r.sellerName ?? ''],
  ['contact_phone', 'sellerPhone', (b) => (b.contact ? (toE164(b.contact.phoneNumber) ?? b.contact.phoneNumber) : undefined), (r) => r.sellerPhone ?? ''],
  ['contact_email', 'sellerEmail', (b) => b.contact?.email, (r) => r.sellerEmail ?? ''],
];

const equal = (a: unknown, b: unknown, names?: boolean) =>
  names && typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : JSON.stringify(a) === JSON.stringify(b);

/** The patch of the given columns whose value differs from the listing's (empty: unchanged). */
export function listingDiff(body: CreateListingBody, given: Set<string>, current: ListingRow): ListingPatch {
  const patch: Record<string, unknown> = {};
  for (const [column, key, value, now, names] of FIELDS) {
    if (!given.has(column)) continue;
    const next = value(body);
    if (next !== undefined && !equal(next, now(current), names)) patch[key] = next;
  }
  return patch as ListingPatch;
}
