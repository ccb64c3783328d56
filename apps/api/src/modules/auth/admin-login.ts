// POST /auth/admin/login/ (contract 3.6). One answer for an unknown e-mail and a wrong password,
// in the same time; failures per e-mail lead to a growing lockout.
import type { AdminLoginBody, AdminUser } from '@gaadi/domain/schemas/auth';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { createLockout } from '../../platform/rate-limit.ts';
import { findAdminByEmail, updateAdmin, type AdminRow } from './admin-queries.ts';
import { ADMIN_LOCKOUT, LOGIN_TOO_MANY } from './limits.ts';
import { dummyPasswordCheck, verifyPassword } from './password.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export const toAdminUser = (row: AdminRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  permissions: row.permissions,
});

export async function adminLogin(ctx: AppContext, body: AdminLoginBody) {
  const lockout = createLockout(ctx.limiter, 'admin-login', ADMIN_LOCKOUT);
  await lockout.check(body.email, LOGIN_TOO_MANY);
  const admin = await findAdminByEmail(ctx.db, body.email);
  const valid = admin ? await verifyPassword(body.password, admin.passwordHash) : (await dummyPasswordCheck(body.password), false);
  if (!admin || !valid) {
    await lockout.fail(body.email);
    throw new AppError(400, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  await lockout.clear(body.email);
  await updateAdmin(ctx.db, admin.id, { lastLoginAt: new Date() });
  const { token } = await ctx.tokens.sign({ sub: admin.id, role: 'admin', adminRole: admin.role });
  return { token, user: toAdminUser(admin) };
}
