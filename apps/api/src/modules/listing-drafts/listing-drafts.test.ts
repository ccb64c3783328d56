// GET, PUT and DELETE /cars/seller/draft/ (issue 22): a signed-in seller's wizard answers follow
// them to another device, nobody else reads them, bad input changes nothing, and submitting the
// listing ends the draft.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingDrafts } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { validBody } from '../../test/listing-factory.ts';

describe('/cars/seller/draft/', () => {
  const t = useTestApp();
  let seller: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  const url = '/api/v1/cars/seller/draft/';
  const draft = (method: 'GET' | 'PUT' | 'DELETE', headers: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method, url, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) }, payload });

  beforeAll(async () => {
    seller = await createUser(t.ctx);
    other = await createUser(t.ctx);
  });

  it('keeps the answers and the step, and gives them back on any device of the account', async () => {
    expect((await draft('GET', seller.auth)).json()).toEqual({ success: true, data: null });
    const values = { brand_name: 'Hyundai', model_name: 'Creta', year: '2020', features: ['Sunroof', 'ABS'], contact: { sellerName: 'Ravi', phoneNumber: '98' }, price: '' };
    const saved = await draft('PUT', seller.auth, { step: 2, values });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ step: 2, values });
    const back = (await draft('GET', seller.auth)).json().data;
    expect(back).toMatchObject({ step: 2, values });
    expect(Date.parse(back.saved_at)).toBeGreaterThan(Date.now() - 60_000);
    // A later save replaces it.
    expect((await draft('PUT', seller.auth, { step: 3, values: { ...values, price: '650000' } })).json().data).toMatchObject({ step: 3, values: { price: '650000' } });
    expect(await t.ctx.db.$count(listingDrafts, eq(listingDrafts.userId, seller.user.id))).toBe(1);
  });

  it('is nobody else’s: another seller sees their own (none), and the signed-out get 401', async () => {
    await draft('PUT', seller.auth, { step: 1, values: { model_name: 'Creta' } });
    expect((await draft('GET', other.auth)).json().data).toBeNull();
    await draft('DELETE', other.auth);
    expect((await draft('GET', seller.auth)).json().data).toMatchObject({ values: { model_name: 'Creta' } });
    for (const method of ['GET', 'DELETE'] as const) expect((await draft(method)).statusCode).toBe(401);
    expect((await draft('PUT', {}, { step: 1, values: {} })).statusCode).toBe(401);
  });

  it('refuses bad input with details and keeps what was saved', async () => {
    await draft('PUT', seller.auth, { step: 2, values: { model_name: 'Kept' } });
    for (const [payload, field] of [
      [{ step: 0, values: {} }, 'step'],
      [{ step: 5, values: {} }, 'step'],
      [{ step: 'two', values: {} }, 'step'],
      [{ step: 1 }, 'values'],
      [{ step: 1, values: { description: 'x'.repeat(5_001) } }, 'values.description'],
      [{ step: 1, values: { a: 'x'.repeat(4_000), b: 'x'.repeat(4_000), c: 'x'.repeat(4_000), d: 'x'.repeat(4_000), e: 'x'.repeat(4_000) } }, 'values'],
    ] as const) {
      const res = await draft('PUT', seller.auth, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().error.details)).toContain(field);
    }
    expect((await draft('GET', seller.auth)).json().data).toMatchObject({ step: 2, values: { model_name: 'Kept' } });
  });

  it('ends when the seller discards it, and when they submit the listing', async () => {
    await draft('PUT', seller.auth, { step: 4, values: { model_name: 'Gone' } });
    expect((await draft('DELETE', seller.auth)).json()).toEqual({ success: true, message: 'Draft discarded' });
    expect((await draft('GET', seller.auth)).json().data).toBeNull();

    await draft('PUT', seller.auth, { step: 4, values: { model_name: 'Swift' } });
    await draft('PUT', other.auth, { step: 1, values: { model_name: 'Other' } });
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/cars/seller/create/', headers: seller.auth, payload: validBody() });
    expect(created.statusCode).toBe(201);
    expect((await draft('GET', seller.auth)).json().data).toBeNull();
    // Only the submitter's.
    expect((await draft('GET', other.auth)).json().data).toMatchObject({ values: { model_name: 'Other' } });
  });
});
