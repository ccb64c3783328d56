// seller_response on GET /cars/{id}/ (issue 15): the median first-response time, once a seller has
// answered at least 3 inquiries through the inbox.
import { describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedInquiry } from '../../test/inquiry-factory.ts';

describe('seller_response (issue 15)', () => {
  const t = useTestApp();
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  it('is null after 2 answers and the median first response after 3; unanswered inquiries do not count', async () => {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    const answer = async (askedMinutesAgo: number) => {
      const inquiry = await seedInquiry(t.ctx, listing, { createdAt: minutesAgo(askedMinutesAgo) });
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/inquiries/${inquiry.id}/respond/`, headers: seller.auth, payload: { message: 'Yes, available' } });
      expect(res.statusCode).toBe(200);
      return inquiry;
    };
    const detail = async () => (await t.app.inject(`/api/v1/cars/${listing.id}/`)).json().data;

    expect((await detail()).seller_response).toBeNull();
    const first = await answer(30);
    await answer(240);
    await seedInquiry(t.ctx, listing, { createdAt: minutesAgo(5_000) }); // never answered
    expect((await detail()).seller_response).toBeNull(); // 2 answered

    await answer(90);
    expect((await detail()).seller_response).toEqual({ median_minutes: 90, answered: 3 });

    // A second reply to an inquiry is not a first response: still 3 answered, median 90.
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/inquiries/${first.id}/respond/`, headers: seller.auth, payload: { message: 'Still here' } });
    expect(again.statusCode).toBeLessThan(500);
    expect((await detail()).seller_response).toEqual({ median_minutes: 90, answered: 3 });
  });
});
