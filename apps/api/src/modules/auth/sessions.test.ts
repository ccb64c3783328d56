import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshSessions } from '../../db/schema.ts';
import { requireAdmin, requireUser } from '../../platform/auth-guards.ts';
import { AppError } from '../../platform/errors.ts';
import { createAdmin, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const rnd = () => randomBytes(4).toString('hex');
const newIp = () => `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe('sessions, refresh, logout and route classes (contract 1.8, 3.3–3.5)', () => {
  const t = useTestApp();
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, remoteAddress: newIp() });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function signIn() {
    const email = `s-${rnd()}@example.com`;
    const sent = (await post('/auth/send-otp/', { email })).json().data;
    const res = await post('/auth/verify-otp/', { otp_id: sent.otp_id, otp: sent.otp, email });
    expect(res.statusCode).toBe(200);
    return res.json().data as { user: { id: string }; tokens: { access_token: string; refresh_token: string } };
  }

  it('stores only the SHA-256 of the refresh token, with a 30-day absolute expiry', async () => {
    const { user, tokens } = await signIn();
    const [row] = await t.ctx.db.select().from(refreshSessions).where(eq(refreshSessions.userId, user.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(tokens.refresh_token);
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('answers an expired access token with 401 and renews it with the unrotated refresh token', async () => {
    const { user, tokens } = await signIn();
    const expired = await t.ctx.tokens.sign({ sub: user.id, role: 'user' }, -5);
    const stale = await t.app.inject({ url: '/api/v1/users/me/', headers: bearer(expired.token) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.code).toBe('UNAUTHORIZED');

    for (let i = 0; i < 2; i++) {
      const res = await post('/auth/refresh/', { refresh_token: tokens.refresh_token });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(Object.keys(data).sort()).toEqual(['access_token', 'expires_at']);
      expect(data.access_token).toMatch(/^eyJ/);
      const me = await t.app.inject({ url: '/api/v1/users/me/', headers: bearer(data.access_token) });
      expect(me.json().data.id).toBe(user.id);
    }
  });

  it('answers an unknown, malformed or over-age refresh token with 400 INVALID_TOKEN', async () => {
    const unknown = await post('/auth/refresh/', { refresh_token: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('INVALID_TOKEN');
    const missing = await post('/auth/refresh/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_ERROR');

    const { user, tokens } = await signIn();
    await t.ctx.db.update(refreshSessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(refreshSessions.userId, user.id));
    const old = await post('/auth/refresh/', { refresh_token: tokens.refresh_token });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe('INVALID_TOKEN');
  });

  it('revokes a session on logout, and answers success for unknown tokens too', async () => {
    const { tokens } = await signIn();
    const out = await post('/auth/logout/', { refresh_token: tokens.refresh_token }, bearer('garbage'));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Logged out successfully' });
    const refresh = await post('/auth/refresh/', { refresh_token: tokens.refresh_token });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error.code).toBe('INVALID_TOKEN');
    expect((await post('/auth/logout/', { refresh_token: tokens.refresh_token })).statusCode).toBe(200);
    expect((await post('/auth/logout/', { refresh_token: 'never-issued' })).statusCode).toBe(200);
    expect((await post('/auth/logout/', {})).json().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers /auth/status/ with the user at the top and in data', async () => {
    const { user, token } = await createUser(t.ctx, { name: 'Asha', phoneNumber: '+919800000001' });
    const res = await t.app.inject({ url: '/api/v1/auth/status/', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const u = { id: user.id, name: 'Asha', email: user.email, phone_number: '+919800000001', is_verified: true };
    expect(res.json()).toEqual({ success: true, authenticated: true, user: u, data: { authenticated: true, user: u } });
    expect((await t.app.inject({ url: '/api/v1/auth/status/' })).statusCode).toBe(401);
  });

  it('answers an admin token on user routes with 403, never 401', async () => {
    const { auth } = await createAdmin(t.ctx);
    for (const url of ['/api/v1/auth/status/', '/api/v1/users/me/']) {
      const res = await t.app.inject({ url, headers: auth });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('PERMISSION_DENIED');
    }
  });

  it('gives requireAdmin 403 for a user and requireUser 403 for an admin', async () => {
    const as = (actor: object | null) => ({ actor: async () => actor }) as unknown as FastifyRequest;
    await expect(requireAdmin(as({ kind: 'user', id: 'u' }))).rejects.toMatchObject({ statusCode: 403, code: 'PERMISSION_DENIED' });
    await expect(requireUser(as({ kind: 'admin', id: 'a' }))).rejects.toMatchObject({ statusCode: 403 });
    await expect(requireAdmin(as(null))).rejects.toBeInstanceOf(AppError);
    await expect(requireAdmin(as({ kind: 'admin', id: 'a' }))).resolves.toMatchObject({ id: 'a' });
  });

  it('ignores a stale, malformed or admin bearer on public routes', async () => {
    const { user } = await createUser(t.ctx);
    const { token: admin } = await createAdmin(t.ctx);
    const expired = (await t.ctx.tokens.sign({ sub: user.id, role: 'user' }, -5)).token;
    for (const token of [expired, 'eyJnot.a.jwt', admin, '']) {
      const send = await post('/auth/send-otp/', { email: `pub-${rnd()}@example.com` }, bearer(token));
      expect(send.statusCode).toBe(200);
      const health = await t.app.inject({ url: '/api/health', headers: bearer(token) });
      expect(health.statusCode).toBe(200);
      const refresh = await post('/auth/refresh/', { refresh_token: 'x' }, bearer(token));
      expect(refresh.statusCode).toBe(400);
    }
  });
});
