import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedListing, validBody } from '../test/listing-factory.ts';
import { multipartBody } from '../test/upload-utils.ts';
import { createAdmin, createUser } from '../test/factories.ts';
import { useTestApp } from '../test/helper.ts';
import { INPUT_MESSAGES, textProblem, unstorableText } from './input-guard.ts';

describe('textProblem and unstorableText', () => {
  it('passes ordinary, Indic and emoji text (surrogate pairs) and flags NUL and lone surrogates', () => {
    for (const ok of ['', 'Swift VXi', 'मारुति', 'ಕಾರು 🚗', 'tab\tnew\nline']) expect(textProblem(ok)).toBeNull();
    expect(textProblem('a\u0000b')).toBe(INPUT_MESSAGES.nul);
    for (const bad of ['\ud800', 'x\udc00', '\udbff\udbff', '🚗\ud83d']) expect(textProblem(bad)).toBe(INPUT_MESSAGES.surrogate);
  });

  it('names each field by its dotted path, keys included, and copes with deep nesting', () => {
    expect(unstorableText({ a: 'ok', contact: { sellerName: '\u0000' }, features: ['x', '\ud800'], ['b\u0000']: 1 })).toEqual({
      'contact.sellerName': [INPUT_MESSAGES.nul],
      'features.1': [INPUT_MESSAGES.surrogate],
      non_field_errors: [INPUT_MESSAGES.key],
    });
    expect(unstorableText('\u0000')).toEqual({ non_field_errors: [INPUT_MESSAGES.nul] });
    // Field names from the client stay plain keys, never Object.prototype members.
    const proto = unstorableText(JSON.parse('{"constructor":{"a\\u0000":1},"__proto__":"\\u0000","toString":"\\ud800"}'));
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.entries(proto)).toEqual([
      ['toString', [INPUT_MESSAGES.surrogate]],
      ['non_field_errors', [INPUT_MESSAGES.nul]],
      ['constructor', [INPUT_MESSAGES.key]],
    ]);
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(Object.keys(unstorableText(deep))).toHaveLength(1);
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, '\u0000']));
    expect(Object.keys(unstorableText(many)).length).toBeLessThanOrEqual(20);
  });
});

