import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedListing } from '../../test/listing-factory.ts';

describe('admin list, dashboard and detail (contract 7.1-7.3, 7.5)', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let pendingId: string;

  beforeAll(async () => {
    admin = await createAdmin(t.ctx);
    const ravi = await createUser(t.ctx, { name: 'Ravi', phoneNumber: '+919812345678' });
    const meera = await createUser(t.ctx, { name: 'Meera', isVerified: false });
    const old = new Date('2025-01-05T10:00:00Z');
    pendingId = (await seedListing(t.ctx, ravi.user.id, { images: 3, values: { createdAt: old } })).id;
    await seedListing(t.ctx, ravi.user.id, { brand: 'Tata', model: 'Nexon', city: 'Mumbai', values: { sellerName: 'Ravi K' } });
    await seedListing(t.ctx, meera.user.id, { status: 'approved', values: { featured: true, sellerName: 'Meera S', sellerPhone: '+91 97000 00000' } });
    await seedListing(t.ctx, meera.user.id, { status: 'rejected' });
  });

  const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: admin.auth });

  it('lists pending listings by default with stats and pagination', async () => {
    const res = await get('/admin/cars/?page=1&limit=50&status=pending');
    const { data } = res.json();
    expect(data.cars).toHaveLength(2);
    expect(data.stats).toMatchObject({ total: 4, pending: 2, approved: 1, rejected: 1 });
    expect(data.pagination).toMatchObject({ page: 1, limit: 50, total: 2, totalPages: 1 });
    const first = data.cars.find((c: { id: string }) => c.id === pendingId);
    expect(first.images).toHaveLength(1);
    expect(first.images[0].thumbnail).toMatch(/^http:\/\/localhost:3000\/media\/.*-w800\.jpg$/);
    expect(first.seller_info).toEqual({ name: 'Ravi', phone: '+919800000000', email: '', verified: true });
    expect(first.seller).toMatchObject({ name: 'Ravi', phone_number: '+919812345678' });
    expect((await get('/admin/cars/')).json().data.cars).toHaveLength(2);
  });

  it('filters by status, brand, city, seller phone and name, flags, dates and search', async () => {
    const count = async (q: string) => (await get(`/admin/cars/?${q}`)).json().data.pagination.total;
    expect(await count('status=approved')).toBe(1);
    expect(await count('status=all')).toBe(4);
    expect(await count('status=all&brand=tata')).toBe(1);
    expect(await count('status=all&city=MUMBAI')).toBe(1);
    expect(await count('status=all&seller=97000%2000000')).toBe(1); // spaces on either side are ignored
    expect(await count('status=all&seller=98123')).toBe(2); // Ravi's account phone
    expect(await count('status=all&sellerName=meera')).toBe(2);
    expect(await count('status=all&featured=true')).toBe(1);
    expect(await count('status=all&verified=false')).toBe(3);
    expect(await count('status=all&submittedTo=2025-01-05')).toBe(1);
    expect(await count('status=all&submittedFrom=2025-02-01')).toBe(3);
    expect(await count('status=all&search=nexon')).toBe(1);
    expect(await count('status=all&search=100%25')).toBe(0);
    expect((await get('/admin/cars/?status=bogus')).statusCode).toBe(400);
    // Years PostgreSQL parameters cannot carry are a 400 with details, not a 500.
    for (const q of ['submittedFrom=123456', 'submittedTo=0000-01-01', 'submittedFrom=%2B010000-01-01']) {
      const res = await get(`/admin/cars/?status=all&${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(Object.keys(res.json().error.details)).toEqual([q.split('=')[0]]);
    }
    expect(await count('status=all&submittedTo=9999-12-31')).toBe(4);
  });

  it('caps limit at 100', async () => {
    expect((await get('/admin/cars/?limit=1000')).json().data.pagination.limit).toBe(100);
  });

  it('answers the dashboard counts', async () => {
    const { data } = (await get('/admin/dashboard/')).json();
    expect(data).toMatchObject({ pending_listings: 2, total_active: 1, approved_today: 1, active_sellers: 1, rejected_listings: 1, total_listings: 4 });
  });

  it('shows one listing with all images, state and the exact choices', async () => {
    const { data } = (await get(`/admin/cars/${pendingId}/`)).json();
    expect(data.images).toHaveLength(3);
    expect(data.location.state).toBe('Maharashtra');
    expect(data.choices).toEqual({
      owner_number: ['1st', '2nd', '3rd', '4th+'],
      fuel_type: ['petrol', 'diesel', 'cng', 'electric'],
      transmission: ['manual', 'automatic'],
      urgency: ['normal', 'urgent', 'very_urgent'],
      condition: ['excellent', 'good', 'fair', 'poor'],
      status: ['pending', 'approved', 'rejected', 'sold', 'inactive'],
    });
    expect(data).toMatchObject({ review_history: [], rejection_reason: null, car_model: 'Swift' });
    expect((await get('/admin/cars/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(404);
  });

  it('deletes a listing, then 404s', async () => {
    const seller = await createUser(t.ctx);
    const listing = await seedListing(t.ctx, seller.user.id);
    const del = () => t.app.inject({ method: 'DELETE', url: `/api/v1/admin/cars/${listing.id}/delete/`, headers: { ...admin.auth, 'content-type': 'application/json' } });
    expect((await del()).json()).toEqual({ success: true, message: 'Listing deleted' });
    expect((await del()).statusCode).toBe(404);
  });
});
