// A dealer's stock import (issue 22, decision 038): the CSV's columns, what each means, the limits
// and the texts a refused file or row shows. Zod-free: the import screen shows the column guide.
import { ACCIDENT_HISTORY, CONDITIONS, FUEL_TYPES, OWNER_NUMBERS, TRANSMISSIONS, URGENCIES } from './constants.ts';

export const IMPORT_LIMITS = {
  maxCsvBytes: 10 * 1024 * 1024,
  maxRows: 2_000,
  /** The photo ZIP as uploaded (the upload request itself is capped at 50 MB). */
  maxZipBytes: 40 * 1024 * 1024,
  maxZipEntries: 5_000,
  maxZipUncompressedBytes: 400 * 1024 * 1024,
  /** Uncompressed ÷ compressed for one entry: photos barely compress, a bomb compresses 1000:1. */
  maxZipRatio: 50,
  maxPhotosPerRow: 10,
} as const;

export interface ImportColumn {
  name: string;
  required: boolean;
  /** What the cell holds, as the column guide and docs/dealer-stock-import.md say. */
  help: string;
}

const list = (values: readonly string[]) => values.join(', ');

/** The template's columns in order: the create endpoint's fields (contract 6.1) in snake_case, flattened. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'stock_number', required: true, help: 'Your own reference for the car, unique in your stock: letters, digits, dot, dash, underscore (at most 50). A row with a known stock number updates that car.' },
  { name: 'brand_name', required: true, help: 'Brand, e.g. Maruti Suzuki (a new name is added for review).' },
  { name: 'model_name', required: true, help: 'Model, e.g. Swift.' },
  { name: 'variant_name', required: false, help: 'Variant, e.g. VXi.' },
  { name: 'year', required: true, help: 'Year of manufacture, 1980 to next year.' },
  { name: 'fuel_type', required: true, help: `One of: ${list(FUEL_TYPES)}.` },
  { name: 'transmission', required: true, help: `One of: ${list(TRANSMISSIONS)}.` },
  { name: 'km_driven', required: true, help: 'Kilometres driven, a whole number (42000 or 42,000).' },
  { name: 'owner_number', required: false, help: `One of: ${list(OWNER_NUMBERS)} (empty: 1st).` },
  { name: 'price', required: true, help: 'Asking price in rupees, 10,000 to 1,00,00,000.' },
  { name: 'urgency', required: false, help: `One of: ${list(URGENCIES)} (empty: normal).` },
  { name: 'exterior_condition', required: false, help: `One of: ${list(CONDITIONS)} (empty: good).` },
  { name: 'interior_condition', required: false, help: `One of: ${list(CONDITIONS)} (empty: good).` },
  { name: 'engine_condition', required: false, help: `One of: ${list(CONDITIONS)} (empty: good).` },
  { name: 'accident_history', required: false, help: `One of: ${list(ACCIDENT_HISTORY)} (empty: none).` },
  { name: 'features', required: false, help: 'Feature names separated by | (e.g. ABS|Sunroof).' },
  { name: 'city_name', required: true, help: 'City where the car is, e.g. Pune.' },
  { name: 'state_name', required: false, help: 'State.' },
  { name: 'area', required: false, help: 'Area or locality.' },
  { name: 'address', required: false, help: 'Address of the showroom or yard.' },
  { name: 'description', required: false, help: 'Description, up to 5,000 characters.' },
  { name: 'contact_name', required: false, help: "Contact person (empty: your account's name)." },
  { name: 'contact_phone', required: false, help: "Contact phone, e.g. +919800000000 (empty: your account's phone)." },
  { name: 'contact_email', required: false, help: 'Contact e-mail.' },
  { name: 'video_url', required: false, help: 'An http(s) link to a video of the car.' },
  { name: 'photos', required: false, help: 'File names inside the ZIP folder named after the stock number, separated by | and in display order (empty: every photo in that folder, by name).' },
];

export const IMPORT_COLUMN_NAMES = IMPORT_COLUMNS.map((c) => c.name);
export const REQUIRED_IMPORT_COLUMNS = IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.name);

/** The downloadable template: the header row (each column is explained by the guide, not by rows that could be imported by mistake). */
export const IMPORT_TEMPLATE_CSV = `${IMPORT_COLUMN_NAMES.join(',')}\r\n`;