describe('NUL and lone surrogates never reach PostgreSQL (issue 10, item 3)', () => {
  const t = useTestApp();
  let user: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let carId: string;

  beforeAll(async () => {
    user = await createUser(t.ctx);
    admin = await createAdmin(t.ctx);
    carId = (await seedListing(t.ctx, user.user.id, { status: 'pending' })).id;
  });

  const send = (opts: InjectOptions & { url: string }) =>
    t.app.inject({ ...opts, url: `/api/v1${opts.url}`, headers: { 'content-type': 'application/json', ...opts.headers } });
  const expect400 = async (opts: InjectOptions & { url: string }, field: string, message: string = INPUT_MESSAGES.nul) => {
    const res = await send(opts);
    expect(res.statusCode, `${opts.method ?? 'GET'} ${opts.url}: ${res.body}`).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    const { error } = res.json();
    expect(error.details[field]).toEqual([message]);
    return error;
  };

  it('refuses NUL in anonymous query values and bodies', async () => {
    const search = await expect400({ url: '/cars/?search=%00' }, 'search');
    expect(search).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid characters in search' });
    await expect400({ url: '/utils/car-features/?category=%00' }, 'category');
    await expect400({ url: '/cars/brands/?brand=Tata%00' }, 'brand');
    await expect400({ method: 'POST', url: '/auth/admin/login/', payload: { email: '\u0000', password: 'secret' } }, 'email');
    await expect400({ method: 'POST', url: `/cars/${carId}/contact/`, payload: { buyer_name: 'A\u0000', buyer_phone: '9876543210', message: 'Hi' } }, 'buyer_name');
  });

  it('answers a path id holding NUL as one that names nothing (404), on every route', async () => {
    for (const opts of [
      { url: '/cars/%00/' },
      { method: 'DELETE' as const, url: `/cars/${carId}/images/%00/`, headers: user.auth },
      { method: 'PUT' as const, url: '/inquiries/notifications/%00/read/', headers: user.auth, payload: {} },
    ]) {
      const res = await send(opts);
      expect(res.statusCode, `${opts.url}: ${res.body}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses NUL in listing create, owner edit, admin update and admin review reason', async () => {
    const create = await expect400(
      { method: 'POST', url: '/cars/seller/create/', headers: user.auth, payload: { ...validBody(), contact: { sellerName: 'Ravi\u0000', phoneNumber: '', email: '' } } },
      'contact.sellerName',
    );
    expect(create.message).toBe('Invalid listing data'); // the route's own validation message (6.1)
    await expect400({ method: 'PUT', url: `/cars/${carId}/`, headers: user.auth, payload: { description: 'a\u0000' } }, 'description');
    await expect400({ method: 'PATCH', url: `/admin/cars/${carId}/update/`, headers: admin.auth, payload: { address: '\u0000' } }, 'address');
    await expect400({ method: 'POST', url: `/admin/cars/${carId}/review/`, headers: admin.auth, payload: { action: 'reject', reason: 'no\u0000' } }, 'reason');
  });

  it('refuses a lone surrogate in owner edit and admin update text', async () => {
    const edit = await expect400({ method: 'PUT', url: `/cars/${carId}/`, headers: user.auth, payload: { title: '\ud800' } }, 'title', INPUT_MESSAGES.surrogate);
    expect(edit.message).toBe('Invalid characters in title'); // owner edit shows only the message (6.2)
    await expect400({ method: 'PATCH', url: `/admin/cars/${carId}/update/`, headers: admin.auth, payload: { title: 'x\udfff' } }, 'title', INPUT_MESSAGES.surrogate);
    await expect400({ method: 'PUT', url: `/cars/${carId}/`, headers: user.auth, payload: { features: ['ABS', '\ud83d'] } }, 'features.1', INPUT_MESSAGES.surrogate);
  });

  it('refuses NUL in profile, saved-search name, seller and admin list filters', async () => {
    await expect400({ method: 'PUT', url: '/users/me/update/', headers: user.auth, payload: { city: 'Pune\u0000' } }, 'city');
    await expect400({ method: 'POST', url: '/users/me/saved-searches/', headers: user.auth, payload: { name: '\u0000', search_filters: {} } }, 'name');
    await expect400({ method: 'POST', url: '/users/me/saved-searches/', headers: user.auth, payload: { name: 'Tata', search_filters: { brand: '\u0000' } } }, 'search_filters.brand');
    await expect400({ url: '/cars/seller/listings/?brand=%00', headers: user.auth }, 'brand');
    await expect400({ url: '/inquiries/?buyerPhone=%00', headers: user.auth }, 'buyerPhone');
    await expect400({ url: '/admin/cars/?search=%00&sellerName=%00', headers: admin.auth }, 'sellerName');
  });

  it('refuses NUL in a multipart text field (carId) before any file is read', async () => {
    const body = await multipartBody([{ name: 'carId', value: '\u0000' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/car-images/', headers: { ...user.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { carId: [INPUT_MESSAGES.nul] } });
  });

  it('answers field names such as constructor and __proto__ with 400, not 500', async () => {
    for (const payload of ['{"constructor":{"a\\u0000":false}}', '{"__proto__":"\\u0000"}', '{"toString":"\\ud800"}']) {
      const res = await send({ method: 'POST', url: '/auth/logout/', payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().error.details)).toHaveLength(1);
    }
    const query = await send({ url: '/cars/?constructor=%00&hasOwnProperty=%00&__proto__=%00' });
    expect(query.statusCode).toBe(400);
    expect(Object.keys(query.json().error.details).sort()).toEqual(['constructor', 'hasOwnProperty', 'non_field_errors']);
  });

  it('keeps ordinary Unicode text working and unknown routes a 404', async () => {
    const res = await send({ method: 'PUT', url: `/cars/${carId}/`, headers: user.auth, payload: { description: 'पहला मालिक 🚗\nServiced' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.description).toBe('पहला मालिक 🚗\nServiced');
    expect((await send({ url: '/no-such-route/?q=%00' })).statusCode).toBe(404);
  });
});
