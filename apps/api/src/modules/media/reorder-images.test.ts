import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingImages } from '../../db/schema.ts';
import { createAdmin, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedListing } from '../../test/listing-factory.ts';

describe('PUT /cars/{id}/images/order/', () => {
  const t = useTestApp();
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let listingId: string;

  beforeAll(async () => {
    owner = await createUser(t.ctx);
    stranger = await createUser(t.ctx);
    admin = await createAdmin(t.ctx);
    listingId = (await seedListing(t.ctx, owner.user.id, { status: 'approved', images: 3 })).id;
  });

  const order = async () =>
    (await t.ctx.db.select({ id: listingImages.id }).from(listingImages).where(eq(listingImages.listingId, listingId)).orderBy(asc(listingImages.position))).map(
      (r) => r.id,
    );
  const put = (auth: Record<string, string>, image_ids: unknown, id = listingId) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/cars/${id}/images/order/`, headers: auth, payload: { image_ids } });

  it('puts the owner\'s photos in the order given, the first becoming the cover', async () => {
    const [a, b, c] = await order();
    const res = await put(owner.auth, [c, a, b]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Photo order saved' });
    expect(await order()).toEqual([c, a, b]);
    const car = (await t.app.inject({ url: '/api/v1/cars/seller/listings/?limit=50', headers: owner.auth })).json().data.listings[0];
    expect(car.images.map((i: { id: string }) => i.id)).toEqual([c, a, b]);
  });

  it('lets an admin reorder too', async () => {
    const ids = (await order()).reverse();
    expect((await put(admin.auth, ids)).statusCode).toBe(200);
    expect(await order()).toEqual(ids);
  });

  it('refuses a list that misses, repeats or adds a photo, and changes nothing', async () => {
    const before = await order();
    for (const ids of [before.slice(1), [before[0], before[0], before[1]], [...before, '7a1f9a36-4c0f-4a51-9c1e-3c3a8a0f0b11'], []]) {
      const res = await put(owner.auth, ids);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { image_ids: ['List each photo of the listing exactly once'] } });
    }
    expect(await order()).toEqual(before);
  });

  it('answers 403 to another seller, 404 for an unknown listing and 401 without a token', async () => {
    const ids = await order();
    expect((await put(stranger.auth, ids)).statusCode).toBe(403);
    expect((await put(owner.auth, ids, '7a1f9a36-4c0f-4a51-9c1e-3c3a8a0f0b11')).statusCode).toBe(404);
    expect((await put({}, ids)).statusCode).toBe(401);
  });
});