export const STOCK_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/;

export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'rejected'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * What makes a CSV file unreadable, in our words: the parser's own messages are English prose about
 * its internals ("Invalid Closing Quote: got \"x\" at line 2 instead of delimiter…") that a Hindi
 * page could not translate. The API maps the parser's error code to one of these (csv-file.ts).
 */
export const CSV_PROBLEMS = {
  unclosedQuote: 'a quoted cell is never closed',
  textAfterQuote: 'a quoted cell has more text after its closing quote',
  quoteInCell: 'a quote appears inside a cell that does not start with one',
  cellCount: 'a row has a different number of cells than the header',
  rowTooLong: 'a row is longer than 64 KB',
  other: 'it is not valid CSV',
} as const;
export type CsvProblem = keyof typeof CSV_PROBLEMS;

export const IMPORT_MESSAGES = {
  started: 'Import started',
  notDealer: 'Stock import is for dealers. Create your dealer profile first.',
  notFound: 'Import not found',
  noCsv: 'Choose a CSV file to import',
  tooManyFiles: 'Send one CSV file and at most one photo ZIP',
  fileTooLarge: (name: string) => `${name} is larger than we accept`,
  csvTooLarge: `The CSV file is larger than ${mb(IMPORT_LIMITS.maxCsvBytes)}`,
  zipTooLarge: `The photo ZIP is larger than ${mb(IMPORT_LIMITS.maxZipBytes)}`,
  notUtf8: 'The CSV file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.',
  malformed: (problem: CsvProblem, line: number) => `The CSV file could not be read at line ${line}: ${CSV_PROBLEMS[problem]}`,
  empty: 'The CSV file has no header row',
  noRows: 'The CSV file has no rows under its header',
  tooManyRows: `The CSV file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-IN')} rows. Split it into several files.`,
  unknownColumns: (names: string[]) => `Unknown column${names.length > 1 ? 's' : ''}: ${names.join(', ')}`,
  missingColumns: (names: string[]) => `Missing column${names.length > 1 ? 's' : ''}: ${names.join(', ')}`,
  duplicateColumns: (names: string[]) => `Repeated column${names.length > 1 ? 's' : ''}: ${names.join(', ')}`,
  badZip: 'The photo file is not a readable ZIP archive',
  zipTooManyEntries: `The photo ZIP has more than ${IMPORT_LIMITS.maxZipEntries.toLocaleString('en-IN')} files`,
  zipTooBig: 'The photo ZIP unpacks to more than we accept (a ZIP bomb?)',
  zipUnsafePath: (name: string) => `The photo ZIP holds an unsafe path: ${name}`,
  // Row errors
  stockNumber: 'Stock number is required',
  stockNumberFormat: 'Stock number may use letters, digits, dot, dash and underscore (at most 50 characters)',
  duplicateStockNumber: (row: number) => `This stock number is already used on row ${row} of the file`,
  formula: 'A cell may not start with =, +, -, @ or a tab: spreadsheets would run it as a formula',
  dealerLimit: (perDay: number) => `Daily limit reached: at most ${perDay.toLocaleString('en-IN')} new listings a day`,
  photoMissing: (name: string) => `Photo not found in the ZIP: ${name}`,
  tooManyPhotos: `At most ${IMPORT_LIMITS.maxPhotosPerRow} photos per car`,
  photoUnreadable: (name: string) => `Photo could not be used: ${name}`,
  photosKept: 'Photos not changed: the car already has photos (manage them from your dashboard)',
  failed: 'The import stopped unexpectedly. Please upload the file again.',
} as const;
