// The one mapping from the listing form's values to the body a listing call sends. The calls
// differ only in what each screen configures: the key a field goes under (the older form's make,
// kilometers…, contract 6.2; the admin's seller_name…, 7.4), how numbers are read, and whether
// free text is trimmed.
import type { ListingField, ListingValues } from './listing-values';

export interface BodyOptions {
  /** Keys under which this call expects a field, where not under the field's own name. */
  keys?: Partial<Record<ListingField, string>>;
  /** The number a numeric field (price, year, km_driven) is sent as; undefined leaves it out. */
  number: (value: string) => number | undefined;
  /** Whether names, places, links and contact details are sent trimmed. */
  trim: boolean;
}

const NUMERIC: ReadonlySet<ListingField> = new Set(['price', 'year', 'km_driven']);
// The description keeps its spacing: line breaks and indents are the seller's layout.
const TRIMMED: ReadonlySet<ListingField> = new Set([
  'brand_name',
  'model_name',
  'variant_name',
  'city_name',
  'state_name',
  'area',
  'address',
  'video_url',
  'sellerName',
  'phoneNumber',
  'email',
]);

/** The body fields for the given values (only those; a call adds what else it needs). */
export function listingBody(values: Partial<ListingValues>, { keys = {}, number, trim }: BodyOptions): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values) as Array<[ListingField, string | string[] | undefined]>) {
    if (value === undefined) continue;
    const key = keys[field] ?? field;
    if (Array.isArray(value)) body[key] = value;
    else if (NUMERIC.has(field)) {
      const n = number(value);
      if (n !== undefined) body[key] = n;
    } else body[key] = trim && TRIMMED.has(field) ? value.trim() : value;
  }
  return body;
}
