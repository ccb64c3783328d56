// Verified means checked (issue 15): approval does not verify; the checklist does, only when all
// five checks passed, and it records who checked what and when.
import { VERIFICATION_CHECKS } from '@gaadi/domain/schemas/trust';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const allPassed = () => VERIFICATION_CHECKS.map((key) => ({ key, passed: true, note: `${key} ok` }));

describe('PUT and GET /admin/cars/{id}/verification/ (issue 15)', () => {
  const t = useTestApp();
  let seller: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  const put = (id: string, payload: object, headers: Record<string, string> = admin.auth) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/admin/cars/${id}/verification/`, headers, payload });
  const get = (id: string, headers: Record<string, string> = admin.auth) => t.app.inject({ url: `/api/v1/admin/cars/${id}/verification/`, headers });
  const detail = async (id: string) => (await t.app.inject(`/api/v1/cars/${id}/`)).json().data;

  beforeAll(async () => {
    seller = await createUser(t.ctx);
    admin = await createAdmin(t.ctx, { name: 'Asha Admin' });
  });

  it('approval alone leaves a listing unverified', async () => {
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, status: 'pending' });
    await t.app.inject({ method: 'POST', url: `/api/v1/admin/cars/${listing.id}/review/`, headers: admin.auth, payload: { action: 'approve' } });
    expect(await detail(listing.id)).toMatchObject({ status: 'approved', verified: false, verification: null });
    expect((await get(listing.id)).json().data).toEqual({ verified: false, record: null });
  });

  it('a partial checklist does not verify; all five passed does, recording the admin and the time', async () => {
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, verified: false });
    const partial = allPassed().map((c) => (c.key === 'puc_valid' ? { ...c, passed: false, note: 'PUC expired in March' } : c));
    const res = await put(listing.id, { checks: partial });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ verified: false, record: { all_passed: false, demo: false, admin: { id: admin.admin.id, name: 'Asha Admin' } } });
    expect(await detail(listing.id)).toMatchObject({ verified: false, verification: null });

    const before = Date.now();
    const ok = await put(listing.id, { checks: [...allPassed()].reverse() });
    expect(ok.statusCode).toBe(200);
    const state = (await get(listing.id)).json().data;
    expect(state).toMatchObject({ verified: true, record: { all_passed: true, admin: { id: admin.admin.id, name: 'Asha Admin' } } });
    expect(state.record.checks.map((c: { key: string }) => c.key)).toEqual([...VERIFICATION_CHECKS]);
    expect(Date.parse(state.record.checked_at)).toBeGreaterThanOrEqual(before - 1000);

    const car = await detail(listing.id);
    expect(car.verified).toBe(true);
    expect(car.verification).toEqual({ checked_at: state.record.checked_at, checks: state.record.checks, demo: false });
    // The public answer does not name the admin.
    expect(JSON.stringify(car.verification)).not.toContain('Asha');

    // A later failed check takes the badge away again.
    await put(listing.id, { checks: partial });
    expect(await detail(listing.id)).toMatchObject({ verified: false, verification: null });
  });

  it('a seller edit takes the badge away (edited content is unreviewed)', async () => {
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, verified: false });
    await put(listing.id, { checks: allPassed() });
    await t.app.inject({ method: 'PUT', url: `/api/v1/cars/${listing.id}/`, headers: seller.auth, payload: { price: 500_000 } });
    expect((await get(listing.id)).json().data.verified).toBe(false);
  });

  it('answers 401 without a token and 403 for a user, and changes nothing', async () => {
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, verified: false });
    expect((await put(listing.id, { checks: allPassed() }, {})).statusCode).toBe(401);
    expect((await put(listing.id, { checks: allPassed() }, seller.auth)).statusCode).toBe(403);
    expect((await get(listing.id, {})).statusCode).toBe(401);
    expect((await get(listing.id, seller.auth)).statusCode).toBe(403);
    expect((await get(listing.id)).json().data).toEqual({ verified: false, record: null });
  });

  it('answers 400 VALIDATION_ERROR with per-field details, and 404 for an unknown listing', async () => {
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    const missing = await put(listing.id, { checks: allPassed().slice(0, 4) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { checks: ['Give each of the five checks exactly once'] } });
    const twice = await put(listing.id, { checks: [...allPassed().slice(0, 4), { key: 'rc_seen', passed: true, note: '' }] });
    expect(twice.json().error.details).toEqual({ checks: ['Give each of the five checks exactly once'] });
    const bad = await put(listing.id, { checks: allPassed().map((c, i) => (i === 1 ? { ...c, passed: 'yes', note: 'x'.repeat(501) } : c)) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details).sort()).toEqual(['checks.1.note', 'checks.1.passed']);
    expect((await put(listing.id, { checks: 'all' })).statusCode).toBe(400);
    expect((await put('8d2f1f4e-1111-4222-8333-944444444444', { checks: allPassed() })).statusCode).toBe(404);
    expect((await get('not-an-id')).statusCode).toBe(404);
  });
});
