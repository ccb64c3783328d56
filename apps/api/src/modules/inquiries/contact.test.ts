import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries, listings, notifications } from '../../db/schema.ts';
import { createAdmin, createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const valid = {
  buyer_name: 'Meera',
  buyer_phone: '98765 43210',
  buyer_email: 'meera@example.com',
  message: 'Is the price negotiable?',
  preferred_contact_time: 'evening',
};

// Every request comes from its own address unless a test says otherwise: the per-IP limit is tested apart.
let ipCounter = 0;
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('POST /cars/{id}/contact/ (contract 4.7)', () => {
  const t = useTestApp();
  const contact = (carId: string, payload: object, headers: Record<string, string> = {}, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: `/api/v1/cars/${carId}/contact/`, payload, headers, remoteAddress: ip });

  async function tataNexon() {
    const seller = await createUser(t.ctx, { name: 'Ravi' });
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, brand: 'Tata', model: 'Nexon', variant: 'XZ+', year: 2020 });
    return { seller, listing };
  }

  it('stores the inquiry, bumps inquiries_count and notifies the seller, all at once', async () => {
    const { seller, listing } = await tataNexon();
    const res = await contact(listing.id, valid);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Message sent successfully',
      data: { inquiry_id: expect.any(String), estimated_response: 'Within 2 hours' },
    });
    const [inquiry] = await t.ctx.db.select().from(inquiries).where(eq(inquiries.id, body.data.inquiry_id));
    expect(inquiry).toMatchObject({
      listingId: listing.id,
      sellerId: seller.user.id,
      buyerUserId: null,
      buyerName: 'Meera',
      buyerPhone: '+919876543210',
      buyerEmail: 'meera@example.com',
      message: 'Is the price negotiable?',
      preferredContactTime: 'evening',
      status: 'new',
      sellerResponse: '',
    });
    const [after] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(after!.inquiriesCount).toBe(1);
    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, seller.user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'inquiry_received',
      title: 'New inquiry',
      message: 'Meera asked about your 2020 Tata Nexon',
      priority: 'normal',
      isRead: false,
      listingId: listing.id,
      inquiryId: inquiry!.id,
      forAdmins: false,
    });
  });

  it('defaults the contact time to anytime and the e-mail to empty', async () => {
    const { listing } = await tataNexon();
    const res = await contact(listing.id, { buyer_name: 'Arjun', buyer_phone: '+919812345678', message: 'Still available?' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(inquiries).where(eq(inquiries.id, res.json().data.inquiry_id));
    expect(row).toMatchObject({ preferredContactTime: 'anytime', buyerEmail: '', buyerPhone: '+919812345678' });
  });

  it('stores every accepted phone form as +91 and ten digits', async () => {
    const { listing } = await tataNexon();
    for (const phone of ['9876543210', '919876543210', '+919876543210', '+9876543210', '98765-43210']) {
      const res = await contact(listing.id, { ...valid, buyer_phone: phone });
      expect(res.statusCode, phone).toBe(200);
      const [row] = await t.ctx.db.select().from(inquiries).where(eq(inquiries.id, res.json().data.inquiry_id));
      expect(row!.buyerPhone, phone).toBe('+919876543210');
    }
  });

  it('marks the notification high when the seller must sell urgently', async () => {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    await t.ctx.db.update(listings).set({ urgency: 'very_urgent' }).where(eq(listings.id, listing.id));
    expect((await contact(listing.id, valid)).statusCode).toBe(200);
    const [note] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, seller.user.id));
    expect(note!.priority).toBe('high');
  });

  it.each([
    ['buyer_name', { buyer_name: undefined }, 'Name is required'],
    ['blank buyer_name', { buyer_name: '   ' }, 'Name is required'],
    ['buyer_phone', { buyer_phone: undefined }, 'Please enter a valid phone number'],
    ['a bad phone', { buyer_phone: '12345' }, 'Please enter a valid phone number'],
    ['an 11-digit phone', { buyer_phone: '098765432101' }, 'Please enter a valid phone number'],
    ['a bad e-mail', { buyer_email: 'meera-at-example' }, 'Please enter a valid email'],
    ['message', { message: undefined }, 'Message is required'],
    ['blank message', { message: '' }, 'Message is required'],
    ['a bad contact time', { preferred_contact_time: 'midnight' }, 'Please choose a valid contact time'],
  ])('answers 400 naming the problem for missing or invalid %s', async (_what, change, expected) => {
    const { listing } = await tataNexon();
    const res = await contact(listing.id, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe(expected);
    expect(Object.values(error.details).flat()).toContain(error.message);
    const [after] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(after!.inquiriesCount).toBe(0);
  });

  it.each(['pending', 'rejected', 'sold', 'inactive'])('answers 404 "Car listing not found" for a %s listing and stores nothing', async (status) => {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, status });
    const res = await contact(listing.id, valid);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Car listing not found' });
    expect(await t.ctx.db.select().from(inquiries).where(eq(inquiries.listingId, listing.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, seller.user.id))).toHaveLength(0);
    const [after] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(after!.inquiriesCount).toBe(0);
  });

  it('answers 404 for an id that is not a UUID or not a listing', async () => {
    expect((await contact('not-a-uuid', valid)).statusCode).toBe(404);
    expect((await contact('00000000-0000-4000-8000-000000000000', valid)).statusCode).toBe(404);
  });

  it('ignores a stale, malformed or admin bearer', async () => {
    const { listing } = await tataNexon();
    const buyer = await createUser(t.ctx);
    const { token: expired } = await t.ctx.tokens.sign({ sub: buyer.user.id, role: 'user' }, -60);
    const admin = await createAdmin(t.ctx);
    for (const authorization of [`Bearer ${expired}`, 'Bearer eyJnot-a-token', 'Bearer ', admin.auth.authorization]) {
      const res = await contact(listing.id, valid, { authorization });
      expect(res.statusCode, authorization).toBe(200);
      const [row] = await t.ctx.db.select().from(inquiries).where(eq(inquiries.id, res.json().data.inquiry_id));
      expect(row!.buyerUserId).toBeNull();
    }
  });

  it('links the buyer when a valid user bearer comes along', async () => {
    const { listing } = await tataNexon();
    const buyer = await createUser(t.ctx);
    const res = await contact(listing.id, valid, buyer.auth);
    const [row] = await t.ctx.db.select().from(inquiries).where(eq(inquiries.id, res.json().data.inquiry_id));
    expect(row!.buyerUserId).toBe(buyer.user.id);
  });

  it('limits each address to 10 messages in 10 minutes, then answers 429 with Retry-After', async () => {
    const { listing } = await tataNexon();
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) expect((await contact(listing.id, valid, {}, ip)).statusCode).toBe(200);
    const res = await contact(listing.id, valid, {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await contact(listing.id, valid, {}, '192.0.2.78')).statusCode).toBe(200);
  });
});

