// Dealer accounts (issue 22): GET/PUT /dealers/me/, POST /dealers/me/logo/, the public
// GET /dealers/{slug}/, the dealer named on cards and on the listing, and dealers in pages.xml.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealers } from '../../db/schema.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { multipartBody, testJpeg } from '../../test/upload-utils.ts';

type Auth = Record<string, string>;
const profile = (over: Record<string, unknown> = {}) => ({
  business_name: 'Sharma Motors',
  gstin: '27AAPFU0939F1ZV',
  address: '12 MG Road, Shivajinagar',
  city: 'pune',
  opening_hours: 'Mon–Sat 10:00–19:00',
  ...over,
});

describe('dealer profiles', () => {
  const t = useTestApp();
  let owner: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  let third: Awaited<ReturnType<typeof createUser>>;
  const me = (method: 'GET' | 'PUT', auth: Auth = {}, payload?: object) => t.app.inject({ method, url: '/api/v1/dealers/me/', headers: auth, payload });
  const rowOf = async (userId: string) => (await t.ctx.db.select().from(dealers).where(eq(dealers.userId, userId)))[0];

  beforeAll(async () => {
    [owner, other, third] = [await createUser(t.ctx), await createUser(t.ctx), await createUser(t.ctx)];
    // The catalogue's cities: Pune and Mumbai (a listing brings each in).
    await createListing(t.ctx, { sellerId: third.user.id, city: 'Pune' });
    await createListing(t.ctx, { sellerId: third.user.id, city: 'Mumbai' });
  });

  it('a private seller has none, and the signed-out get 401', async () => {
    expect((await me('GET', owner.auth)).json()).toEqual({ success: true, data: null });
    expect((await me('GET')).statusCode).toBe(401);
    expect((await me('PUT', {}, profile())).statusCode).toBe(401);
  });

  it('becomes a dealer: a slug of name and city, the catalogue’s city, the GSTIN as typed upper-cased', async () => {
    const res = await me('PUT', owner.auth, profile({ gstin: ' 27aapfu0939f1zv ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'You are now a dealer',
      data: { slug: 'sharma-motors-pune', business_name: 'Sharma Motors', gstin: '27AAPFU0939F1ZV', city: 'Pune', path: '/dealers/sharma-motors-pune', logo_url: '', approved_cars: 0 },
    });
    expect((await me('GET', owner.auth)).json().data).toMatchObject({ slug: 'sharma-motors-pune', opening_hours: 'Mon–Sat 10:00–19:00' });
  });

  it('edits keep the address (slug) stable', async () => {
    const res = await me('PUT', owner.auth, profile({ business_name: 'Sharma Motor Company', city: 'Mumbai' }));
    expect(res.json()).toMatchObject({ message: 'Dealer profile saved', data: { slug: 'sharma-motors-pune', business_name: 'Sharma Motor Company', city: 'Mumbai' } });
    await me('PUT', owner.auth, profile());
  });

  it('another dealer of the same name and city gets a suffix; a GSTIN belongs to one dealer', async () => {
    const taken = await me('PUT', other.auth, profile());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'CONFLICT', details: { gstin: ['This GSTIN is already registered to another dealer'] } });
    expect(await rowOf(other.user.id)).toBeUndefined();
    const res = await me('PUT', other.auth, profile({ gstin: '29AAGCB7383J1Z4' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slug).toBe('sharma-motors-pune-2');
  });

  it('refuses bad input with per-field details and changes nothing', async () => {
    const before = await rowOf(owner.user.id);
    for (const [payload, field] of [
      [profile({ gstin: '27AAPFU0939F1ZW' }), 'gstin'], // wrong check character
      [profile({ gstin: '27AAPFU0939F1Z' }), 'gstin'],
      [profile({ gstin: 27 }), 'gstin'],
      [profile({ business_name: 'x' }), 'business_name'],
      [profile({ business_name: 'x'.repeat(101) }), 'business_name'],
      [profile({ address: '' }), 'address'],
      [profile({ city: 'Atlantis' }), 'city'],
      [profile({ opening_hours: 'x'.repeat(301) }), 'opening_hours'],
      [{}, 'business_name'],
    ] as const) {
      const res = await me('PUT', owner.auth, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().error.details)).toContain(field);
    }
    expect(await rowOf(owner.user.id)).toEqual(before);
  });

  it('nobody edits someone else’s profile: the routes name only the caller’s own', async () => {
    const before = await rowOf(owner.user.id);
    // The other dealer's save changes their own profile, never the owner's.
    await me('PUT', other.auth, profile({ business_name: 'Hijacked', gstin: '29AAGCB7383J1Z4' }));
    expect(await rowOf(owner.user.id)).toEqual(before);
    expect((await rowOf(other.user.id))!.businessName).toBe('Hijacked');
    // A logo upload without a profile of one's own is a 404, not the owner's logo.
    const body = await multipartBody([{ name: 'logo', filename: 'logo.jpg', data: await testJpeg(300, 200), type: 'image/jpeg' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/dealers/me/logo/', headers: { ...third.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(404);
    expect((await rowOf(owner.user.id))!.logoUrl).toBe('');
  });

  it('takes a logo through the image pipeline, and refuses what is not an image', async () => {
    const upload = async (data: Buffer, auth: Auth = owner.auth) => {
      const body = await multipartBody([{ name: 'logo', filename: 'logo.png', data, type: 'image/png' }]);
      return t.app.inject({ method: 'POST', url: '/api/v1/dealers/me/logo/', headers: { ...auth, ...body.headers }, payload: body.payload });
    };
    const res = await upload(await testJpeg(800, 400));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.logo_url).toMatch(/\/media\/dealer-logos\/[0-9a-f-]{36}\.jpg$/);
    expect((await me('GET', owner.auth)).json().data.logo_url).toBe(res.json().data.logo_url);
    expect((await rowOf(owner.user.id))!.logoUrl).toMatch(/^dealer-logos\//);
    const bad = await upload(Buffer.from('GIF89a not an image'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('INVALID_FILE_TYPE');
    expect((await me('GET', owner.auth)).json().data.logo_url).toBe(res.json().data.logo_url);
    expect((await upload(await testJpeg(10, 10), {})).statusCode).toBe(401);
  });

  describe('the public page and the cards', () => {
    let approvedIds: string[];
    let pendingId: string;
    let privateId: string;

    beforeAll(async () => {
      approvedIds = [];
      for (let i = 0; i < 26; i++) approvedIds.push((await createListing(t.ctx, { sellerId: owner.user.id, createdAt: new Date(Date.now() - i * 60_000) })).id);
      pendingId = (await createListing(t.ctx, { sellerId: owner.user.id, status: 'pending' })).id;
      privateId = (await createListing(t.ctx, { sellerId: third.user.id, brand: 'Tata', model: 'Nexon' })).id;
    });

    it('shows the profile (no GSTIN) and the approved cars, newest first, 24 a page', async () => {
      const res = await t.app.inject('/api/v1/dealers/sharma-motors-pune/');
      expect(res.statusCode).toBe(200);
      const { dealer, cars, pagination } = res.json().data;
      expect(dealer).toMatchObject({ slug: 'sharma-motors-pune', business_name: 'Sharma Motors', city: 'Pune', address: '12 MG Road, Shivajinagar' });
      expect(dealer).not.toHaveProperty('gstin');
      expect(cars).toHaveLength(24);
      expect(cars.map((c: { id: string }) => c.id)).toEqual(approvedIds.slice(0, 24));
      expect(cars[0].dealer).toEqual({ name: 'Sharma Motors', slug: 'sharma-motors-pune' });
      expect(pagination).toMatchObject({ page: 1, total: 26, totalPages: 2, hasNext: true });
      const second = (await t.app.inject('/api/v1/dealers/sharma-motors-pune/?page=2')).json().data;
      expect(second.cars.map((c: { id: string }) => c.id)).toEqual(approvedIds.slice(24));
      expect(second.cars.map((c: { id: string }) => c.id)).not.toContain(pendingId);
      expect((await me('GET', owner.auth)).json().data.approved_cars).toBe(26);
    });

    it('answers 404 for an unknown dealer and 400 for a bad page', async () => {
      const missing = await t.app.inject('/api/v1/dealers/nobody-here/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'Dealer not found' });
      const bad = await t.app.inject('/api/v1/dealers/sharma-motors-pune/?page=0');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details).toHaveProperty('page');
    });

    it('names the dealer on search cards and the listing, null for a private seller', async () => {
      const cards = (await t.app.inject('/api/v1/cars/?limit=50')).json().data.cars as Array<{ id: string; dealer: unknown }>;
      expect(cards.find((c) => c.id === approvedIds[0])!.dealer).toEqual({ name: 'Sharma Motors', slug: 'sharma-motors-pune' });
      expect(cards.find((c) => c.id === privateId)!.dealer).toBeNull();
      expect((await t.app.inject(`/api/v1/cars/${approvedIds[0]}/`)).json().data.dealer).toEqual({ name: 'Sharma Motors', slug: 'sharma-motors-pune' });
      expect((await t.app.inject(`/api/v1/cars/${privateId}/`)).json().data.dealer).toBeNull();
    });

    it('lists dealers with approved cars in pages.xml, and no others', async () => {
      const xml = (await t.app.inject('/sitemaps/pages.xml')).body;
      expect(xml).toContain('/dealers/sharma-motors-pune</loc>');
      expect(xml).not.toContain('/dealers/sharma-motors-pune-2');
    });
  });
});
