// Who may call what (contract 1.8, 5, 6, 7): every endpoint of the seller, upload and admin
// modules against no bearer, the listing's owner, another seller and an admin.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { imageParts, multipartBody, testJpeg, tinyMp4 } from '../../test/upload-utils.ts';
import { seedListing, validBody } from '../../test/listing-factory.ts';

type Role = 'anonymous' | 'owner' | 'other' | 'admin';
interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

describe('authorization matrix', () => {
  const t = useTestApp();
  const auth = {} as Record<Role, Record<string, string>>;
  let ownerId: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    const owner = await createUser(t.ctx);
    ownerId = owner.user.id;
    auth.anonymous = {};
    auth.owner = owner.auth;
    auth.other = (await createUser(t.ctx)).auth;
    auth.admin = (await createAdmin(t.ctx)).auth;
    jpeg = await testJpeg(200, 150);
  });

  const listing = async (status = 'pending') => (await seedListing(t.ctx, ownerId, { status })).id;
  const multipart = async (url: string, parts: Parameters<typeof multipartBody>[0]): Promise<Req> => {
    const body = await multipartBody(parts);
    return { method: 'POST', url, payload: body.payload, headers: body.headers };
  };
  /** An image of a fresh listing of the owner, uploaded by the owner. */
  const ownersImage = async () => {
    const id = await listing();
    const req = await multipart('/api/v1/upload/car-images/', [{ name: 'carId', value: id }, ...imageParts([jpeg])]);
    const res = await t.app.inject({ ...req, headers: { ...req.headers, ...auth.owner } });
    return { listingId: id, imageId: res.json().data.images[0].id as string };
  };

  const cases: Array<[string, () => Promise<Req>, Record<Role, number>]> = [
    ['POST /upload/car-images/ with carId', async () => multipart('/api/v1/upload/car-images/', [{ name: 'carId', value: await listing() }, ...imageParts([jpeg])]), { anonymous: 401, owner: 200, other: 403, admin: 200 }],
    ['POST /upload/car-video/ with carId', async () => multipart('/api/v1/upload/car-video/', [{ name: 'carId', value: await listing() }, { name: 'video', filename: 'v.mp4', data: tinyMp4() }]), { anonymous: 401, owner: 200, other: 403, admin: 200 }],
    ['DELETE /upload/files/{id}/', async () => ({ method: 'DELETE', url: `/api/v1/upload/files/${(await ownersImage()).imageId}/` }), { anonymous: 401, owner: 200, other: 403, admin: 200 }],
    ['DELETE /cars/{id}/images/{imageId}/', async () => {
      const { listingId, imageId } = await ownersImage();
      return { method: 'DELETE', url: `/api/v1/cars/${listingId}/images/${imageId}/` };
    }, { anonymous: 401, owner: 200, other: 403, admin: 200 }],
    ['PUT /cars/{id}/images/order/', async () => {
      const { listingId, imageId } = await ownersImage();
      return { method: 'PUT', url: `/api/v1/cars/${listingId}/images/order/`, payload: { image_ids: [imageId] } };
    }, { anonymous: 401, owner: 200, other: 403, admin: 200 }],
    ['POST /cars/seller/create/', async () => ({ method: 'POST', url: '/api/v1/cars/seller/create/', payload: validBody() }), { anonymous: 401, owner: 201, other: 201, admin: 403 }],
    ['PUT /cars/{id}/', async () => ({ method: 'PUT', url: `/api/v1/cars/${await listing('approved')}/`, payload: { price: 600000 } }), { anonymous: 401, owner: 200, other: 404, admin: 403 }],
    ['DELETE /cars/seller/{id}/delete/', async () => ({ method: 'DELETE', url: `/api/v1/cars/seller/${await listing()}/delete/` }), { anonymous: 401, owner: 200, other: 404, admin: 403 }],
    ['POST /cars/{id}/sold/', async () => ({ method: 'POST', url: `/api/v1/cars/${await listing('approved')}/sold/` }), { anonymous: 401, owner: 200, other: 404, admin: 403 }],
    ['GET /cars/seller/listings/', async () => ({ method: 'GET', url: '/api/v1/cars/seller/listings/?limit=10' }), { anonymous: 401, owner: 200, other: 200, admin: 403 }],
    ['GET /cars/seller/stats/', async () => ({ method: 'GET', url: '/api/v1/cars/seller/stats/' }), { anonymous: 401, owner: 200, other: 200, admin: 403 }],
    ['GET /admin/cars/', async () => ({ method: 'GET', url: '/api/v1/admin/cars/?page=1&limit=50&status=pending' }), { anonymous: 401, owner: 403, other: 403, admin: 200 }],
    ['GET /admin/dashboard/', async () => ({ method: 'GET', url: '/api/v1/admin/dashboard/' }), { anonymous: 401, owner: 403, other: 403, admin: 200 }],
    ['GET /admin/cars/{id}/', async () => ({ method: 'GET', url: `/api/v1/admin/cars/${await listing()}/` }), { anonymous: 401, owner: 403, other: 403, admin: 200 }],
    ['PATCH /admin/cars/{id}/update/', async () => ({ method: 'PATCH', url: `/api/v1/admin/cars/${await listing()}/update/`, payload: { description: 'x' } }), { anonymous: 401, owner: 403, other: 403, admin: 200 }],
    ['DELETE /admin/cars/{id}/delete/', async () => ({ method: 'DELETE', url: `/api/v1/admin/cars/${await listing()}/delete/` }), { anonymous: 401, owner: 403, other: 403, admin: 200 }],
    ['POST /admin/cars/{id}/review/', async () => ({ method: 'POST', url: `/api/v1/admin/cars/${await listing()}/review/`, payload: { action: 'approve' } }), { anonymous: 401, owner: 403, other: 403, admin: 200 }],
  ];

  it.each(cases)('%s', async (_name, make, expected) => {
    const actual = {} as Record<Role, number>;
    for (const role of Object.keys(expected) as Role[]) {
      const req = await make();
      const headers = { ...(req.payload && !Buffer.isBuffer(req.payload) ? { 'content-type': 'application/json' } : {}), ...req.headers, ...auth[role] };
      if (req.method === 'DELETE') headers['content-type'] = 'application/json';
      const res = await t.app.inject({ method: req.method, url: req.url, headers, payload: req.payload });
      expect(res.headers['content-type']).toContain('application/json');
      actual[role] = res.statusCode;
    }
    expect(actual).toEqual(expected);
  });

  it('treats an empty, malformed or forged bearer as none (401) on admin, seller and upload routes', async () => {
    const forged = await new (await import('../../platform/tokens.ts')).TokenService('another-secret-that-is-long-enough-0123456789').sign({ sub: ownerId, role: 'admin' });
    for (const authorization of ['Bearer ', 'Bearer not-a-jwt', `Bearer ${forged.token}`, 'Basic abc']) {
      for (const url of ['/api/v1/admin/cars/', '/api/v1/cars/seller/stats/']) {
        expect((await t.app.inject({ url, headers: { authorization } })).statusCode).toBe(401);
      }
      expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/upload/files/x/', headers: { authorization } })).statusCode).toBe(401);
    }
  });

  it('answers 401 before validation: a stranger\'s malformed request never learns the rules', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/cars/?status=bogus' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/cars/seller/create/', payload: { brand_name: 1 } })).statusCode).toBe(401);
  });
});