describe('POST /inquiries/create/ (contract 6.8)', () => {
  const t = useTestApp();
  const create = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/inquiries/create/', payload, headers, remoteAddress: nextIp() });

  it('answers 201 with inquiryId and has the effects of contact-seller', async () => {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, brand: 'Tata', model: 'Nexon' });
    const buyer = await createUser(t.ctx);
    const res = await create({ ...valid, car_id: listing.id, buyer_phone: '+919876543210' }, buyer.auth);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Message sent successfully',
      data: { inquiryId: expect.any(String), estimatedResponse: 'Within 2 hours' },
    });
    const [row] = await t.ctx.db.select().from(inquiries).where(eq(inquiries.id, res.json().data.inquiryId));
    expect(row).toMatchObject({ sellerId: seller.user.id, buyerUserId: buyer.user.id, status: 'new', buyerPhone: '+919876543210' });
    const [after] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(after!.inquiriesCount).toBe(1);
    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, seller.user.id));
    expect(notes.map((n) => n.type)).toEqual(['inquiry_received']);
  });

  it.each([
    ['a pending listing', 'pending'],
    ['an unknown id', null],
    ['a non-UUID id', 'not-a-uuid'],
    ['a missing car_id', undefined],
  ])('answers 400 with car_id details for %s', async (_what, kind) => {
    let carId: string | undefined;
    if (kind === 'pending') {
      const seller = await createUser(t.ctx);
      carId = (await createListing(t.ctx, { sellerId: seller.user.id, status: 'pending' })).id;
    } else if (kind === null) carId = '00000000-0000-4000-8000-000000000000';
    else carId = kind;
    const res = await create({ ...valid, car_id: carId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Car not found or not available',
      details: { car_id: ['Car not found or not available'] },
    });
  });

  it('keeps the buyer unlinked with an expired bearer', async () => {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    const { token } = await t.ctx.tokens.sign({ sub: seller.user.id, role: 'user' }, -60);
    const res = await create({ ...valid, car_id: listing.id }, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(inquiries).where(eq(inquiries.id, res.json().data.inquiryId));
    expect(row!.buyerUserId).toBeNull();
  });
});
