import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries, inquiryResponses, notifications } from '../../db/schema.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedInquiry } from '../../test/inquiry-factory.ts';

describe('POST /inquiries/{id}/respond/ (contract 6.9)', () => {
  const t = useTestApp();
  const respond = (id: string, auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/inquiries/${id}/respond/`, headers: auth, payload });
  const inquiryRow = async (id: string) => (await t.ctx.db.select().from(inquiries).where(eq(inquiries.id, id)))[0]!;
  const notesOf = (userId: string) => t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

  async function setup(linked: boolean) {
    const seller = await createUser(t.ctx);
    const buyer = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, brand: 'Tata', model: 'Nexon', year: 2020 });
    const inquiry = await seedInquiry(t.ctx, listing, { buyerUserId: linked ? buyer.user.id : null });
    return { seller, buyer, listing, inquiry };
  }

  it('stores the answer, marks the inquiry responded and notifies the linked buyer', async () => {
    const { seller, buyer, listing, inquiry } = await setup(true);
    const res = await respond(inquiry.id, seller.auth, { message: 'Yes, it is available. Call me.', available_for_call: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Response sent successfully' });
    const row = await inquiryRow(inquiry.id);
    expect(row).toMatchObject({ status: 'responded', sellerResponse: 'Yes, it is available. Call me.', availableForCall: true });
    expect(row.respondedAt).toBeInstanceOf(Date);
    const responses = await t.ctx.db.select().from(inquiryResponses).where(eq(inquiryResponses.inquiryId, inquiry.id));
    expect(responses).toMatchObject([{ message: 'Yes, it is available. Call me.', availableForCall: true }]);
    const notes = await notesOf(buyer.user.id);
    expect(notes).toMatchObject([
      {
        type: 'inquiry_response',
        title: 'Seller responded',
        message: 'The seller replied to your inquiry about the 2020 Tata Nexon',
        priority: 'normal',
        listingId: listing.id,
        inquiryId: inquiry.id,
      },
    ]);
    expect(await notesOf(seller.user.id)).toEqual([]);
  });

  it('shows the answer in the seller list and the detail', async () => {
    const { seller, inquiry } = await setup(false);
    await respond(inquiry.id, seller.auth, { message: 'Come on Sunday' });
    const item = (await t.app.inject({ url: '/api/v1/inquiries/', headers: seller.auth })).json().data.inquiries[0];
    expect(item).toMatchObject({ status: 'responded', seller_response: 'Come on Sunday' });
    const detail = (await t.app.inject({ url: `/api/v1/inquiries/${inquiry.id}/`, headers: seller.auth })).json().data;
    expect(detail.responded_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(detail.available_for_call).toBe(false);
    expect(detail.responses).toHaveLength(1);
  });

  it('notifies nobody when the buyer has no account link', async () => {
    const { seller, inquiry } = await setup(false);
    expect((await respond(inquiry.id, seller.auth, { message: 'Available' })).statusCode).toBe(200);
    const all = await t.ctx.db.select().from(notifications).where(eq(notifications.inquiryId, inquiry.id));
    expect(all).toEqual([]);
  });

  it('rejects a second answer with 409 and keeps the first', async () => {
    const { seller, buyer, inquiry } = await setup(true);
    await respond(inquiry.id, seller.auth, { message: 'First answer' });
    const res = await respond(inquiry.id, seller.auth, { message: 'Second answer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'CONFLICT', message: 'This inquiry has already been answered' });
    expect((await inquiryRow(inquiry.id)).sellerResponse).toBe('First answer');
    expect(await t.ctx.db.select().from(inquiryResponses).where(eq(inquiryResponses.inquiryId, inquiry.id))).toHaveLength(1);
    expect(await notesOf(buyer.user.id)).toHaveLength(1);
  });

  it('lets only one of two simultaneous answers through', async () => {
    const { seller, inquiry } = await setup(false);
    const codes = (await Promise.all(['A', 'B'].map((m) => respond(inquiry.id, seller.auth, { message: m })))).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
    expect(await t.ctx.db.select().from(inquiryResponses).where(eq(inquiryResponses.inquiryId, inquiry.id))).toHaveLength(1);
  });

  it('refuses a closed or spam inquiry', async () => {
    const { seller, listing } = await setup(false);
    for (const status of ['closed', 'spam']) {
      const inquiry = await seedInquiry(t.ctx, listing, { status });
      expect((await respond(inquiry.id, seller.auth, { message: 'Hello' })).statusCode).toBe(409);
    }
  });

  it('answers 404 to the buyer and to strangers, and changes nothing', async () => {
    const { buyer, inquiry } = await setup(true);
    const stranger = await createUser(t.ctx);
    for (const who of [buyer, stranger]) {
      const res = await respond(inquiry.id, who.auth, { message: 'Hijack' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Inquiry not found');
    }
    expect((await inquiryRow(inquiry.id)).status).toBe('new');
    expect((await respond('not-a-uuid', stranger.auth, { message: 'x' })).statusCode).toBe(404);
  });

  it.each([
    [{}, 'Response message is required'],
    [{ message: '   ' }, 'Response message is required'],
    [{ message: 'ok', available_for_call: 'yes' }, 'available_for_call must be true or false'],
    [{ message: 'ok', preferred_contact_time: 'midnight' }, 'Preferred contact time must be one of: anytime, morning, afternoon, evening'],
  ])('answers 400 with details for %j', async (payload, message) => {
    const { seller, inquiry } = await setup(false);
    const res = await respond(inquiry.id, seller.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(Object.values(res.json().error.details).flat()).toContain(message);
    expect((await inquiryRow(inquiry.id)).status).toBe('new');
  });
});
