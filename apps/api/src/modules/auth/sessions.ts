// Sign-in sessions (contract 1.8, 3.3, 3.4): a 15-minute JWT plus an opaque refresh token that
// is stored only as its SHA-256, lives at most 30 days and is not rotated.
import { createHash, randomBytes } from 'node:crypto';
import { REFRESH_SESSION_TTL_SECONDS } from '@gaadi/domain/constants';
import type { Tokens } from '@gaadi/domain/schemas/auth';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { insertRefreshSession, revokeRefreshSession, useRefreshSession } from './session-queries.ts';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidToken = () => new AppError(400, 'INVALID_TOKEN', 'Invalid or expired refresh token');

export async function openSession(ctx: AppContext, db: DbOrTx, userId: string, meta: ClientMeta): Promise<Tokens> {
  const refreshToken = randomBytes(32).toString('base64url');
  const sid = await insertRefreshSession(db, {
    userId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_SESSION_TTL_SECONDS * 1000),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip,
  });
  const access = await ctx.tokens.sign({ sub: userId, role: 'user', sid });
  return { access_token: access.token, refresh_token: refreshToken, expires_at: access.expiresAt };
}

/** A new access token for a live session; the refresh token itself stays the same. */
export async function refreshAccess(ctx: AppContext, refreshToken: string) {
  const session = await useRefreshSession(ctx.db, sha256(refreshToken));
  if (!session) throw invalidToken();
  const access = await ctx.tokens.sign({ sub: session.userId, role: 'user', sid: session.id });
  return { access_token: access.token, expires_at: access.expiresAt };
}

/**
 * Revokes the session of this token; unknown or already revoked tokens succeed too. Its end is
 * announced to every API process: live streams of the session close (issue 24).
 */
export async function logout(ctx: AppContext, refreshToken: string) {
  const sessionId = await revokeRefreshSession(ctx.db, sha256(refreshToken));
  if (sessionId) ctx.notificationBus.announceSessionEnded(sessionId);
}
