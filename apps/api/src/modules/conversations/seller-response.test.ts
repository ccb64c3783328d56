// seller_response on GET /cars/{id}/ (issue 15): the median first-response time, once a seller has
// answered at least 3 inquiries through the inbox or in their conversations (issue 21).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

describe('seller_response (issue 15)', () => {
  const t = useTestApp();
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  it('is null after 2 answers and the median first response after 3; unanswered inquiries do not count', async () => {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    let from = 0;
    /** An inquiry through the contact form (its conversation opens), asked some minutes ago. */
    const ask = async (askedMinutesAgo: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/cars/${listing.id}/contact/`,
        remoteAddress: `10.8.0.${++from}`,
        payload: { buyer_name: 'Asha', buyer_phone: '9876543210', message: 'Is it available?' },
      });
      const id = res.json().data.inquiry_id as string;
      const at = minutesAgo(askedMinutesAgo);
      await t.ctx.db.execute(sql`update inquiries set created_at = ${at} where id = ${id}`);
      await t.ctx.db.execute(sql`update conversations set created_at = ${at} where id = ${id}`);
      await t.ctx.db.execute(sql`update messages set created_at = ${at} where conversation_id = ${id}`);
      return { id };
    };
    const answer = async (askedMinutesAgo: number) => {
      const inquiry = await ask(askedMinutesAgo);
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/inquiries/${inquiry.id}/respond/`, headers: seller.auth, payload: { message: 'Yes, available' } });
      expect(res.statusCode).toBe(200);
      return inquiry;
    };
    const detail = async () => (await t.app.inject(`/api/v1/cars/${listing.id}/`)).json().data;

    expect((await detail()).seller_response).toBeNull();
    const first = await answer(30);
    await answer(240);
    await ask(5_000); // never answered
    expect((await detail()).seller_response).toBeNull(); // 2 answered

    await answer(90);
    expect((await detail()).seller_response).toEqual({ median_minutes: 90, answered: 3 });

    // A second reply to an inquiry is not a first response: still 3 answered, median 90.
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/inquiries/${first.id}/respond/`, headers: seller.auth, payload: { message: 'Still here' } });
    expect(again.statusCode).toBeLessThan(500);
    expect((await detail()).seller_response).toEqual({ median_minutes: 90, answered: 3 });
  });
  it('counts a reply in the conversation as a response', async () => {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/cars/${listing.id}/contact/`,
        remoteAddress: `10.8.1.${i}`,
        payload: { buyer_name: 'Asha', buyer_phone: '9876543210', message: 'Is it available?' },
      });
      const id = res.json().data.inquiry_id as string;
      const reply = await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${id}/messages/`, headers: seller.auth, payload: { body: 'Yes' } });
      expect(reply.statusCode).toBe(200);
    }
    const detail = (await t.app.inject(`/api/v1/cars/${listing.id}/`)).json().data;
    expect(detail.seller_response).toEqual({ median_minutes: 0, answered: 3 });
  });
});
