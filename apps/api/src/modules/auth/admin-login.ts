// POST /auth/admin/login/ (contract 3.6). One answer for an unknown e-mail and a wrong password,
// in the same time. Failures lock the e-mail for the address they come from (and, past a generous
// ceiling, from everywhere), so hammering the account never locks its owner out elsewhere.
// Each sign-in opens an admin session that logout or disabling the admin ends at once.
import { AUTH_MESSAGES } from '@gaadi/domain/auth-messages';
import type { AdminLoginBody, AdminUser } from '@gaadi/domain/schemas/auth';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { ADMIN_TOKEN_TTL_SECONDS } from '../../platform/tokens.ts';
import { findAdminByEmail, insertAdminSession, revokeAdminSession, updateAdmin, type AdminRow } from './admin-queries.ts';
import { ADMIN_ACCOUNT_LOCKOUT, ADMIN_LOCKOUT, LOGIN_TOO_MANY } from './limits.ts';
import { dummyPasswordCheck, verifyPassword } from './password.ts';
import type { ClientMeta } from './sessions.ts';

export const INVALID_CREDENTIALS = AUTH_MESSAGES.invalidCredentials;

export const toAdminUser = (row: AdminRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  permissions: row.permissions,
});

export async function adminLogin(ctx: AppContext, body: AdminLoginBody, meta: ClientMeta) {
  const fromHere = ctx.limits.lockout('admin-login', ADMIN_LOCKOUT);
  const fromAnywhere = ctx.limits.lockout('admin-login-account', ADMIN_ACCOUNT_LOCKOUT);
  const here = `${body.email}|${meta.ip}`;
  await fromHere.check(here, LOGIN_TOO_MANY);
  await fromAnywhere.check(body.email, LOGIN_TOO_MANY);
  const admin = await findAdminByEmail(ctx.db, body.email);
  const valid = admin ? await verifyPassword(body.password, admin.passwordHash) : (await dummyPasswordCheck(body.password), false);
  if (!admin || !valid || admin.disabledAt) {
    await Promise.all([fromHere.fail(here), fromAnywhere.fail(body.email)]);
    throw new AppError(400, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  await fromHere.clear(here);
  await updateAdmin(ctx.db, admin.id, { lastLoginAt: new Date() });
  const sid = await insertAdminSession(ctx.db, {
    adminId: admin.id,
    expiresAt: new Date(Date.now() + ADMIN_TOKEN_TTL_SECONDS * 1000),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip,
  });
  const { token } = await ctx.tokens.sign({ sub: admin.id, role: 'admin', adminRole: admin.role, sid });
  return { token, user: toAdminUser(admin) };
}

/** POST /auth/admin/logout/: ends the session of a valid admin bearer; anything else is a no-op. */
export async function adminLogout(ctx: AppContext, bearer: string | null) {
  const claims = bearer ? await ctx.tokens.verify(bearer) : null;
  if (claims?.role === 'admin' && claims.sid) await revokeAdminSession(ctx.db, claims.sub, claims.sid);
}
