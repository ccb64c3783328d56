// A seller marks a car sold from the dashboard (issue 22): POST /cars/{id}/sold/. The listing
// leaves the public catalogue, the seller gets the spec's car_sold notification, the car's
// conversations close with a note; another seller's car is not even acknowledged.
import { beforeAll, describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

describe('POST /cars/{id}/sold/', () => {
  const t = useTestApp();
  let seller: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  const sold = (id: string, auth: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/v1/cars/${id}/sold/`, headers: auth });

  beforeAll(async () => {
    seller = await createUser(t.ctx);
    other = await createUser(t.ctx);
  });

  it('marks the seller’s own live car sold, tells them, and takes it off the public pages', async () => {
    const car = await createListing(t.ctx, { sellerId: seller.user.id, status: 'approved' });
    const res = await sold(car.id, seller.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Listing marked as sold', data: { id: car.id, status: 'sold' } });
    expect((await t.app.inject(`/api/v1/cars/${car.id}/`)).statusCode).toBe(404);
    const notes = (await t.app.inject({ url: '/api/v1/inquiries/notifications/', headers: seller.auth })).json();
    const list = JSON.stringify(notes);
    expect(list).toMatch(/"type":"car_sold"/);
    // Again: nothing changes, still 200.
    expect((await sold(car.id, seller.auth)).json().data.status).toBe('sold');
    const stats = (await t.app.inject({ url: '/api/v1/cars/seller/stats/', headers: seller.auth })).json().data;
    expect(JSON.stringify(stats)).toMatch(/"sold":1/);
  });

  it('refuses a rejected car, and hides another seller’s car (404)', async () => {
    const rejected = await createListing(t.ctx, { sellerId: seller.user.id, status: 'rejected' });
    const r = await sold(rejected.id, seller.auth);
    expect(r.statusCode).toBe(409);
    expect(r.json().error.message).toBe('A rejected listing cannot be marked as sold');
    const mine = await createListing(t.ctx, { sellerId: seller.user.id, status: 'approved' });
    expect((await sold(mine.id, other.auth)).statusCode).toBe(404);
    expect((await sold('not-a-uuid', seller.auth)).statusCode).toBe(404);
    expect((await sold(mine.id, {})).statusCode).toBe(401);
  });
});
