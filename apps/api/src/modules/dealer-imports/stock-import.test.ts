// A dealer's stock import over HTTP (issue 22, decision 038): files refused whole, rows created,
// updated, left alone or rejected, idempotent re-uploads, price history, ZIP photos and ZIP guards.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMN_NAMES, IMPORT_MESSAGES } from '@gaadi/domain/dealer-import-rules';
import type { ImportDetail } from '@gaadi/domain/schemas/dealer-imports';
import { dealers, listingImages, listingPriceHistory, listings, notifications } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { multipartBody, testJpeg, type FormPart } from '../../test/upload-utils.ts';
import { waitFor } from '../../test/wait-for.ts';
import { makeZip } from '../../test/zip-fixture.ts';

type User = Awaited<ReturnType<typeof createUser>>;

const COLUMNS = ['stock_number', 'brand_name', 'model_name', 'variant_name', 'year', 'fuel_type', 'transmission', 'km_driven', 'price', 'city_name', 'description', 'photos'];
const car = (stock: string, over: Record<string, string> = {}) => ({
  stock_number: stock,
  brand_name: 'Maruti Suzuki',
  model_name: 'Swift',
  variant_name: 'VXi',
  year: '2020',
  fuel_type: 'petrol',
  transmission: 'manual',
  km_driven: '42,000',
  price: '550000',
  city_name: 'Pune',
  description: 'One owner, serviced at the dealer',
  photos: '',
  ...over,
});
const quote = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvOf = (rows: Array<Record<string, string>>, columns = COLUMNS) =>
  [columns.join(','), ...rows.map((r) => columns.map((c) => quote(r[c] ?? '')).join(','))].join('\r\n') + '\r\n';

async function makeDealer(t: { ctx: Parameters<typeof createUser>[0] }, name = 'Shree Motors') {
  const u = await createUser(t.ctx, { name, phoneNumber: `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` });
  await t.ctx.db.insert(dealers).values({
    userId: u.user.id,
    slug: `dealer-${u.user.id.slice(0, 8)}`,
    businessName: name,
    gstin: `27AAAAA${u.user.id.replace(/\D/g, '').padEnd(4, '0').slice(0, 4)}A1Z${u.user.id.slice(0, 1).toUpperCase()}`,
    address: 'MG Road',
    cityName: 'Pune',
  });
  return u;
}

