// /hi/seller/import (issue 25): the stock import's template guide, progress and report in Hindi, the
// API's refusals with a name or number in them too; the glossary's words and the file's own words
// (column names, cell values, stock numbers, photo names) aside.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSV_PROBLEMS, IMPORT_COLUMNS, IMPORT_MESSAGES, type CsvProblem } from '@gaadi/domain/dealer-import-rules';
import { messages as common } from '@/lib/i18n/hi';
import { messages as dealerHindi } from '@/lib/i18n/hi-dealer';
import { messages as sellFields } from '@/lib/i18n/hi-sell';
import { answerApi, expectNoEnglish, inEnglish, inHindi, renderAt } from '@/lib/i18n/hindi-screens';
import { englishLeftovers } from '@/lib/i18n/english-leftovers';
import { serverText } from '@/lib/i18n/server-text';
import { session } from '@/lib/session';
import StockImportPage from './stock-import-page';

const summary = {
  id: 'i1',
  status: 'done',
  file_name: 'stock.csv',
  total: 3,
  processed: 3,
  counts: { created: 1, updated: 0, unchanged: 1, rejected: 1 },
  failure: null,
  created_at: '2026-11-20T10:00:00Z',
  finished_at: '2026-11-20T10:01:00Z',
};
const report = [
  { row: 2, stock_number: 'SW-1042', outcome: 'created', listing_id: 'l1', errors: {}, notes: [IMPORT_MESSAGES.photosKept] },
  { row: 3, stock_number: 'SW-1043', outcome: 'unchanged', listing_id: 'l2', errors: {} },
  { row: 4, stock_number: '', outcome: 'rejected', listing_id: null, errors: { stock_number: IMPORT_MESSAGES.stockNumber } },
  {
    row: 5,
    stock_number: 'SW-1043',
    outcome: 'rejected',
    listing_id: null,
    errors: { stock_number: IMPORT_MESSAGES.duplicateStockNumber(3), photos: IMPORT_MESSAGES.photoMissing('SW-1043/rear.jpg') },
  },
];

beforeEach(() => {
  localStorage.clear();
  session.signIn({ id: 'u1', name: 'Asha', email: 'asha@example.com', phone_number: null }, { access_token: 'eyJ.test' });
  answerApi({
    '/api/v1/dealers/me/imports/': { success: true, data: { is_dealer: true, imports: [summary, { ...summary, id: 'i0', file_name: 'old.csv' }] } },
    '/api/v1/dealers/me/imports/i1/': { success: true, data: { ...summary, report } },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  inEnglish();
});

/** The file's own words: column names, cell values, examples, file and stock names. */
const FILE_WORDS = [
  ...IMPORT_COLUMNS.flatMap((c) => c.name.split('_')),
  ...'petrol diesel cng electric manual automatic st nd rd th normal urgent very excellent good fair poor none minor major ABS Sunroof http s SW jpg front stock csv old'.split(' '),
  ...'Maruti Suzuki Swift VXi Pune'.split(' '),
  // The columns a file had that the template does not, and its photo names.
  ...'colour owner rear'.split(' '),
];

describe('the stock import in Hindi', () => {

  it('shows the stock import, its column guide, progress and report with no English but the file\'s own words', async () => {
    inHindi(common, sellFields, dealerHindi);
    const { container } = renderAt('/seller/import', <StockImportPage />);
    expect(await screen.findByRole('heading', { name: 'इम्पोर्ट रिपोर्ट' })).toBeTruthy();
    expect(screen.getByText('3 में से 3 पंक्तियाँ पूरी')).toBeTruthy();
    expect(container.textContent).toContain('stock_number: स्टॉक नंबर ज़रूरी है');
    expect(screen.getByText('फ़ोटो नहीं बदलीं: कार की फ़ोटो पहले से हैं (उन्हें अपने डैशबोर्ड से बदलें)')).toBeTruthy();
    expect(screen.getAllByText(/पूरा हुआ$/)).toHaveLength(2);
    fireEvent.click(screen.getByText('हर कॉलम में क्या भरें'));
    expectNoEnglish(container, FILE_WORDS);
  });

  it('shows the API\'s texts with a name or number in them in Hindi: a refused file\'s unknown columns, a row\'s repeated stock number and missing photo', async () => {
    const refusal = IMPORT_MESSAGES.unknownColumns(['colour', 'owner_name']);
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ success: false, error: { code: 'BAD_CSV', message: refusal } }), { status: 400, headers: { 'content-type': 'application/json' } })
        : answered(url, init),
    );
    inHindi(common, sellFields, dealerHindi);
    const { container } = renderAt('/seller/import', <StockImportPage />);
    expect(await screen.findByRole('heading', { name: 'इम्पोर्ट रिपोर्ट' })).toBeTruthy();
    expect(container.textContent).toContain('stock_number: यह स्टॉक नंबर फ़ाइल की पंक्ति 3 में पहले से है');
    expect(container.textContent).toContain('photos: ZIP में यह फ़ोटो नहीं मिली: SW-1043/rear.jpg');
    fireEvent.change(container.querySelector('#import-csv')!, { target: { files: [new File(['stock_number,colour\r\n'], 'stock.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'अपलोड करके इम्पोर्ट करें' }));
    expect((await screen.findByText('अनजान कॉलम: colour, owner_name')).getAttribute('role')).toBe('alert');
    expect(container.textContent).not.toContain(refusal);
    expectNoEnglish(container, FILE_WORDS);
  });

  it('says why an unreadable file could not be read, and at which line, in Hindi for every problem the API names', () => {
    inHindi(common, dealerHindi);
    for (const problem of Object.keys(CSV_PROBLEMS) as CsvProblem[]) {
      const hindi = serverText(IMPORT_MESSAGES.malformed(problem, 1234));
      expect(hindi).toMatch(/^CSV फ़ाइल की पंक्ति 1234 पढ़ी नहीं जा सकी: /);
      expect(englishLeftovers(hindi)).toEqual([]);
    }
    // Each problem its own words: no two read the same.
    const texts = (Object.keys(CSV_PROBLEMS) as CsvProblem[]).map((p) => serverText(IMPORT_MESSAGES.malformed(p, 2)));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('keeps the English page word for word', async () => {
    renderAt('/seller/import', <StockImportPage />);
    expect(await screen.findByRole('heading', { name: 'Import report' })).toBeTruthy();
    expect(screen.getByText('3 of 3 rows processed')).toBeTruthy();
    expect(screen.getByText(IMPORT_COLUMNS[0]!.help)).toBeTruthy();
    expect(screen.getAllByText(/· done$/)).toHaveLength(2);
    expect(document.body.textContent).toContain(`stock_number: ${IMPORT_MESSAGES.duplicateStockNumber(3)}`);
    expect(document.body.textContent).toContain(`photos: ${IMPORT_MESSAGES.photoMissing('SW-1043/rear.jpg')}`);
  });
});
