// The review queue by dealer and a dealer's batch approved at once (issue 22): the same review
// record, notification and e-mail per listing as a single approval; listings no longer pending are
// reported and left alone; admins only; bad input changes nothing.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dealers, emailOutbox, listingReviews, listings, notifications } from '../../db/schema.ts';
import { createAdmin, createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

describe('review queue by dealer and batch approval (issue 22)', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let dealer: Awaited<ReturnType<typeof createUser>>;
  let privateSeller: Awaited<ReturnType<typeof createUser>>;
  let pendingIds: string[];
  let approvedId: string;
  let othersPendingId: string;

  const batch = (payload: unknown, auth: Record<string, string> = admin.auth) =>
    t.app.inject({ method: 'POST', url: '/api/v1/admin/cars/approve-batch/', headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const statusOf = async (ids: string[]) => new Map((await t.ctx.db.select().from(listings).where(inArray(listings.id, ids))).map((r) => [r.id, r.status]));

  beforeAll(async () => {
    admin = await createAdmin(t.ctx);
    dealer = await createUser(t.ctx, { email: 'dealer@example.com' });
    privateSeller = await createUser(t.ctx);
    await t.ctx.db.insert(dealers).values({ userId: dealer.user.id, slug: 'kumar-cars-pune', businessName: 'Kumar Cars', gstin: '27AAPFU0939F1ZV', address: 'FC Road', cityName: 'Pune' });
    pendingIds = [];
    for (let i = 0; i < 3; i++) pendingIds.push((await createListing(t.ctx, { sellerId: dealer.user.id, status: 'pending' })).id);
    approvedId = (await createListing(t.ctx, { sellerId: dealer.user.id, status: 'approved' })).id;
    othersPendingId = (await createListing(t.ctx, { sellerId: privateSeller.user.id, status: 'pending' })).id;
  });

  it('filters the queue by dealer, and lists the dealers with their waiting cars', async () => {
    const res = await t.app.inject({ url: '/api/v1/admin/cars/?status=pending&dealer=kumar-cars-pune', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.cars.map((c: { id: string }) => c.id);
    expect(ids.sort()).toEqual([...pendingIds].sort());
    expect(res.json().data.cars[0].dealer).toEqual({ name: 'Kumar Cars', slug: 'kumar-cars-pune' });
    const none = await t.app.inject({ url: '/api/v1/admin/cars/?dealer=no-such-dealer', headers: admin.auth });
    expect(none.json().data.cars).toEqual([]);
    const list = await t.app.inject({ url: '/api/v1/admin/dealers/', headers: admin.auth });
    expect(list.json().data.dealers).toEqual([{ slug: 'kumar-cars-pune', name: 'Kumar Cars', city: 'Pune', pending: 3 }]);
    expect((await t.app.inject({ url: '/api/v1/admin/dealers/', headers: dealer.auth })).statusCode).toBe(403);
  });

  it('is for admins only: 401 signed out, 403 for a seller, and nothing changes', async () => {
    expect((await batch({ ids: pendingIds }, {})).statusCode).toBe(401);
    const res = await batch({ ids: pendingIds }, dealer.auth);
    expect(res.statusCode).toBe(403);
    expect([...(await statusOf(pendingIds)).values()]).toEqual(['pending', 'pending', 'pending']);
  });

  it('refuses bad input with details and changes nothing', async () => {
    for (const payload of [{}, { ids: [] }, { ids: 'x' }, { ids: Array.from({ length: 201 }, () => pendingIds[0]) }, { ids: [pendingIds[0], pendingIds[0]] }, { ids: [42] }]) {
      const res = await batch(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(Object.keys(res.json().error.details).some((k) => k === 'ids' || k.startsWith('ids.'))).toBe(true);
    }
    expect([...(await statusOf(pendingIds)).values()]).toEqual(['pending', 'pending', 'pending']);
  });

  it('approves each pending listing as a single approval would, and reports the rest', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await batch({ ids: [...pendingIds, approvedId, unknown, 'not-an-id'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: '3 listings approved',
      data: { approved: pendingIds, not_pending: [{ id: approvedId, status: 'approved' }], not_found: [unknown, 'not-an-id'] },
    });
    expect([...(await statusOf(pendingIds)).values()]).toEqual(['approved', 'approved', 'approved']);
    expect((await statusOf([othersPendingId])).get(othersPendingId)).toBe('pending');
    for (const id of pendingIds) {
      const reviews = await t.ctx.db.select().from(listingReviews).where(eq(listingReviews.listingId, id));
      expect(reviews).toMatchObject([{ adminId: admin.admin.id, action: 'approve', fromStatus: 'pending', toStatus: 'approved' }]);
      const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.listingId, id));
      expect(notes).toMatchObject([{ userId: dealer.user.id, type: 'car_approved' }]);
    }
    expect(await t.ctx.db.$count(listingReviews, eq(listingReviews.listingId, approvedId))).toBe(0);
    await vi.waitFor(async () => {
      const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'listing_approved'));
      expect(mails.filter((m) => m.to === 'dealer@example.com')).toHaveLength(3);
    });
    // Again: all already approved, reported, nothing new recorded.
    const again = await batch({ ids: pendingIds });
    expect(again.json().data).toMatchObject({ approved: [], not_pending: pendingIds.map((id) => ({ id, status: 'approved' })) });
    expect(await t.ctx.db.$count(listingReviews, inArray(listingReviews.listingId, pendingIds))).toBe(3);
  });
});
