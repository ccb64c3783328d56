import { CSV_PROBLEMS, IMPORT_MESSAGES } from '@gaadi/domain/dealer-import-rules';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-file.ts';

const refusal = (text: string) => {
  try {
    parseCsv(text);
  } catch (e) {
    return e as Error & { statusCode: number; code: string };
  }
  throw new Error('parsed');
};

describe('a CSV file the parser cannot read', () => {
  it.each([
    ['a quote never closed', 'stock_number,brand_name\nA1,Maruti\n"A2,Honda\n', 'unclosedQuote', 3],
    ['text after a closing quote', 'stock_number,brand_name\n"A1"x,Maruti\n', 'textAfterQuote', 2],
    ['a space after a closing quote', 'stock_number,brand_name\n"A1" ,Maruti\n', 'textAfterQuote', 2],
    ['a quote inside an unquoted cell', 'stock_number,brand_name\nA1,Maruti\nA"2,Honda\n', 'quoteInCell', 3],
    ['a row with fewer cells', 'stock_number,brand_name\nA1\n', 'cellCount', 2],
    ['a row with more cells', 'stock_number,brand_name\nA1,Maruti,Swift\n', 'cellCount', 2],
    ['a row over 64 KB', `stock_number,brand_name\nA1,${'x'.repeat(70_000)}\n`, 'rowTooLong', 2],
  ] as const)('names %s and its line in our words, not the parser\'s', (_what, text, problem, line) => {
    const e = refusal(text);
    expect(e).toMatchObject({ statusCode: 400, code: 'INVALID_IMPORT_FILE' });
    expect(e.message).toBe(IMPORT_MESSAGES.malformed(problem, line));
    expect(e.message).toBe(`The CSV file could not be read at line ${line}: ${CSV_PROBLEMS[problem]}`);
  });
});
