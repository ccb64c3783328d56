import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

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
});
