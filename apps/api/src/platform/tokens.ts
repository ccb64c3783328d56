import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@gaadi/domain/constants';

export type Role = 'user' | 'admin';
export interface TokenClaims {
  sub: string;
  role: Role;
  /** Admin sub-role (admin, super_admin, moderator). */
  adminRole?: string;
  /** Refresh session id, for users. */
  sid?: string;
}

export const ADMIN_TOKEN_TTL_SECONDS = 12 * 60 * 60; // a working day; admins get no refresh token

export class TokenService {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims, ttlSeconds = claims.role === 'admin' ? ADMIN_TOKEN_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + ttlSeconds;
    const token = await new SignJWT({ role: claims.role, arl: claims.adminRole, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: exp };
  }

  /** The claims of a valid token, or null for anything else (expired, forged, malformed). */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || (payload.role !== 'user' && payload.role !== 'admin')) return null;
      return {
        sub: payload.sub,
        role: payload.role,
        adminRole: typeof payload.arl === 'string' ? payload.arl : undefined,
        sid: typeof payload.sid === 'string' ? payload.sid : undefined,
      };
    } catch {
      return null;
    }
  }
}
