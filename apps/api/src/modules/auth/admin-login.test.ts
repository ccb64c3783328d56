import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { useTestApp, type TestApp } from '../../test/helper.ts';
import { DEMO_ADMIN_EMAIL, ensureFirstAdmin } from './bootstrap-admin.ts';
import { hashPassword, verifyPassword } from './password.ts';

const rnd = () => randomBytes(4).toString('hex');
const newIp = () => `10.5.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const run = promisify(execFile);
const CLI = new URL('./create-admin-cli.ts', import.meta.url).pathname;
const quietLog = { info: () => {}, warn: () => {} } as unknown as Parameters<typeof ensureFirstAdmin>[1];

const login = (t: TestApp, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/admin/login/', payload, remoteAddress: newIp(), headers: { authorization: 'Bearer stale' } });

describe('admin login (contract 3.6)', () => {
  const t = useTestApp();

  it('signs an admin in with an admin token and the admin user', async () => {
    const email = `boss-${rnd()}@example.in`;
    await t.ctx.db.insert(admins).values({ email, name: 'Meera', role: 'moderator', passwordHash: await hashPassword('s3cret-pass') });
    const res = await login(t, { email: ` ${email.toUpperCase()} `, password: 's3cret-pass' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toEqual({ id: expect.any(String), name: 'Meera', email, role: 'moderator', permissions: [] });
    expect(body.data.token).toMatch(/^eyJ/);
    expect(await t.ctx.tokens.verify(body.data.token)).toMatchObject({ sub: body.data.user.id, role: 'admin', adminRole: 'moderator' });
    // The admin token is no user token.
    expect((await t.app.inject({ url: '/api/v1/users/me/', headers: { authorization: `Bearer ${body.data.token}` } })).statusCode).toBe(403);
  });

  it('gives the same 400 for a wrong password and an unknown e-mail', async () => {
    const email = `boss-${rnd()}@example.in`;
    await t.ctx.db.insert(admins).values({ email, passwordHash: await hashPassword('s3cret-pass') });
    const wrong = await login(t, { email, password: 'nope' });
    const unknown = await login(t, { email: `ghost-${rnd()}@example.in`, password: 'nope' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } });
    }
  });

  it('asks for both fields', async () => {
    const res = await login(t, { email: 'a@b.in' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Please enter both email and password' });
  });

  it('hashes with scrypt and a random salt', async () => {
    const [a, b] = [await hashPassword('same'), await hashPassword('same')];
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('other', a)).toBe(false);
    expect(await verifyPassword('same', 'not-a-hash')).toBe(false);
  });
});

describe('first admin', () => {
  const t = useTestApp();
  const withConfig = (config: Partial<AppContext['config']>): AppContext => ({ ...t.ctx, config: { ...t.ctx.config, ...config } });

  it('creates the admin of ADMIN_EMAIL/ADMIN_PASSWORD once and never overwrites it', async () => {
    const email = `env-${rnd()}@example.in`;
    expect(await ensureFirstAdmin(withConfig({ adminEmail: email, adminPassword: 'first-password' }), quietLog)).toEqual({ email });
    await ensureFirstAdmin(withConfig({ adminEmail: email, adminPassword: 'changed' }), quietLog);
    expect((await login(t, { email, password: 'first-password' })).statusCode).toBe(200);
  });

  it('creates nothing in production without ADMIN_EMAIL', async () => {
    expect(await ensureFirstAdmin(withConfig({ env: 'production' }), quietLog)).toBeNull();
    expect(await t.ctx.db.select().from(admins).where(eq(admins.email, DEMO_ADMIN_EMAIL))).toEqual([]);
  });

  it('creates the demo admin with a kept, generated password outside production', async () => {
    const first = await ensureFirstAdmin(t.ctx, quietLog);
    expect(first!.email).toBe(DEMO_ADMIN_EMAIL);
    expect(first!.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(readFileSync(join(t.config.dataDir, 'secrets', 'admin-password'), 'utf8')).toBe(first!.password);
    expect(await ensureFirstAdmin(t.ctx, quietLog)).toEqual(first); // printed again on the next start
    expect((await login(t, { email: DEMO_ADMIN_EMAIL, password: first!.password })).statusCode).toBe(200);
  });
});

describe('admin:create CLI', () => {
  const t = useTestApp();

  it('creates an admin in the DATABASE_URL database, then resets its password', async () => {
    const email = `cli-${rnd()}@example.in`;
    const env = { ...process.env, DATABASE_URL: t.url, NODE_ENV: 'production' };
    const created = await run(process.execPath, ['--import', 'tsx', CLI, '--email', email, '--password', 'cli-password-1', '--name', 'Ravi'], { env });
    expect(created.stdout).toContain(`Created admin ${email}`);
    expect((await login(t, { email, password: 'cli-password-1' })).json().data.user.name).toBe('Ravi');
    const reset = await run(process.execPath, ['--import', 'tsx', CLI, '--email', email], { env });
    const generated = reset.stdout.match(/Generated password: (\S+)/)![1]!;
    expect((await login(t, { email, password: 'cli-password-1' })).statusCode).toBe(400);
    const signedIn = await login(t, { email, password: generated });
    expect(signedIn.statusCode).toBe(200);
    // Disabling through the CLI ends that session at once; --enable lets the admin back in.
    const disabled = await run(process.execPath, ['--import', 'tsx', CLI, '--email', email, '--disable'], { env });
    expect(disabled.stdout).toContain(`Disabled admin ${email}`);
    const token = signedIn.json().data.token as string;
    expect((await t.app.inject({ url: '/api/v1/admin/dashboard/', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    await run(process.execPath, ['--import', 'tsx', CLI, '--email', email, '--password', 'cli-password-2', '--enable'], { env });
    expect((await login(t, { email, password: 'cli-password-2' })).statusCode).toBe(200);
  }, 90_000); // two CLI runs, each a new Node process compiling TypeScript: about 15 s alone, 30 s and more under load

  it('refuses the embedded database while the app holds DATA_DIR', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gaadi-cli-'));
    try {
      writeFileSync(join(dir, 'app.lock'), String(process.pid)); // this live process plays the running app
      const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '' };
      const err = await run(process.execPath, ['--import', 'tsx', CLI, '--email', 'x@example.in', '--password', 'long-enough'], { env }).catch((e) => e);
      expect(err.code).toBe(1);
      expect(err.stderr).toContain('The app is running on this data directory');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects a missing e-mail with the usage', async () => {
    const err = await run(process.execPath, ['--import', 'tsx', CLI], { env: { ...process.env, DATABASE_URL: t.url } }).catch((e) => e);
    expect(err.code).toBe(1);
    expect(err.stderr).toContain('Usage: npm run admin:create');
  });
});

describe('admin sessions are revocable (issue 10)', () => {
  const t = useTestApp();
  const dashboard = (token: string) => t.app.inject({ url: '/api/v1/admin/dashboard/', headers: { authorization: `Bearer ${token}` } });

  async function signedInAdmin() {
    const email = `rev-${rnd()}@example.in`;
    await t.ctx.db.insert(admins).values({ email, name: 'Rev', passwordHash: await hashPassword('s3cret-pass') });
    const res = await login(t, { email, password: 's3cret-pass' });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    expect((await dashboard(token)).statusCode).toBe(200);
    return { email, token };
  }

  it('ends the session on logout, leaving other sessions of the admin working', async () => {
    const { email, token } = await signedInAdmin();
    const other = (await login(t, { email, password: 's3cret-pass' })).json().data.token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/admin/logout/', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(out.json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await dashboard(token)).statusCode).toBe(401);
    expect((await dashboard(other)).statusCode).toBe(200);
    // Logging out with nothing, or twice, is harmless.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/admin/logout/', payload: {} })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/admin/logout/', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('locks a disabled admin out at once, token and password alike', async () => {
    const { email, token } = await signedInAdmin();
    await t.ctx.db.update(admins).set({ disabledAt: new Date() }).where(eq(admins.email, email));
    expect((await dashboard(token)).statusCode).toBe(401);
    const again = await login(t, { email, password: 's3cret-pass' });
    expect(again.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('locks a removed admin out at once', async () => {
    const { email, token } = await signedInAdmin();
    await t.ctx.db.delete(admins).where(eq(admins.email, email));
    expect((await dashboard(token)).statusCode).toBe(401);
  });

  it('refuses an admin token that names no session (signed before sessions existed)', async () => {
    const { email } = await signedInAdmin();
    const [row] = await t.ctx.db.select().from(admins).where(eq(admins.email, email));
    const { token } = await t.ctx.tokens.sign({ sub: row!.id, role: 'admin' });
    expect((await dashboard(token)).statusCode).toBe(401);
  });
});
