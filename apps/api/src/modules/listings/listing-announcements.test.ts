// A listing's life through the API, watched from the event bus (decision 024): each write announces
// itself once, and the public caches hear of every change that shows (no use case calls them).
import { VERIFICATION_CHECKS } from '@gaadi/domain/schemas/trust';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../platform/domain-events.ts';
import { createAdmin, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { validBody } from '../../test/listing-factory.ts';
import { imageParts, multipartBody, testJpeg } from '../../test/upload-utils.ts';
import { waitFor } from '../../test/wait-for.ts';
import { CATALOGUE_CHANGES } from '../listeners.ts';
import { listingCountersOf } from '../listing-store/view-counter.ts';

describe('listing writes announce themselves', () => {
  const t = useTestApp();
  const seen: DomainEvent[] = [];
  const cleared: Array<string | undefined> = [];
  let seller: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createAdmin>>;

  beforeAll(async () => {
    seller = await createUser(t.ctx);
    admin = await createAdmin(t.ctx);
    t.ctx.events.afterCommit(
      ['listing.created', 'listing.edited', 'listing.reviewed', 'listing.verified', 'listing.removed', 'listing.viewed', 'listing.inquiry_counted', 'media.listing_photos_changed', 'inquiry.created'],
      (e) => void seen.push(e),
    );
    t.ctx.catalogueChanges.on('changed', (id?: string) => void cleared.push(id));
  });

  /** The types announced by one request, and whether the caches heard of the listing. */
  async function announced(request: () => Promise<{ statusCode: number; json: () => { data?: { id?: string } } }>, expected: number) {
    seen.length = 0;
    cleared.length = 0;
    const res = await request();
    expect(res.statusCode, JSON.stringify(res.json())).toBe(expected);
    return { types: seen.map((e) => e.type), cleared: [...cleared], res };
  }

  it('announces create, view, contact, photos, edit, review, verification and removal, each once', async () => {
    const inject = t.app.inject.bind(t.app);
    const created = await announced(() => inject({ method: 'POST', url: '/api/v1/cars/seller/create/', headers: seller.auth, payload: validBody() }), 201);
    expect(created.types).toEqual(['listing.created']);
    const id = created.res.json().data!.id!;
    expect(created.cleared).toEqual([id]);

    const review = (action: string) => inject({ method: 'POST', url: `/api/v1/admin/cars/${id}/review/`, headers: admin.auth, payload: { action } });
    expect((await announced(() => review('approve'), 200)).types).toEqual(['listing.reviewed']);
    expect((await announced(() => review('flag'), 200)).types).toEqual(['listing.reviewed']);

    // A buyer's view is counted in memory and announced with the batch it is written in
    // (decision 028); it does not clear the caches; a second one the same day counts nothing.
    const viewed = async (address: string) =>
      announced(async () => {
        const res = await inject({ url: `/api/v1/cars/${id}/`, remoteAddress: address });
        await listingCountersOf(t.ctx).flush();
        return res;
      }, 200);
    const view = await viewed('10.1.2.3');
    expect(view.types).toEqual(['listing.viewed']);
    expect(view.cleared).toEqual([]);
    expect((await viewed('10.1.2.3')).types).toEqual([]);

    const contact = await announced(
      () => inject({ method: 'POST', url: `/api/v1/cars/${id}/contact/`, payload: { buyer_name: 'Asha', buyer_phone: '9876543210', buyer_email: 'asha@example.com', message: 'Still available?' } }),
      200,
    );
    expect(contact.types).toEqual(['listing.inquiry_counted', 'inquiry.created']);
    expect(contact.cleared).toEqual([id]);

    const upload = await multipartBody([{ name: 'carId', value: id }, ...imageParts([await testJpeg(400, 300)])]);
    const photos = await announced(() => inject({ method: 'POST', url: '/api/v1/upload/car-images/', headers: { ...seller.auth, ...upload.headers }, payload: upload.payload }), 200);
    expect(photos.types).toEqual(['media.listing_photos_changed']);

    const checks = VERIFICATION_CHECKS.map((key) => ({ key, passed: true, note: '' }));
    const verified = await announced(() => inject({ method: 'PUT', url: `/api/v1/admin/cars/${id}/verification/`, headers: admin.auth, payload: { checks } }), 200);
    expect(verified.types).toEqual(['listing.verified']);

    expect((await announced(() => inject({ method: 'PUT', url: `/api/v1/cars/${id}/`, headers: seller.auth, payload: { price: 480000 } }), 200)).types).toEqual(['listing.edited']);
    expect((await announced(() => inject({ method: 'PATCH', url: `/api/v1/admin/cars/${id}/update/`, headers: admin.auth, payload: { status: 'approved' } }), 200)).types).toEqual(['listing.edited']);

    const removed = await announced(() => inject({ method: 'DELETE', url: `/api/v1/cars/seller/${id}/delete/`, headers: { ...seller.auth, 'content-type': 'application/json' } }), 200);
    expect(removed.types).toEqual(['listing.removed']);
    expect(removed.cleared).toEqual([id]);
  });

  it('announces nothing for a refused write', async () => {
    const other = await createUser(t.ctx);
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/cars/seller/create/', headers: seller.auth, payload: validBody() });
    const id = created.json().data.id;
    await waitFor('the create to be seen', async () => seen.some((e) => 'listingId' in e && e.listingId === id));
    const refused = await announced(() => t.app.inject({ method: 'PUT', url: `/api/v1/cars/${id}/`, headers: other.auth, payload: { price: 1 } }), 404);
    expect(refused.types).toEqual([]);
    const invalid = await announced(() => t.app.inject({ method: 'PUT', url: `/api/v1/cars/${id}/`, headers: seller.auth, payload: { price: -5 } }), 400);
    expect(invalid.types).toEqual([]);
  });

  it('has a cache listener for every change the catalogue shows', () => {
    for (const type of CATALOGUE_CHANGES) expect(t.ctx.events.listenerCount(type), type).toBeGreaterThan(0);
  });
});
