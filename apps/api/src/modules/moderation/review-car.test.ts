import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, listingReviews, listings, notifications } from '../../db/schema.ts';
import { createAdmin, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedListing } from '../../test/listing-factory.ts';

describe('POST /admin/cars/{id}/review/ (contract 7.6)', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let seller: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createAdmin(t.ctx, { name: 'Asha Admin' });
    seller = await createUser(t.ctx, { email: 'seller@example.com' });
  });

  const review = (id: string, payload: object, auth = admin.auth) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/cars/${id}/review/`, headers: auth, payload });

  it('approves: public at once, reviewed, notified and e-mailed, but not verified (issue 15: only the checklist verifies)', async () => {
    const listing = await seedListing(t.ctx, seller.user.id);
    expect((await t.app.inject(`/api/v1/cars/${listing.id}/`)).statusCode).toBe(404);
    const res = await review(listing.id, { action: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Car listing approved successfully', data: { status: 'approved', verified: false } });
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.approvedAt).toBeInstanceOf(Date);
    expect(row!.updatedAt.getTime()).toBe(row!.createdAt.getTime());
    expect((await t.app.inject(`/api/v1/cars/${listing.id}/`)).statusCode).toBe(200);
    const [r] = await t.ctx.db.select().from(listingReviews).where(eq(listingReviews.listingId, listing.id));
    expect(r).toMatchObject({ adminId: admin.admin.id, action: 'approve', fromStatus: 'pending', toStatus: 'approved' });
    const [n] = await t.ctx.db.select().from(notifications).where(eq(notifications.listingId, listing.id));
    expect(n).toMatchObject({ userId: seller.user.id, type: 'car_approved' });
    await vi.waitFor(async () => {
      const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'listing_approved'));
      expect(mails.map((m) => m.to)).toContain('seller@example.com');
    });
  });

  it('rejects with the default reason, kept with the review and in the notification', async () => {
    const listing = await seedListing(t.ctx, seller.user.id);
    const res = await review(listing.id, { action: 'reject' });
    expect(res.json().message).toBe('Car listing rejected successfully');
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: 'Listing does not meet our quality standards' });
    const [r] = await t.ctx.db.select().from(listingReviews).where(eq(listingReviews.listingId, listing.id));
    expect(r!.reason).toBe('Listing does not meet our quality standards');
    const [n] = await t.ctx.db.select().from(notifications).where(eq(notifications.listingId, listing.id));
    expect(n!.type).toBe('car_rejected');
    expect(n!.message).toContain('Listing does not meet our quality standards');
  });

  it('keeps a given rejection reason', async () => {
    const listing = await seedListing(t.ctx, seller.user.id);
    await review(listing.id, { action: 'reject', reason: 'Photos are blurry' });
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.rejectionReason).toBe('Photos are blurry');
  });

  it('answers 409 naming the current status once the listing is no longer pending', async () => {
    const listing = await seedListing(t.ctx, seller.user.id, { status: 'approved' });
    const res = await review(listing.id, { action: 'reject' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'CONFLICT', message: 'This listing is no longer pending review (current status: approved)' });
  });

  it('lets exactly one of two concurrent approvals win', async () => {
    const other = await createAdmin(t.ctx);
    const listing = await seedListing(t.ctx, seller.user.id);
    const results = await Promise.all([review(listing.id, { action: 'approve' }), review(listing.id, { action: 'approve' }, other.auth)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.ctx.db.$count(listingReviews, eq(listingReviews.listingId, listing.id))).toBe(1);
    expect(await t.ctx.db.$count(notifications, eq(notifications.listingId, listing.id))).toBe(1);
  });

  it('lets exactly one of a concurrent approve and reject win', async () => {
    const listing = await seedListing(t.ctx, seller.user.id);
    const results = await Promise.all([review(listing.id, { action: 'approve' }), review(listing.id, { action: 'reject' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('features and unfeatures whatever the status', async () => {
    const listing = await seedListing(t.ctx, seller.user.id, { status: 'approved' });
    expect((await review(listing.id, { action: 'feature' })).json().data.featured).toBe(true);
    expect((await review(listing.id, { action: 'unfeature' })).json().data.featured).toBe(false);
  });

  it('answers 400 for an unknown action and 404 for an unknown listing', async () => {
    const listing = await seedListing(t.ctx, seller.user.id);
    const bad = await review(listing.id, { action: 'destroy' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    expect((await review('00000000-0000-4000-8000-000000000000', { action: 'approve' })).statusCode).toBe(404);
    expect((await review('nope', { action: 'approve' })).statusCode).toBe(404);
  });

  it('shows the review history and rejection reason in the admin detail', async () => {
    const listing = await seedListing(t.ctx, seller.user.id);
    await review(listing.id, { action: 'reject', reason: 'Wrong price' });
    const res = await t.app.inject({ url: `/api/v1/admin/cars/${listing.id}/`, headers: admin.auth });
    const { data } = res.json();
    expect(data.rejection_reason).toBe('Wrong price');
    expect(data.review_history).toEqual([
      expect.objectContaining({ action: 'reject', reason: 'Wrong price', from_status: 'pending', to_status: 'rejected', admin: { id: admin.admin.id, name: 'Asha Admin' } }),
    ]);
  });
});
