// The uploaded CSV, checked as a whole before anything is stored (decision 038): UTF-8 (a BOM is
// fine), parseable, a known header with every required column, at most IMPORT_LIMITS.maxRows rows.
// A file-level problem is one 400 with one message; row problems are the job's report.
import { parse } from 'csv-parse/sync';
import { IMPORT_COLUMN_NAMES, IMPORT_LIMITS, IMPORT_MESSAGES, REQUIRED_IMPORT_COLUMNS, type CsvProblem } from '@gaadi/domain/dealer-import-rules';
import { AppError } from '../../platform/errors.ts';

export type CsvRow = Record<string, string>;

const refuse = (message: string) => new AppError(400, 'INVALID_IMPORT_FILE', message);

/** csv-parse's error codes (its `CsvError.code`) → what the person is told. */
const PARSER_PROBLEMS: Record<string, CsvProblem> = {
  CSV_QUOTE_NOT_CLOSED: 'unclosedQuote',
  CSV_INVALID_CLOSING_QUOTE: 'textAfterQuote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'textAfterQuote',
  INVALID_OPENING_QUOTE: 'quoteInCell',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'cellCount',
  CSV_RECORD_INCONSISTENT_COLUMNS: 'cellCount',
  CSV_MAX_RECORD_SIZE: 'rowTooLong',
};

/** Bytes → text: invalid UTF-8 (a Latin-1 export, say) is refused rather than guessed at. */
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse(IMPORT_MESSAGES.notUtf8);
  }
}

/** The data rows, keyed by (lower-case) column; throws the 400 of the first file-level problem. */
export function parseCsv(text: string): CsvRow[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_quotes: false, max_record_size: 64 * 1024, to: IMPORT_LIMITS.maxRows + 2 });
  } catch (e) {
    const { code, lines } = e as { code?: string; lines?: number };
    throw refuse(IMPORT_MESSAGES.malformed(PARSER_PROBLEMS[code ?? ''] ?? 'other', lines ?? 1));
  }
  const [header, ...rows] = records;
  if (!header || header.every((h) => !h.trim())) throw refuse(IMPORT_MESSAGES.empty);
  const names = header.map((h) => h.trim().toLowerCase());
  const unknown = names.filter((n) => !IMPORT_COLUMN_NAMES.includes(n));
  if (unknown.length) throw refuse(IMPORT_MESSAGES.unknownColumns(unknown));
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (repeated.length) throw refuse(IMPORT_MESSAGES.duplicateColumns([...new Set(repeated)]));
  const missing = REQUIRED_IMPORT_COLUMNS.filter((n) => !names.includes(n));
  if (missing.length) throw refuse(IMPORT_MESSAGES.missingColumns(missing));
  const data = rows.filter((r) => r.some((cell) => cell.trim() !== ''));
  if (!data.length) throw refuse(IMPORT_MESSAGES.noRows);
  if (data.length > IMPORT_LIMITS.maxRows) throw refuse(IMPORT_MESSAGES.tooManyRows);
  return data.map((cells) => Object.fromEntries(names.map((n, i) => [n, cells[i] ?? ''])));
}
