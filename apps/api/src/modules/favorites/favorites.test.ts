import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema.ts';

describe('favorites (contract 4.8)', () => {
  const t = useTestApp();
  const call = (method: 'POST' | 'DELETE', id: string, auth: Record<string, string>) =>
    t.app.inject({ method, url: `/api/v1/cars/${id}/favorite/`, headers: { ...auth, 'content-type': 'application/json' }, payload: '' });

  it('adds a public listing once, however often it is posted', async () => {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    const { auth } = await createUser(t.ctx);
    const first = await call('POST', listing.id, auth);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ id: expect.any(String), car_id: listing.id, created_at: expect.stringMatching(/Z$/) });
    const again = await call('POST', listing.id, auth);
    expect(again.json().data).toEqual(first.json().data);
  });

  it('answers 404 for pending, unknown and non-UUID listings', async () => {
    const seller = await createUser(t.ctx);
    const pending = await createListing(t.ctx, { sellerId: seller.user.id, status: 'pending' });
    const { auth } = await createUser(t.ctx);
    for (const id of [pending.id, randomUUID(), 'not-a-uuid']) {
      const res = await call('POST', id, auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('lists the favourite public cars, most recently favourited first, and removes them', async () => {
    const seller = await createUser(t.ctx);
    const a = await createListing(t.ctx, { sellerId: seller.user.id, model: 'Baleno' });
    const b = await createListing(t.ctx, { sellerId: seller.user.id, model: 'Dzire' });
    const { auth } = await createUser(t.ctx);
    await call('POST', a.id, auth);
    await call('POST', b.id, auth);
    const list = await t.app.inject({ url: '/api/v1/users/me/favorites/', headers: auth });
    expect(list.statusCode).toBe(200);
    const cars = list.json().data;
    expect(cars.map((c: { id: string }) => c.id)).toEqual([b.id, a.id]);
    expect(cars[0]).toMatchObject({ car_model: 'Dzire', status: 'approved' });
    expect(cars[0].images[0].url).toMatch(/^http:\/\/localhost:3000\/media\//);

    const removed = await call('DELETE', b.id, auth);
    expect(removed.json()).toEqual({ success: true, message: 'Removed from favorites' });
    expect((await call('DELETE', b.id, auth)).statusCode).toBe(200); // idempotent
    const after = await t.app.inject({ url: '/api/v1/users/me/favorites/', headers: auth });
    expect(after.json().data.map((c: { id: string }) => c.id)).toEqual([a.id]);
  });

  it('keeps favourites private to their owner and needs a user', async () => {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    const owner = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    await call('POST', listing.id, owner.auth);
    expect((await t.app.inject({ url: '/api/v1/users/me/favorites/', headers: other.auth })).json().data).toEqual([]);
    expect((await call('POST', listing.id, {})).statusCode).toBe(401);
  });

  it('pages the shortlist newest first with pagination, when it was added and its price then', async () => {
    const seller = await createUser(t.ctx);
    const cars = [];
    for (const [i, model] of ['Swift', 'Baleno', 'Dzire', 'Ertiga', 'Brezza'].entries()) {
      cars.push(await createListing(t.ctx, { sellerId: seller.user.id, model, price: 500_000 + i * 100_000, images: i }));
    }
    const { auth } = await createUser(t.ctx);
    for (const car of cars) expect((await call('POST', car.id, auth)).statusCode).toBe(200);
    // A price change after adding keeps the price of the day it was added.
    await t.ctx.db.update(listings).set({ price: 450_000 }).where(eq(listings.id, cars[0]!.id));
    // A favourite that left the public catalogue is neither listed nor counted.
    await t.ctx.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, cars[2]!.id));

    const list = (qs: string) => t.app.inject({ url: `/api/v1/users/me/favorites/${qs}`, headers: auth });
    const all = (await list('')).json();
    expect(all.success).toBe(true);
    expect(all.data.map((c: { id: string }) => c.id)).toEqual([cars[4], cars[3], cars[1], cars[0]].map((c) => c!.id));
    expect(all.pagination).toEqual({ page: 1, limit: 4, total: 4, totalPages: 1, hasPrev: false, hasNext: false });
    const swift = all.data[3];
    expect(swift).toMatchObject({ price: 450_000, price_when_favorited: 500_000, body_type: 'hatchback', images_count: 0 });
    expect(Date.parse(swift.favorited_at)).toBeLessThanOrEqual(Date.parse(all.data[0].favorited_at));
    expect(swift.favorited_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(all.data[0]).toMatchObject({ car_model: 'Brezza', body_type: 'compact_suv', images_count: 4 });
    expect(all.data[0].images).toHaveLength(1);

    const second = (await list('?page=2&limit=3')).json();
    expect(second.data.map((c: { id: string }) => c.id)).toEqual([cars[0]!.id]);
    expect(second.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2, hasPrev: true, hasNext: false });
    expect((await list('?limit=500')).json().pagination.limit).toBe(50);
    expect((await list('?page=9&limit=2')).json()).toMatchObject({ data: [], pagination: { total: 4, hasNext: false } });
    for (const qs of ['?limit=0', '?limit=abc', '?page=0', '?page=1.5']) {
      const res = await list(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().error.details)).toHaveLength(1);
    }
    const empty = (await t.app.inject({ url: '/api/v1/users/me/favorites/', headers: (await createUser(t.ctx)).auth })).json();
    expect(empty).toEqual({ success: true, data: [], pagination: { page: 1, limit: 1, total: 0, totalPages: 0, hasPrev: false, hasNext: false } });
  });
});
