// The first admin, at start: from ADMIN_EMAIL/ADMIN_PASSWORD (created when absent), or, outside
// production with neither set, a demo admin whose generated password is kept in
// DATA_DIR/secrets/admin-password so that main can print it on every start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { countAdmins, findAdminByEmail, insertAdminIfAbsent } from './admin-queries.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const DEMO_ADMIN_EMAIL = 'admin@gaadibazaar.in';

const passwordFile = (dataDir: string) => join(dataDir, 'secrets', 'admin-password');

function keptPassword(dataDir: string): string | null {
  const file = passwordFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

function newPassword(dataDir: string): string {
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const password = randomBytes(12).toString('base64url');
  writeFileSync(passwordFile(dataDir), password, { mode: 0o600 });
  return password;
}

export async function ensureFirstAdmin(ctx: AppContext, log: FastifyBaseLogger): Promise<{ email: string; password?: string } | null> {
  const { adminEmail, adminPassword, env, dataDir } = ctx.config;
  if (adminEmail && adminPassword) {
    const created = await insertAdminIfAbsent(ctx.db, { email: adminEmail, name: 'Admin', passwordHash: await hashPassword(adminPassword) });
    if (created) log.info({ email: adminEmail }, 'created the first admin from ADMIN_EMAIL');
    return { email: adminEmail.trim().toLowerCase() };
  }
  if (adminEmail || adminPassword) {
    log.warn('ADMIN_EMAIL and ADMIN_PASSWORD must be set together; no admin was created from them');
    return null;
  }
  if (env === 'production') {
    if ((await countAdmins(ctx.db)) === 0) log.warn('No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run admin:create');
    return null;
  }
  const existing = await findAdminByEmail(ctx.db, DEMO_ADMIN_EMAIL);
  const kept = keptPassword(dataDir);
  if (!existing) {
    const password = kept ?? newPassword(dataDir);
    const created = await insertAdminIfAbsent(ctx.db, { email: DEMO_ADMIN_EMAIL, name: 'Admin', passwordHash: await hashPassword(password) });
    if (created) return { email: DEMO_ADMIN_EMAIL, password };
  }
  // Print the kept password only while it still opens the account (it may have been changed).
  const admin = existing ?? (await findAdminByEmail(ctx.db, DEMO_ADMIN_EMAIL));
  const current = kept !== null && !!admin && (await verifyPassword(kept, admin.passwordHash));
  return current ? { email: DEMO_ADMIN_EMAIL, password: kept } : { email: DEMO_ADMIN_EMAIL };
}
