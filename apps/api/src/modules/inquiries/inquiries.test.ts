import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { inquiries, inquiryResponses } from '../../db/schema.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedInquiry } from '../../test/inquiry-factory.ts';

describe('GET /inquiries/ (contract 6.6)', () => {
  const t = useTestApp();
  const list = (auth: Record<string, string>, query = '') => t.app.inject({ url: `/api/v1/inquiries/${query}`, headers: auth });

  it('lists the seller inquiries flat, with the listing as car and its thumbnail', async () => {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, brand: 'Tata', model: 'Nexon', variant: 'XZ+', year: 2020, price: 550_000, images: 2 });
    const inquiry = await seedInquiry(t.ctx, listing, { preferredContactTime: 'evening' });
    const res = await list(seller.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.inquiries).toEqual([
      {
        id: inquiry.id,
        status: 'new',
        buyer_name: 'Meera',
        buyer_phone: '+919876543210',
        buyer_email: 'meera@example.com',
        message: 'Is the price negotiable?',
        preferred_contact_time: 'evening',
        created_at: inquiry.createdAt.toISOString(),
        seller_response: '',
        car: {
          id: listing.id,
          title: '2020 Tata Nexon XZ+',
          year: 2020,
          brand: 'Tata',
          model: 'Nexon',
          car_model: 'Nexon',
          price: 550_000,
          thumbnail: `http://localhost:3000/media/cars/test/${listing.id}-0-w800.jpg`,
        },
        // Seeded straight into the table: no conversation was written for it.
        conversation_id: null,
      },
    ]);
    expect(body.data.stats).toEqual({ total: 1, new: 1, responded: 0, closed: 0 });
    expect(body.data.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1, hasPrev: false, hasNext: false });
  });

  it('shows only inquiries received as seller, newest first', async () => {
    const seller = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const mine = await createListing(t.ctx, { sellerId: seller.user.id, images: 0 });
    const theirs = await createListing(t.ctx, { sellerId: other.user.id });
    const older = await seedInquiry(t.ctx, mine, { createdAt: new Date('2025-01-01T10:00:00Z') });
    const newer = await seedInquiry(t.ctx, mine, { createdAt: new Date('2025-02-01T10:00:00Z') });
    await seedInquiry(t.ctx, theirs, { buyerUserId: seller.user.id }); // the seller as a buyer elsewhere
    const body = (await list(seller.auth)).json();
    expect(body.data.inquiries.map((i: { id: string }) => i.id)).toEqual([newer.id, older.id]);
    expect(body.data.inquiries[0].car.thumbnail).toBeNull();
  });

  it('honours limit and page, and clamps limit to 50', async () => {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    for (let i = 0; i < 5; i++) await seedInquiry(t.ctx, listing, { createdAt: new Date(Date.UTC(2025, 0, 1 + i)) });
    const page2 = (await list(seller.auth, '?limit=2&page=2')).json().data;
    expect(page2.inquiries).toHaveLength(2);
    expect(page2.inquiries[0].created_at).toBe('2025-01-03T00:00:00.000Z');
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3, hasPrev: true, hasNext: true });
    expect((await list(seller.auth, '?limit=500')).json().data.pagination.limit).toBe(50);
  });

  it('filters by carId, status, dates and buyer phone; stats stay over all inquiries', async () => {
    const seller = await createUser(t.ctx);
    const a = await createListing(t.ctx, { sellerId: seller.user.id });
    const b = await createListing(t.ctx, { sellerId: seller.user.id });
    const i1 = await seedInquiry(t.ctx, a, { createdAt: new Date('2025-03-01T08:00:00Z'), buyerPhone: '+919811111111' });
    const i2 = await seedInquiry(t.ctx, a, { createdAt: new Date('2025-03-10T08:00:00Z'), status: 'responded', buyerPhone: '+919822222222' });
    const i3 = await seedInquiry(t.ctx, b, { createdAt: new Date('2025-03-20T23:30:00Z'), status: 'closed', buyerPhone: null });
    const ids = async (q: string) => (await list(seller.auth, q)).json().data.inquiries.map((i: { id: string }) => i.id);
    expect(await ids(`?carId=${a.id}`)).toEqual([i2.id, i1.id]);
    expect(await ids('?status=responded')).toEqual([i2.id]);
    expect(await ids('?dateFrom=2025-03-05&dateTo=2025-03-15')).toEqual([i2.id]);
    expect(await ids('?dateTo=2025-03-20')).toEqual([i3.id, i2.id, i1.id]); // a date-only upper bound covers the day
    expect(await ids('?dateFrom=2025-03-10T09:00:00Z')).toEqual([i3.id]);
    expect(await ids('?dateTo=9999-12-31')).toEqual([i3.id, i2.id, i1.id]); // the day after is not a storable date
    expect(await ids('?buyerPhone=98111%2011111')).toEqual([i1.id]);
    expect(await ids('?buyerPhone=%2B919822222222')).toEqual([i2.id]);
    expect(await ids('?carId=not-a-uuid')).toEqual([]);
    const filtered = (await list(seller.auth, '?status=closed')).json().data;
    expect(filtered.pagination.total).toBe(1);
    expect(filtered.stats).toEqual({ total: 3, new: 1, responded: 1, closed: 1 });
  });

  it('refuses an unknown status or an impossible date with 400', async () => {
    const seller = await createUser(t.ctx);
    const bad = await list(seller.auth, '?status=archived');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    expect((await list(seller.auth, '?dateFrom=yesterday')).json().error.message).toBe('dateFrom must be a valid date');
    expect((await list(seller.auth, '?limit=abc')).statusCode).toBe(400);
    expect((await list(seller.auth, '?dateTo=-001000-01-01')).statusCode).toBe(400);
    expect((await list(seller.auth, '?page=2000000')).json().error.message).toBe('Page is too large');
  });

  it('runs a fixed number of queries whatever the number of listings (no N+1)', async () => {
    const seller = await createUser(t.ctx);
    const first = await createListing(t.ctx, { sellerId: seller.user.id });
    await seedInquiry(t.ctx, first);
    const spy = vi.spyOn(t.ctx.pool, 'query');
    await list(seller.auth);
    const withOne = spy.mock.calls.length;
    expect(withOne).toBe(6); // the bearer's account, stats, page, total, the listings' summaries, cover images
    for (let i = 0; i < 6; i++) await seedInquiry(t.ctx, await createListing(t.ctx, { sellerId: seller.user.id }));
    spy.mockClear();
    const body = (await list(seller.auth)).json();
    expect(body.data.inquiries).toHaveLength(7);
    expect(spy.mock.calls.length).toBe(withOne);
    spy.mockRestore();
  });
});

