// Route classes of contract 1.8. Public routes ignore a bad bearer; user and admin routes answer
// 401 for a missing, malformed or expired one and 403 for a valid bearer of the wrong role.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from './errors.ts';
import type { TokenClaims, TokenService } from './tokens.ts';

export interface Actor {
  kind: 'user' | 'admin';
  id: string;
  adminRole?: string;
  /** The session the token names (a user's refresh session, an admin's session); absent in old tokens. */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Valid bearer's identity, or null (absent or invalid). Resolved lazily, once. */
    actor: () => Promise<Actor | null>;
  }
}

export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = header.match(/^Bearer\s+(.+)$/i);
  return m ? m[1]!.trim() || null : null;
}

const toActor = (c: TokenClaims): Actor => ({ kind: c.role, id: c.sub, adminRole: c.adminRole, sessionId: c.sid });

export interface AuthGuardOptions {
  tokens: TokenService;
  /** Admin tokens are revocable: their session must still stand (checked on every admin request). */
  adminSessionLive: (adminId: string, sessionId: string) => Promise<boolean>;
  /** A user token counts only while its account exists (a deleted account's token is no token). */
  userExists: (userId: string) => Promise<boolean>;
}

export const authGuards = fp(async (app: FastifyInstance, opts: AuthGuardOptions) => {
  app.decorateRequest('actor', null as never);
  app.addHook('onRequest', async (request) => {
    let cached: Promise<Actor | null> | undefined;
    request.actor = () =>
      (cached ??= (async () => {
        const token = bearer(request);
        if (!token) return null;
        const claims = await opts.tokens.verify(token);
        if (!claims) return null;
        if (claims.role === 'admin' && !(claims.sid && (await opts.adminSessionLive(claims.sub, claims.sid)))) return null;
        if (claims.role === 'user' && !(await opts.userExists(claims.sub))) return null;
        return toActor(claims);
      })());
  });
});

/** A signed-in user (seller or buyer). An admin token is a 403, never a 401 (contract 1.8). */
export async function requireUser(request: FastifyRequest): Promise<Actor & { kind: 'user' }> {
  const actor = await request.actor();
  if (!actor) throw unauthorized();
  if (actor.kind !== 'user') throw forbidden('This action needs a user account');
  return actor as Actor & { kind: 'user' };
}

export async function requireAdmin(request: FastifyRequest): Promise<Actor & { kind: 'admin' }> {
  const actor = await request.actor();
  if (!actor) throw unauthorized();
  if (actor.kind !== 'admin') throw forbidden('Admin access required');
  return actor as Actor & { kind: 'admin' };
}

export async function requireUserOrAdmin(request: FastifyRequest): Promise<Actor> {
  const actor = await request.actor();
  if (!actor) throw unauthorized();
  return actor;
}
