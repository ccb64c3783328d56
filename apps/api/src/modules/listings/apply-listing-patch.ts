// One way to change a listing, for its seller (6.2) and for admins (7.4): names are resolved
// against the catalogue, only real differences are written, and each edit leaves an audit row and
// announces itself ('listing.edited', with what changed).
import { defaultTitle } from '@gaadi/domain/listing-text';
import type { Write } from '../../platform/domain-events.ts';
import { resolveCatalogue } from '../catalogue/resolve-names.ts';
import type { ListingActor } from '../listing-store/listing-events.ts';
import type { ChangeLog, ListingRow, ListingSet } from '../listing-store/listing-rows.ts';
import { updateListing } from '../listing-store/listing-writes.ts';

/** Values already validated and normalised; undefined means "leave as it is". */
export interface ListingPatch {
  brand?: string;
  model?: string;
  variant?: string;
  city?: string;
  state?: string;
  area?: string;
  title?: string;
  year?: number;
  price?: number;
  originalPrice?: number | null;
  kmDriven?: number;
  fuelType?: string;
  transmission?: string;
  ownerNumber?: string;
  urgency?: string;
  accidentHistory?: string;
  exteriorCondition?: string;
  interiorCondition?: string;
  engineCondition?: string;
  description?: string;
  features?: string[];
  address?: string;
  videoUrl?: string;
  sellerName?: string;
  sellerPhone?: string;
  sellerEmail?: string;
  status?: string;
  verified?: boolean;
  featured?: boolean;
  rejectionReason?: string | null;
  approvedAt?: Date | null;
}

type Column = keyof ListingSet & keyof ListingRow;
/** Plain fields: patch key → [column, name in the audit log (the Car's field name)]. */
const PLAIN: Array<[keyof ListingPatch, Column, string | null]> = [
  ['area', 'area', 'area'],
  ['year', 'year', 'year'],
  ['price', 'price', 'price'],
  ['originalPrice', 'originalPrice', 'original_price'],
  ['kmDriven', 'kmDriven', 'km_driven'],
  ['fuelType', 'fuelType', 'fuel_type'],
  ['transmission', 'transmission', 'transmission'],
  ['ownerNumber', 'ownerNumber', 'owner_number'],
  ['urgency', 'urgency', 'urgency'],
  ['accidentHistory', 'accidentHistory', 'accident_history'],
  ['exteriorCondition', 'exteriorCondition', 'exterior_condition'],
  ['interiorCondition', 'interiorCondition', 'interior_condition'],
  ['engineCondition', 'engineCondition', 'engine_condition'],
  ['description', 'description', 'description'],
  ['features', 'features', 'features'],
  ['address', 'address', 'address'],
  ['videoUrl', 'videoUrl', 'video_url'],
  ['sellerName', 'sellerName', 'seller_name'],
  ['sellerPhone', 'sellerPhone', 'seller_phone'],
  ['sellerEmail', 'sellerEmail', 'seller_email'],
  ['status', 'status', 'status'],
  ['verified', 'verified', 'verified'],
  ['featured', 'featured', 'featured'],
  ['rejectionReason', 'rejectionReason', 'rejection_reason'],
  ['approvedAt', 'approvedAt', null],
];

const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date ? (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.() : JSON.stringify(a) === JSON.stringify(b);
const renamed = (next: string | undefined, current: string) => next !== undefined && next.toLowerCase() !== current.toLowerCase();

export async function applyListingPatch(
  w: Write,
  current: ListingRow,
  patch: ListingPatch,
  opts: { by: ListingActor; catalogueVerified: boolean },
): Promise<{ row: ListingRow; changes: ChangeLog }> {
  const set: ListingSet = {};
  const changes: ChangeLog = {};
  const note = (name: string, from: unknown, to: unknown) => (changes[name] = { from, to });

  const cityChanged = renamed(patch.city, current.cityName);
  if (renamed(patch.brand, current.brandName) || renamed(patch.model, current.modelName) || renamed(patch.variant, current.variantName) || cityChanged) {
    const refs = await resolveCatalogue(
      w.tx,
      {
        brand: patch.brand ?? current.brandName,
        model: patch.model ?? current.modelName,
        variant: patch.variant ?? current.variantName,
        city: patch.city ?? current.cityName,
        // A new city brings its own state unless one is given.
        state: patch.state ?? (cityChanged ? '' : current.stateName),
      },
      opts.catalogueVerified,
    );
    Object.assign(set, refs);
    for (const [name, from, to] of [
      ['brand', current.brandName, refs.brandName],
      ['model', current.modelName, refs.modelName],
      ['variant', current.variantName, refs.variantName],
      ['city', current.cityName, refs.cityName],
      ['state', current.stateName, refs.stateName],
    ] as const) {
      if (from !== to) note(name, from, to);
    }
  } else if (patch.state !== undefined && patch.state !== current.stateName) {
    set.stateName = patch.state;
    note('state', current.stateName, patch.state);
  }

  for (const [key, column, name] of PLAIN) {
    const value = patch[key];
    if (value === undefined || same(value, current[column])) continue;
    (set as Record<string, unknown>)[column] = value;
    if (name) note(name, current[column], value);
  }

  const next = {
    year: set.year ?? current.year,
    brand: set.brandName ?? current.brandName,
    model: set.modelName ?? current.modelName,
    variant: set.variantName ?? current.variantName,
  };
  // An empty title is regenerated; a title that was the default (and is only echoed back) follows
  // the car's new name.
  const wasDefault = current.title === defaultTitle({ year: current.year, brand: current.brandName, model: current.modelName, variant: current.variantName });
  const given = patch.title?.trim();
  const title =
    given !== undefined && given !== current.title ? given || defaultTitle(next) : wasDefault ? defaultTitle(next) : current.title;
  if (title !== current.title) {
    set.title = title;
    note('title', current.title, title);
  }

  set.updatedAt = new Date();
  const row = await updateListing(w, current, set, { type: 'listing.edited', by: opts.by, changes });
  return { row, changes };
}