describe('GET /inquiries/{id}/ (contract 6.7)', () => {
  const t = useTestApp();
  const get = (id: string, auth: Record<string, string>) => t.app.inject({ url: `/api/v1/inquiries/${id}/`, headers: auth });

  async function setup() {
    const seller = await createUser(t.ctx);
    const buyer = await createUser(t.ctx);
    const stranger = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, brand: 'Tata', model: 'Nexon' });
    const inquiry = await seedInquiry(t.ctx, listing, { buyerUserId: buyer.user.id });
    return { seller, buyer, stranger, listing, inquiry };
  }

  it('shows the seller the inquiry with responses and responded_at, without changing its status', async () => {
    const { seller, inquiry, listing } = await setup();
    const res = await get(inquiry.id, seller.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: inquiry.id,
      status: 'new',
      buyer_name: 'Meera',
      seller_response: '',
      responded_at: null,
      responses: [],
      car: { id: listing.id, brand: 'Tata', car_model: 'Nexon' },
    });
    const [row] = await t.ctx.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row!.status).toBe('new');
  });

  it('shows the linked buyer the inquiry and its responses', async () => {
    const { buyer, inquiry } = await setup();
    await t.ctx.db.insert(inquiryResponses).values({ inquiryId: inquiry.id, message: 'Yes, come on Sunday', availableForCall: true });
    const res = await get(inquiry.id, buyer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.responses).toEqual([
      { id: expect.any(String), message: 'Yes, come on Sunday', available_for_call: true, created_at: expect.any(String) },
    ]);
  });

  it('answers 404 to anyone else, and for unknown or malformed ids', async () => {
    const { stranger, seller, inquiry } = await setup();
    const res = await get(inquiry.id, stranger.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Inquiry not found' });
    expect((await get('00000000-0000-4000-8000-000000000000', seller.auth)).statusCode).toBe(404);
    expect((await get('12345', seller.auth)).statusCode).toBe(404);
    expect((await get('x'.repeat(150), seller.auth)).statusCode).toBe(404);
  });
});

describe('GET /inquiries/templates/ (quick replies)', () => {
  const t = useTestApp();

  it('offers five buyer and five seller templates, ahead of /inquiries/{id}/', async () => {
    const res = await t.app.inject({ url: '/api/v1/inquiries/templates/' });
    expect(res.statusCode).toBe(200);
    const { inquiry_templates, response_templates } = res.json().data;
    for (const list of [inquiry_templates, response_templates]) {
      expect(list).toHaveLength(5);
      expect(new Set(list.map((x: { id: string }) => x.id)).size).toBe(5);
      for (const x of list) {
        expect(x.title.length).toBeGreaterThan(0);
        expect(x.message.length).toBeGreaterThan(20);
      }
    }
  });
});

describe('OpenAPI document', () => {
  const t = useTestApp();

  it('describes every inquiry and notification route from its schemas', async () => {
    const paths = Object.keys((await t.app.inject('/api/docs/json')).json().paths);
    for (const p of [
      '/api/v1/cars/{id}/contact/',
      '/api/v1/inquiries/',
      '/api/v1/inquiries/create/',
      '/api/v1/inquiries/templates/',
      '/api/v1/inquiries/{id}/',
      '/api/v1/inquiries/{id}/respond/',
      '/api/v1/inquiries/notifications/',
      '/api/v1/inquiries/notifications/{id}/read/',
      '/api/v1/inquiries/notifications/mark-all-read/',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
