// One CSV row → the create endpoint's body (contract 6.1), checked by the same schema with the same
// messages; errors are keyed by the CSV column. Formula injection (decision 038): a text cell that
// starts with = + - @ or a tab/CR is refused, never rewritten, since a quiet change to a dealer's
// text would be worse than a clear rejection; numbers go through their own rules ("-5" is a bad
// price) and a phone may start with + followed by digits.
import { IMPORT_LIMITS, IMPORT_MESSAGES, STOCK_NUMBER_PATTERN } from '@gaadi/domain/dealer-import-rules';
import { createListingBody, type CreateListingBody } from '@gaadi/domain/schemas/seller';
import type { CsvRow } from './csv-file.ts';

export interface RowValues {
  stockNumber: string;
  /** The body as the create endpoint would take it (null when the row is rejected). */
  body: CreateListingBody | null;
  /** Columns with a non-empty cell: an update changes only those. */
  given: Set<string>;
  photoNames: string[] | null;
  errors: Record<string, string>;
}

const NUMERIC = new Set(['year', 'km_driven', 'price']);
const FORMULA = /^[=+\-@\t\r]/;
const PHONE = /^\+?[\d\s()-]+$/;
/** CSV column → the body's field when they differ (the contact is one object in the body). */
const CONTACT: Record<string, 'sellerName' | 'phoneNumber' | 'email'> = { contact_name: 'sellerName', contact_phone: 'phoneNumber', contact_email: 'email' };

export function rowValues(row: CsvRow): RowValues {
  const errors: Record<string, string> = {};
  const stockNumber = (row.stock_number ?? '').trim();
  if (!stockNumber) errors.stock_number = IMPORT_MESSAGES.stockNumber;
  else if (!STOCK_NUMBER_PATTERN.test(stockNumber)) errors.stock_number = IMPORT_MESSAGES.stockNumberFormat;

  const given = new Set<string>();
  for (const [column, raw] of Object.entries(row)) {
    if (raw.trim() !== '') given.add(column);
    if (NUMERIC.has(column) || column === 'stock_number') continue;
    if (column === 'contact_phone' && PHONE.test(raw.trim())) continue;
    if (FORMULA.test(raw)) errors[column] = IMPORT_MESSAGES.formula;
  }

  const cell = (c: string) => (given.has(c) ? row[c]!.trim() : undefined);
  const contactGiven = Object.keys(CONTACT).some((c) => given.has(c));
  const input: Record<string, unknown> = {
    brand_name: cell('brand_name'),
    model_name: cell('model_name'),
    variant_name: cell('variant_name') ?? '',
    year: cell('year'),
    fuel_type: cell('fuel_type'),
    transmission: cell('transmission'),
    km_driven: cell('km_driven'),
    owner_number: cell('owner_number'),
    price: cell('price'),
    urgency: cell('urgency'),
    exterior_condition: cell('exterior_condition'),
    interior_condition: cell('interior_condition'),
    engine_condition: cell('engine_condition'),
    accident_history: cell('accident_history'),
    features: (cell('features') ?? '').split('|').map((s) => s.trim()).filter(Boolean),
    city_name: cell('city_name'),
    state_name: cell('state_name') ?? '',
    area: cell('area') ?? '',
    address: cell('address') ?? '',
    description: cell('description') ?? '',
    contact: contactGiven ? { sellerName: cell('contact_name') ?? '', phoneNumber: cell('contact_phone') ?? '', email: cell('contact_email') ?? '' } : undefined,
    image_ids: [],
    video_url: cell('video_url') ?? '',
  };
  const parsed = createListingBody.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      const column = field === 'contact' ? contactColumn(issue.message) : field;
      errors[column] ??= issue.message;
    }
  }
  const photoNames = cell('photos') ? cell('photos')!.split('|').map((s) => s.trim()).filter(Boolean) : null;
  if (photoNames && photoNames.length > IMPORT_LIMITS.maxPhotosPerRow) errors.photos ??= IMPORT_MESSAGES.tooManyPhotos;
  return { stockNumber, body: Object.keys(errors).length || !parsed.success ? null : parsed.data, given, photoNames, errors };
}

/** The contact's issues are raised on `contact`; name the column the message is about. */
function contactColumn(message: string): string {
  if (/phone/i.test(message)) return 'contact_phone';
  if (/email/i.test(message)) return 'contact_email';
  return 'contact_name';
}

