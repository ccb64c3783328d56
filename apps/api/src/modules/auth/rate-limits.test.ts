// Abuse limits (contract 1.9): 429 RATE_LIMIT_EXCEEDED with Retry-After, in memory and in Redis.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema.ts';
import { RateLimits } from '../../platform/rate-limit.ts';
import { ADMIN_ACCOUNT_LOCKOUT, ADMIN_LOCKOUT } from './limits.ts';
import { useTestApp, type TestApp } from '../../test/helper.ts';
import { hashPassword } from './password.ts';

const rnd = () => randomBytes(4).toString('hex');
const newIp = () => `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const post = (t: TestApp, url: string, payload: object, remoteAddress = newIp()) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });

function expect429(res: { statusCode: number; headers: Record<string, unknown>; json: () => { success: boolean; error: { code: string } } }, maxSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json().success).toBe(false);
  expect(res.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

async function createAdminWithPassword(t: TestApp, password: string) {
  const email = `lock-${rnd()}@example.in`;
  await t.ctx.db.insert(admins).values({ email, name: 'Admin', passwordHash: await hashPassword(password) });
  return email;
}

function sharedCases(t: TestApp) {
  it('limits send-otp to 3 per target per requesting address per 10 minutes', async () => {
    const email = `target-${rnd()}@example.com`;
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await post(t, '/auth/send-otp/', { email }, ip)).statusCode).toBe(200);
    expect429(await post(t, '/auth/send-otp/', { email }, ip), 600);
    expect((await post(t, '/auth/send-otp/', { phone_number: `+9198${Math.floor(10_000_000 + Math.random() * 89_999_999)}` }, ip)).statusCode).toBe(200);
  });

  it('does not let an attacker exhausting its codes at a victim stop the victim getting one (issue 24)', async () => {
    const email = `victim-${rnd()}@example.com`;
    const attacker = newIp();
    for (let i = 0; i < 3; i++) expect((await post(t, '/auth/send-otp/', { email }, attacker)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect429(await post(t, '/auth/send-otp/', { email }, attacker), 600);
    const own = await post(t, '/auth/send-otp/', { email }, newIp());
    expect(own.statusCode).toBe(200);
    // The newest code goes out and works.
    const { otp_id, otp } = own.json().data;
    expect((await post(t, '/auth/verify-otp/', { otp_id, otp, email })).statusCode).toBe(200);
  });

  it('caps codes to one target from many addresses, except for an address that has signed in to it', async () => {
    const email = `bombed-${rnd()}@example.com`;
    const home = newIp();
    const first = (await post(t, '/auth/send-otp/', { email }, home)).json().data;
    expect((await post(t, '/auth/verify-otp/', { otp_id: first.otp_id, otp: first.otp, email }, home)).statusCode).toBe(200);
    // Strangers spread over addresses spend the target's hourly ceiling (10, the sign-in included).
    let sent = 1;
    while (sent < 10) {
      const ip = newIp();
      for (let i = 0; i < 3 && sent < 10; i++, sent++) expect((await post(t, '/auth/send-otp/', { email }, ip)).statusCode).toBe(200);
    }
    expect429(await post(t, '/auth/send-otp/', { email }, newIp()), 3600);
    // The owner's own address still gets a code.
    expect((await post(t, '/auth/send-otp/', { email }, home)).statusCode).toBe(200);
  });

  it('locks an admin e-mail for the address that fails five times, for longer after each further failure', async () => {
    const email = await createAdminWithPassword(t, 'right-password');
    const attacker = newIp();
    for (let i = 0; i < 5; i++) {
      const res = await post(t, '/auth/admin/login/', { email, password: 'wrong' }, attacker);
      expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
    }
    // Locked for that address: even the right password waits there.
    expect429(await post(t, '/auth/admin/login/', { email: email.toUpperCase(), password: 'right-password' }, attacker), 60);
    // The lock ends (simulated); one more failure locks for twice as long.
    await t.ctx.limits.lockout('admin-login', ADMIN_LOCKOUT).release(`${email}|${attacker}`);
    expect((await post(t, '/auth/admin/login/', { email, password: 'wrong' }, attacker)).statusCode).toBe(400);
    const locked = await post(t, '/auth/admin/login/', { email, password: 'right-password' }, attacker);
    expect429(locked, 120);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('lets the owner sign in from another address while someone hammers the account', async () => {
    const email = await createAdminWithPassword(t, 'right-password');
    const attacker = newIp();
    for (let i = 0; i < 12; i++) await post(t, '/auth/admin/login/', { email, password: `guess-${i}` }, attacker);
    expect429(await post(t, '/auth/admin/login/', { email, password: 'right-password' }, attacker), 3600);
    const owner = await post(t, '/auth/admin/login/', { email, password: 'right-password' }, newIp());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.token).toMatch(/^eyJ/);
  });

  it('locks the account everywhere past a generous ceiling of failures from many addresses', async () => {
    const email = await createAdminWithPassword(t, 'right-password');
    for (let i = 0; i < ADMIN_ACCOUNT_LOCKOUT.freeFailures; i++) {
      // Four guesses per address: no single address is ever locked.
      expect((await post(t, '/auth/admin/login/', { email, password: 'wrong' }, `10.9.${Math.floor(i / 4)}.1`)).statusCode).toBe(400);
    }
    expect429(await post(t, '/auth/admin/login/', { email, password: 'right-password' }, newIp()), ADMIN_ACCOUNT_LOCKOUT.maxSeconds);
  });
}

describe('rate limits in memory', () => {
  const t = useTestApp();
  sharedCases(t);

  it('limits send-otp to 10 per minute per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await post(t, '/auth/send-otp/', { email: `ip-${rnd()}@example.com` }, ip)).statusCode).toBe(200);
    const res = await post(t, '/auth/send-otp/', { email: `ip-${rnd()}@example.com` }, ip);
    expect429(res, 60);
    expect(res.json().error.message).toBe('Too many attempts. Please try again later.');
    expect((await post(t, '/auth/send-otp/', { email: `ip-${rnd()}@example.com` })).statusCode).toBe(200);
  });

  it('limits verify-otp to 20 per minute per IP', async () => {
    const ip = newIp();
    const body = { otp_id: '00000000-0000-4000-8000-000000000000', otp: '123456', email: 'a@b.co' };
    for (let i = 0; i < 20; i++) expect((await post(t, '/auth/verify-otp/', body, ip)).statusCode).toBe(400);
    expect429(await post(t, '/auth/verify-otp/', body, ip), 60);
  });

  it('limits admin login per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      expect((await post(t, '/auth/admin/login/', { email: `nobody-${rnd()}@example.in`, password: 'x' }, ip)).statusCode).toBe(400);
    }
    expect429(await post(t, '/auth/admin/login/', { email: `nobody-${rnd()}@example.in`, password: 'x' }, ip), 600);
  });

  it('forgets failures after a successful admin login', async () => {
    const email = await createAdminWithPassword(t, 'right-password');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await post(t, '/auth/admin/login/', { email, password: 'wrong' })).statusCode).toBe(400);
      expect((await post(t, '/auth/admin/login/', { email, password: 'right-password' })).statusCode).toBe(200);
    }
  });
});

describe('rate limits in Redis (127.0.0.1:6379)', () => {
  const prefix = `gaadi-test:${process.pid}:${rnd()}`;
  const t = useTestApp({ overrides: { limits: new RateLimits({ redisUrl: 'redis://127.0.0.1:6379', prefix }) } });

  afterAll(async () => {
    const redis = new Redis('redis://127.0.0.1:6379');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    expect(await redis.keys(`${prefix}*`)).toEqual([]);
    await redis.quit();
  });

  sharedCases(t);

  it('keeps its counters in Redis under the given prefix', async () => {
    const redis = new Redis('redis://127.0.0.1:6379');
    try {
      const keys = await redis.keys(`${prefix}:send-otp*`);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});

describe('rate limits with REDIS_URL set and Redis down (issue 10)', () => {
  const warnings: string[] = [];
  const t = useTestApp({
    env: { REDIS_URL: 'redis://127.0.0.1:1' }, // nothing listens there
    logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } },
  });

  it('keeps sign-in working on per-process limits, says so once, and reports not ready', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await post(t, '/auth/send-otp/', { email: `down-${rnd()}@example.com` }, ip)).statusCode).toBe(200);
    // Still limited, in this process's memory.
    expect429(await post(t, '/auth/send-otp/', { email: `down-${rnd()}@example.com` }, ip), 60);
    expect(warnings.filter((l) => l.includes('rate limits fall back to this process'))).toHaveLength(1);
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ success: false, error: { code: 'NOT_READY', message: 'Rate-limit store (Redis) unreachable' } });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('readiness with Redis up', () => {
  const t = useTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:6379' } });
  it('reports ready with the shared store', async () => {
    // The connection may still be opening right after start.
    await expect.poll(async () => (await t.app.inject({ url: '/api/ready' })).statusCode, { timeout: 5_000 }).toBe(200);
    expect((await t.app.inject({ url: '/api/ready' })).json().data).toEqual({
      status: 'ready',
      database: 'ok',
      rate_limits: 'redis',
      search_index: expect.stringMatching(/^(reading|ready)$/),
    });
  });
});
