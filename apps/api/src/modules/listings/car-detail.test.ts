import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin, createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { listingCountersOf } from '../listing-store/view-counter.ts';

describe('GET /cars/{id}/ (contract 4.2)', () => {
  const t = useTestApp();
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let publicId: string;
  let pendingId: string;

  const get = (id: string, opts: { auth?: { authorization: string }; ip?: string } = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/cars/${id}/`, headers: opts.auth ?? {}, remoteAddress: opts.ip ?? '10.0.0.1' });
  /** The count in the database, once this process has written what it counted (decision 028). */
  const storedViews = async (id: string) => {
    await listingCountersOf(t.ctx).flush();
    return (await t.ctx.db.execute<{ views_count: number }>(sql`select views_count from listings where id = ${id}`)).rows[0]!.views_count;
  };

  beforeAll(async () => {
    owner = await createUser(t.ctx, { name: 'Ravi Owner', phoneNumber: '+919811111111' });
    stranger = await createUser(t.ctx);
    admin = await createAdmin(t.ctx);
    publicId = (await createListing(t.ctx, { sellerId: owner.user.id, brand: 'Tata', model: 'Nexon', variant: 'XZ+', images: 3, area: 'Baner' })).id;
    pendingId = (await createListing(t.ctx, { sellerId: owner.user.id, status: 'pending' })).id;
  });

  it('shows a public listing to anyone, with every image and no seller data', async () => {
    const res = await get(publicId);
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({ id: publicId, brand: 'Tata', car_model: 'Nexon', model: 'Nexon', model_name: 'Nexon', status: 'approved' });
    expect(data.location).toEqual({ city: 'Pune', area: 'Baner', state: 'Maharashtra' });
    expect(data.images.map((i: { url: string }) => i.url)).toEqual(
      [0, 1, 2].map((n) => `http://localhost:3000/media/cars/test/${publicId}-${n}.jpg`),
    );
    expect(data).not.toHaveProperty('seller_info');
    expect(data).not.toHaveProperty('seller');
  });

  it('gives anyone everything the seller entered: variant, conditions, accident history, state, urgency (issue 13)', async () => {
    const { id } = await createListing(t.ctx, {
      sellerId: owner.user.id,
      variant: 'ZX',
      state: 'Karnataka',
      values: { exteriorCondition: 'excellent', interiorCondition: 'fair', engineCondition: 'good', accidentHistory: 'minor', urgency: 'very_urgent' },
    });
    const { data } = (await get(id)).json();
    expect(data).toMatchObject({
      variant: 'ZX',
      exterior_condition: 'excellent',
      interior_condition: 'fair',
      engine_condition: 'good',
      accident_history: 'minor',
      urgency: 'very_urgent',
    });
    expect(data.location.state).toBe('Karnataka');
    expect(typeof data.views_count).toBe('number');
    expect(data.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('reads a public listing in one statement once its fair-price sums are kept (decision 048)', async () => {
    await get(publicId); // keeps its model's sums
    const query = vi.spyOn(t.ctx.pool, 'query');
    try {
      expect((await get(publicId, { ip: '10.0.0.48' })).statusCode).toBe(200);
      const statements = query.mock.calls.map(([q]) => (typeof q === 'string' ? q : `${(q as { name?: string }).name ?? ''} ${(q as { text: string }).text}`));
      // Jobs and counters of the app may use the pool meanwhile: only what reads the listing counts.
      expect(statements.filter((q) => /listing|dealer|conversation|verification/.test(q)).map((q) => q.split(' ')[0])).toEqual(['listing_page']);
    } finally {
      query.mockRestore();
    }
  });

  it('answers without the trailing slash too', async () => {
    expect((await t.app.inject(`/api/v1/cars/${publicId}`)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an injection attempt', "1'%20or%20'1'='1"],
    ['a very long id', 'x'.repeat(150)],
  ])('answers %s with 404 "Car listing not found"', async (_name, id) => {
    const res = await get(id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Car listing not found' } });
  });

  it('hides a listing that is not public from anonymous visitors, other users and bad bearers', async () => {
    for (const auth of [undefined, stranger.auth, { authorization: 'Bearer eyJstale' }, { authorization: 'Bearer ' }]) {
      const res = await get(pendingId, { auth });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Car listing not found');
    }
  });

  it('shows its owner a pending listing with seller_info and seller', async () => {
    const res = await get(pendingId, { auth: owner.auth });
    expect(res.statusCode).toBe(200);
    const car = res.json().data;
    expect(car.status).toBe('pending');
    expect(car.seller_info).toEqual({ name: 'Ravi', phone: '+919800000000', email: '' });
    expect(car.seller).toEqual({ id: owner.user.id, name: 'Ravi Owner', phone_number: '+919811111111' });
  });

  it('shows an admin any listing with seller data', async () => {
    for (const status of ['pending', 'rejected', 'sold', 'inactive']) {
      const id = (await createListing(t.ctx, { sellerId: owner.user.id, status })).id;
      const res = await get(id, { auth: admin.auth });
      expect(res.statusCode, status).toBe(200);
      expect(res.json().data.seller.id).toBe(owner.user.id);
      expect(res.json().data.seller_info.phone).toBe('+919800000000');
    }
  });

  it('counts each viewer once: an address when anonymous, an account when signed in', async () => {
    const id = (await createListing(t.ctx, { sellerId: owner.user.id })).id;
    const views = async (opts: Parameters<typeof get>[1]) => {
      const car = (await get(id, opts)).json().data;
      expect(car.analytics.total_views).toBe(car.views_count);
      return car.views_count as number;
    };
    expect(await views({ ip: '10.1.1.1' })).toBe(1);
    expect(await views({ ip: '10.1.1.1' })).toBe(1);
    expect(await views({ ip: '10.1.1.2' })).toBe(2);
    expect(await views({ ip: '10.1.1.1', auth: stranger.auth })).toBe(3);
    expect(await views({ ip: '10.9.9.9', auth: stranger.auth })).toBe(3);
    expect(await views({ ip: '10.1.1.3', auth: { authorization: 'Bearer eyJstale' } })).toBe(4);
    expect(await storedViews(id)).toBe(4);
  });

  it('does not count the owner or admins looking at a listing', async () => {
    const id = (await createListing(t.ctx, { sellerId: owner.user.id })).id;
    await get(id, { auth: owner.auth });
    await get(id, { auth: admin.auth });
    expect(await storedViews(id)).toBe(0);
  });

  it('counts one view when the same visitor loads a listing many times at once', async () => {
    const id = (await createListing(t.ctx, { sellerId: owner.user.id })).id;
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(id, { ip: '10.2.2.2' })));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(await storedViews(id)).toBe(1);
  });

  it('leaves updated_at alone when counting a view', async () => {
    const id = (await createListing(t.ctx, { sellerId: owner.user.id })).id;
    const car = (await get(id, { ip: '10.3.3.3' })).json().data;
    expect(car.views_count).toBe(1);
    expect(car.updated_at).toBe(car.created_at);
  });
});
