// Contact Seller retried with the same client key (issue 24): a buyer's double tap, a reload after
// a lost answer, or a load balancer's retry stores one inquiry, counts it once, notifies once, and
// answers every copy with the same inquiry id.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries, listings, notifications } from '../../db/schema.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const form = { buyer_name: 'Meera', buyer_phone: '98765 43210', buyer_email: 'meera@example.com', message: 'Is the price negotiable?' };
let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('Contact Seller with a client key', () => {
  const t = useTestApp();
  const contact = (carId: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/cars/${carId}/contact/`, payload, remoteAddress: nextIp() });
  const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/inquiries/create/', payload, remoteAddress: nextIp() });

  async function car() {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, brand: 'Tata', model: 'Nexon', year: 2020 });
    return { seller, listing };
  }
  const stored = async (listingId: string, sellerId: string) => ({
    inquiries: (await t.ctx.db.select().from(inquiries).where(eq(inquiries.listingId, listingId))).length,
    count: (await t.ctx.db.select().from(listings).where(eq(listings.id, listingId)))[0]!.inquiriesCount,
    notes: (await t.ctx.db.select().from(notifications).where(and(eq(notifications.userId, sellerId), eq(notifications.type, 'inquiry_received')))).length,
  });

  it('stores a retried submission once and answers it with the first inquiry', async () => {
    const { seller, listing } = await car();
    const first = await contact(listing.id, { ...form, client_key: 'form-1' });
    expect(first.statusCode).toBe(200);
    const again = await contact(listing.id, { ...form, client_key: 'form-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.inquiry_id).toBe(first.json().data.inquiry_id);
    // The other route of the contract shares the key.
    const viaCreate = await create({ ...form, car_id: listing.id, client_key: 'form-1' });
    expect(viaCreate.statusCode).toBe(201);
    expect(viaCreate.json().data.inquiryId).toBe(first.json().data.inquiry_id);
    expect(await stored(listing.id, seller.user.id)).toEqual({ inquiries: 1, count: 1, notes: 1 });
    const [row] = await t.ctx.db.select().from(inquiries).where(eq(inquiries.id, first.json().data.inquiry_id));
    expect(row!.clientKey).toBe('form-1');
  });

  it('stores one inquiry when copies arrive at once', async () => {
    const { seller, listing } = await car();
    const answers = await Promise.all(Array.from({ length: 6 }, () => contact(listing.id, { ...form, client_key: 'tap-tap' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json().data.inquiry_id)).size).toBe(1);
    expect(await stored(listing.id, seller.user.id)).toEqual({ inquiries: 1, count: 1, notes: 1 });
  });

  it('keeps new keys, no key and other cars apart, and refuses a key used with another phone', async () => {
    const { seller, listing } = await car();
    const other = await car();
    const a = await contact(listing.id, { ...form, client_key: 'k1' });
    const b = await contact(listing.id, { ...form, client_key: 'k2' });
    const c = await contact(listing.id, form);
    const d = await contact(listing.id, { ...form, client_key: '' }); // blank: no key
    const e = await contact(other.listing.id, { ...form, client_key: 'k1' });
    const ids = [a, b, c, d, e].map((r) => r.json().data.inquiry_id);
    expect(new Set(ids).size).toBe(5);
    expect(await stored(listing.id, seller.user.id)).toEqual({ inquiries: 4, count: 4, notes: 4 });

    const stranger = await contact(listing.id, { ...form, buyer_phone: '91234 56789', client_key: 'k1' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', details: { client_key: [expect.any(String)] } } });
    expect(JSON.stringify(stranger.json())).not.toContain(a.json().data.inquiry_id);
    const tooLong = await contact(listing.id, { ...form, client_key: 'x'.repeat(65) });
    expect(tooLong.statusCode).toBe(400);
    expect(await stored(listing.id, seller.user.id)).toEqual({ inquiries: 4, count: 4, notes: 4 });
  });
});
