import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingImages, listings } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { imageParts, multipartBody, testJpeg } from '../../test/upload-utils.ts';
import { seedListing } from '../../test/listing-factory.ts';

describe('seller dashboard: listings, stats and delete (contract 6.3-6.5)', () => {
  const t = useTestApp();
  let seller: Awaited<ReturnType<typeof createUser>>;
  const day = (d: string) => new Date(`${d}T10:00:00Z`);

  beforeAll(async () => {
    seller = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    await seedListing(t.ctx, seller.user.id, { status: 'approved', images: 2, values: { createdAt: day('2025-01-10'), price: 300000, viewsCount: 10, inquiriesCount: 2 } });
    await seedListing(t.ctx, seller.user.id, { status: 'approved', brand: 'Tata', model: 'Nexon', values: { createdAt: day('2025-02-10'), price: 900000, viewsCount: 5 } });
    await seedListing(t.ctx, seller.user.id, { status: 'pending', values: { createdAt: day('2025-03-10'), price: 450000 } });
    await seedListing(t.ctx, seller.user.id, { status: 'sold', values: { createdAt: day('2025-04-10'), inquiriesCount: 1 } });
    await seedListing(t.ctx, other.user.id, { status: 'approved' });
  });

  const get = (url: string, auth = seller.auth) => t.app.inject({ url: `/api/v1${url}`, headers: auth });

  it('lists the caller\'s listings newest first with stats and pagination, twice', async () => {
    const res = await get('/cars/seller/listings/?limit=50');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.listings).toEqual(data.cars);
    expect(data.listings.map((c: { status: string }) => c.status)).toEqual(['sold', 'pending', 'approved', 'approved']);
    expect(data.stats).toEqual({ total: 4, pending: 1, approved: 2, rejected: 0, sold: 1, inactive: 0 });
    expect(data.pagination).toEqual({ page: 1, limit: 50, total: 4, totalPages: 1, hasPrev: false, hasNext: false });
    const oldest = data.listings[3];
    expect(oldest.images).toHaveLength(2);
    expect(oldest.seller_info).toEqual({ name: 'Ravi', phone: '+919800000000', email: '' });
    expect(oldest.seller.id).toBe(seller.user.id);
  });

  it('honours limit (at most 50) and page', async () => {
    const page2 = (await get('/cars/seller/listings/?limit=3&page=2')).json().data;
    expect(page2.listings).toHaveLength(1);
    expect(page2.pagination).toMatchObject({ page: 2, limit: 3, total: 4, totalPages: 2, hasPrev: true, hasNext: false });
    expect((await get('/cars/seller/listings/?limit=500')).json().data.pagination.limit).toBe(50);
  });

  it('filters by status, brand, price and date', async () => {
    const ids = async (q: string) => (await get(`/cars/seller/listings/?${q}`)).json().data.listings.length;
    expect(await ids('status=approved')).toBe(2);
    expect(await ids('brand=tata')).toBe(1);
    expect(await ids('minPrice=400000&maxPrice=900000')).toBe(3);
    expect(await ids('dateFrom=2025-02-01&dateTo=2025-03-10')).toBe(2);
    expect((await get('/cars/seller/listings/?dateFrom=yesterday')).statusCode).toBe(400);
    for (const q of ['dateFrom=123456', 'dateTo=0000-01-01', 'dateFrom=-000001-01-01']) {
      const res = await get(`/cars/seller/listings/?${q}`);
      expect(res.statusCode, q).toBe(400); // a year PostgreSQL parameters cannot carry: was a 500
      expect(res.json().error.details).toEqual({ [q.split('=')[0]!]: ['Please enter a valid date'] });
    }
    expect(await ids('dateFrom=0001-01-01&dateTo=9999-12-31')).toBe(4);
    expect((await get('/cars/seller/listings/?status=active')).statusCode).toBe(400);
  });

  it('refuses a price filter that is not a whole number an integer column holds, with details', async () => {
    for (const [q, field, message] of [
      ['minPrice=1.5', 'minPrice', 'Minimum price must be a whole number'],
      ['minPrice=1e308', 'minPrice', 'Minimum price is too large'],
      ['maxPrice=99999999999999999999', 'maxPrice', 'Maximum price is too large'],
      ['maxPrice=2147483648', 'maxPrice', 'Maximum price is too large'],
    ]) {
      const res = await get(`/cars/seller/listings/?${q}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { [field!]: [message] } });
    }
    // Every price of the contract's range, and a bound past it, still filters.
    expect((await get('/cars/seller/listings/?minPrice=10000&maxPrice=10000000')).json().data.listings).toHaveLength(4);
    expect((await get('/cars/seller/listings/?minPrice=0&maxPrice=2147483647')).json().data.listings).toHaveLength(4);
  });

  it('answers the stats of 6.5', async () => {
    const res = await get('/cars/seller/stats/');
    expect(res.json()).toEqual({
      success: true,
      data: {
        listings: { total: 4, active: 2, pending: 1, approved: 2, rejected: 0, sold: 1, inactive: 0 },
        performance: { totalViews: 15, totalInquiries: 3 },
      },
    });
  });

  it('deletes the caller\'s listing with its stored photos, and 404s otherwise', async () => {
    const body = await multipartBody(imageParts([await testJpeg(300, 200)]));
    const listing = await seedListing(t.ctx, seller.user.id);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload/car-images/',
      headers: { ...seller.auth, ...body.headers },
      payload: Buffer.concat([body.payload]),
    });
    const imageId = up.json().data.images[0].id;
    await t.ctx.db.update(listingImages).set({ listingId: listing.id }).where(eq(listingImages.id, imageId));
    const file = join(t.ctx.storage.localRoot!, `cars/${imageId}.jpg`);
    expect(existsSync(file)).toBe(true);

    const other = await createUser(t.ctx);
    const del = (auth: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/cars/seller/${listing.id}/delete/`, headers: { ...auth, 'content-type': 'application/json' } });
    expect((await del(other.auth)).statusCode).toBe(404);
    const res = await del(seller.auth);
    expect(res.json()).toEqual({ success: true, message: 'Listing deleted successfully' });
    expect(await t.ctx.db.$count(listings, eq(listings.id, listing.id))).toBe(0);
    expect(existsSync(file)).toBe(false);
    expect((await del(seller.auth)).statusCode).toBe(404);
  });
});

describe('seller listings: a rejected listing says why', () => {
  const t = useTestApp();

  it('carries the rejection reason on rejected listings and null on the others', async () => {
    const seller = await createUser(t.ctx);
    await seedListing(t.ctx, seller.user.id, { status: 'rejected', values: { createdAt: new Date('2025-05-01T10:00:00Z'), rejectionReason: 'Photos are blurry' } });
    await seedListing(t.ctx, seller.user.id, { status: 'pending', values: { createdAt: new Date('2025-04-01T10:00:00Z'), rejectionReason: 'stale reason' } });
    const res = await t.app.inject({ url: '/api/v1/cars/seller/listings/?limit=50', headers: seller.auth });
    expect(res.statusCode).toBe(200);
    const { listings } = res.json().data;
    expect(listings.map((c: { status: string; rejection_reason: string | null }) => [c.status, c.rejection_reason])).toEqual([
      ['rejected', 'Photos are blurry'],
      ['pending', null],
    ]);
  });
});