describe('dealer stock import', () => {
  const t = useTestApp();
  let dealer: User;
  let seller: User;

  beforeAll(async () => {
    dealer = await makeDealer(t);
    seller = await createUser(t.ctx);
  });

  const upload = async (csv: string | Buffer, opts: { auth?: Record<string, string>; zip?: Buffer; name?: string } = {}) => {
    const parts: FormPart[] = [{ name: 'file', filename: opts.name ?? 'stock.csv', data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv), type: 'text/csv' }];
    if (opts.zip) parts.push({ name: 'photos', filename: 'photos.zip', data: opts.zip, type: 'application/zip' });
    const body = await multipartBody(parts);
    return t.app.inject({ method: 'POST', url: '/api/v1/dealers/me/imports/', headers: { ...(opts.auth ?? dealer.auth), ...body.headers }, payload: body.payload });
  };
  const detail = (id: string, auth = dealer.auth) => t.app.inject({ method: 'GET', url: `/api/v1/dealers/me/imports/${id}/`, headers: auth });
  const finished = (id: string, timeoutMs = 30_000) =>
    waitFor(`import ${id}`, async () => {
      const d = (await detail(id)).json().data as ImportDetail;
      return d.status === 'done' || d.status === 'failed' ? d : undefined;
    }, timeoutMs);
  const importAndWait = async (csv: string, zip?: Buffer) => {
    const res = await upload(csv, { zip });
    expect(res.statusCode, res.body).toBe(202);
    return finished(res.json().data.id as string);
  };
  const importCount = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/dealers/me/imports/', headers: dealer.auth })).json().data.imports.length as number;

  it('serves the template: every column, header only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dealers/me/imports/template.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    expect(res.body.trim()).toBe(IMPORT_COLUMN_NAMES.join(','));
  });

  it('refuses the signed out (401) and a private seller (403) before reading the file', async () => {
    const body = await multipartBody([{ name: 'file', filename: 's.csv', data: Buffer.from(csvOf([car('A1')])) }]);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/dealers/me/imports/', headers: body.headers, payload: body.payload });
    expect(out.statusCode).toBe(401);
    const res = await upload(csvOf([car('A1')]), { auth: seller.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(IMPORT_MESSAGES.notDealer);
  });

  it.each([
    ['malformed quoting', Buffer.from('stock_number,brand_name\n"A1,Maruti\n'), /^The CSV file could not be read at line 2: a quoted cell is never closed$/],
    ['Latin-1 bytes', Buffer.concat([Buffer.from(`${COLUMNS.join(',')}\nA1,Citro`), Buffer.from([0xeb]), Buffer.from('n,C3,,2020,petrol,manual,1000,500000,Pune,,\n')]), /not UTF-8/],
    ['a missing column', Buffer.from('stock_number,brand_name\nA1,Maruti\n'), /Missing columns: model_name, year/],
    ['an unknown column', Buffer.from(`${COLUMNS.join(',')},colour\n`), /Unknown column: colour/],
    ['no rows', Buffer.from(`${COLUMNS.join(',')}\n`), /no rows/],
    ['more than 2,000 rows', Buffer.from(csvOf(Array.from({ length: 2001 }, (_, i) => car(`R${i}`)))), /more than 2,000 rows/],
  ])('answers 400 for %s and stores nothing', async (_what, bytes, message) => {
    const before = await importCount();
    const res = await upload(bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
    expect(await importCount()).toBe(before);
  });

  it('takes a UTF-8 file with a BOM', async () => {
    const d = await importAndWait('\uFEFF' + csvOf([car('BOM-1')]));
    expect(d.report[0]).toMatchObject({ outcome: 'created' });
  });

  it('answers 413 for a CSV over 10 MB', async () => {
    const res = await upload(Buffer.concat([Buffer.from(csvOf([car('BIG')])), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(IMPORT_MESSAGES.csvTooLarge);
  });

  it('creates, rejects with the spec messages and refuses formulas; a second upload changes nothing', async () => {
    const csv = csvOf([
      car('C-1'),
      car('C-2', { price: '-5' }),
      car('C-3', { description: '=HYPERLINK("http://x","y")' }),
      car('C-4', { brand_name: '', year: '1970' }),
      car('C-1', { price: '600000' }),
    ]);
    const d = await importAndWait(csv);
    expect(d).toMatchObject({ status: 'done', total: 5, processed: 5, counts: { created: 1, updated: 0, unchanged: 0, rejected: 4 } });
    expect(d.report.map((r) => r.outcome)).toEqual(['created', 'rejected', 'rejected', 'rejected', 'rejected']);
    expect(d.report[1]!.errors).toEqual({ price: 'Price must be between ₹10,000 and ₹1 crore' });
    expect(d.report[2]!.errors).toEqual({ description: IMPORT_MESSAGES.formula });
    expect(d.report[3]!.errors).toEqual({ brand_name: 'Brand is required', year: 'Please enter a valid year' });
    expect(d.report[4]!.errors).toEqual({ stock_number: IMPORT_MESSAGES.duplicateStockNumber(1) });
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, d.report[0]!.listing_id!));
    expect(row).toMatchObject({ sellerId: dealer.user.id, stockNumber: 'C-1', status: 'pending', kmDriven: 42000, title: '2020 Maruti Suzuki Swift VXi' });

    const again = await importAndWait(csvOf([car('C-1')]));
    expect(again.report).toEqual([expect.objectContaining({ outcome: 'unchanged', listing_id: row!.id })]);
    const [same] = await t.ctx.db.select().from(listings).where(eq(listings.id, row!.id));
    expect(same!.updatedAt.getTime()).toBe(row!.updatedAt.getTime());
  });

  it('updates the changed fields, sends the car back to review and records the price change', async () => {
    const first = await importAndWait(csvOf([car('U-1')]));
    const id = first.report[0]!.listing_id!;
    await t.ctx.db.update(listings).set({ status: 'approved' }).where(eq(listings.id, id));
    const d = await importAndWait(csvOf([car('U-1', { price: '525000', km_driven: '43000' })]));
    expect(d.report[0]).toMatchObject({ outcome: 'updated', listing_id: id });
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ price: 525000, kmDriven: 43000, status: 'pending' });
    const history = await t.ctx.db.select().from(listingPriceHistory).where(eq(listingPriceHistory.listingId, id));
    expect(history.map((h) => [h.price, h.previousPrice])).toEqual(expect.arrayContaining([[525000, 550000]]));
  });

  it('undoes a row refused while it was written, and only that row, in the middle of a chunk', async () => {
    // A refusal from inside the row's write (here an in-transaction listener of its announcement).
    t.ctx.events.inTransaction(['listing.created'], async (_w, e) => {
      if (e.listing.stockNumber === 'S-BAD') throw new AppError(400, 'REFUSED', 'Refused by a test listener');
    });
    const d = await importAndWait(csvOf([car('S-1'), car('S-BAD'), car('S-3')]));
    expect(d.report.map((r) => r.outcome)).toEqual(['created', 'rejected', 'created']);
    expect(d.report[1]).toMatchObject({ listing_id: null, errors: { row: 'Refused by a test listener' } });
    const mine = await t.ctx.db.select().from(listings).where(eq(listings.sellerId, dealer.user.id));
    expect(mine.filter((l) => l.stockNumber?.startsWith('S-')).map((l) => l.stockNumber).sort()).toEqual(['S-1', 'S-3']);
    // Each kept row brought its admin notification; the undone one left nothing behind.
    for (const r of [d.report[0]!, d.report[2]!]) expect(await t.ctx.db.select().from(notifications).where(eq(notifications.listingId, r.listing_id!))).toHaveLength(1);
  });

  it('attaches the ZIP folder’s photos through the image pipeline', async () => {
    const [a, b] = await Promise.all([testJpeg(640, 480, '#aa3300'), testJpeg(640, 480, '#0033aa')]);
    const zip = makeZip([
      { name: 'P-1/front.jpg', data: a },
      { name: 'P-1/back.jpg', data: b, deflate: true },
      { name: 'P-2/side.jpg', data: a },
    ]);
    const d = await importAndWait(csvOf([car('P-1', { photos: 'front.jpg|back.jpg' }), car('P-2', { photos: 'missing.jpg' })]), zip);
    expect(d.report[0]).toMatchObject({ outcome: 'created' });
    expect(d.report[1]).toMatchObject({ outcome: 'rejected', errors: { photos: IMPORT_MESSAGES.photoMissing('missing.jpg') } });
    const images = await t.ctx.db.select().from(listingImages).where(eq(listingImages.listingId, d.report[0]!.listing_id!));
    expect(images).toHaveLength(2);
    // The same file again: the car has its photos, nothing is written.
    const again = await importAndWait(csvOf([car('P-1', { photos: 'front.jpg|back.jpg' })]), zip);
    expect(again.report[0]).toMatchObject({ outcome: 'unchanged', notes: [IMPORT_MESSAGES.photosKept] });
  });

  it('refuses a ZIP with a path outside its folders (zip slip) or one that unpacks too far', async () => {
    const before = await importCount();
    const slip = await upload(csvOf([car('Z-1')]), { zip: makeZip([{ name: '../../etc/evil.jpg', data: Buffer.from('x') }]) });
    expect(slip.statusCode).toBe(400);
    expect(slip.json().error.message).toMatch(/unsafe path/);
    const bomb = await upload(csvOf([car('Z-1')]), { zip: makeZip([{ name: 'Z-1/a.jpg', data: Buffer.alloc(30 * 1024 * 1024), deflate: true }]) });
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error.message).toBe(IMPORT_MESSAGES.zipTooBig);
    const junk = await upload(csvOf([car('Z-1')]), { zip: Buffer.from('not a zip') });
    expect(junk.json().error.message).toBe(IMPORT_MESSAGES.badZip);
    expect(await importCount()).toBe(before);
    expect(await t.ctx.db.select().from(listings).where(and(eq(listings.sellerId, dealer.user.id), eq(listings.stockNumber, 'Z-1')))).toHaveLength(0);
  });

  it('shows an import only to its dealer (404 to anyone else)', async () => {
    const d = await importAndWait(csvOf([car('O-1')]));
    const other = await makeDealer(t, 'Other Cars');
    expect((await detail(d.id, other.auth)).statusCode).toBe(404);
    expect((await detail(d.id, seller.auth)).statusCode).toBe(404);
    expect((await detail('not-an-id')).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/dealers/me/imports/', headers: other.auth });
    expect(list.json().data).toEqual({ is_dealer: true, imports: [] });
    const privateSeller = await t.app.inject({ method: 'GET', url: '/api/v1/dealers/me/imports/', headers: seller.auth });
    expect(privateSeller.json().data).toEqual({ is_dealer: false, imports: [] });
  });
});

describe('dealer stock import limits', () => {
  const t = useTestApp({ env: { LIMIT_DEALER_LISTINGS_PER_DAY: '2', LIMIT_LISTINGS_PER_DAY: '1' } });

  it('is not capped by the private daily limit, and rejects rows past the dealer limit', async () => {
    const dealer = await makeDealer(t);
    const body = await multipartBody([{ name: 'file', filename: 's.csv', data: Buffer.from(csvOf([car('L-1'), car('L-2'), car('L-3')])) }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/dealers/me/imports/', headers: { ...dealer.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(202);
    const d = await waitFor('the import', async () => {
      const r = (await t.app.inject({ method: 'GET', url: `/api/v1/dealers/me/imports/${res.json().data.id}/`, headers: dealer.auth })).json().data as ImportDetail;
      return r.status === 'done' ? r : undefined;
    }, 30_000);
    expect(d.report.map((r) => r.outcome)).toEqual(['created', 'created', 'rejected']);
    expect(d.report[2]!.errors).toEqual({ stock_number: IMPORT_MESSAGES.dealerLimit(2) });
  });
});
