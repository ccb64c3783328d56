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

/** What a one-click unsubscribe link turns off: one saved search's alerts, or price-drop mails. */
export type UnsubscribeClaims = { sub: string; kind: 'saved_search'; target: string } | { sub: string; kind: 'price_drop' };

const UNSUBSCRIBE_AUDIENCE = 'unsubscribe';
/** Links in old e-mails keep working for a year. */
const UNSUBSCRIBE_TTL_SECONDS = 365 * 24 * 60 * 60;

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

  /** A link token for one-click unsubscribe; it carries no role, so it never passes as an access token. */
  async signUnsubscribe(claims: UnsubscribeClaims): Promise<string> {
    return new SignJWT({ kind: claims.kind, target: claims.kind === 'saved_search' ? claims.target : undefined })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setAudience(UNSUBSCRIBE_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + UNSUBSCRIBE_TTL_SECONDS)
      .sign(this.key);
  }

  async verifyUnsubscribe(token: string): Promise<UnsubscribeClaims | null> {
    try {
      const { payload: p } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: UNSUBSCRIBE_AUDIENCE });
      if (typeof p.sub !== 'string') return null;
      if (p.kind === 'price_drop') return { sub: p.sub, kind: 'price_drop' };
      if (p.kind === 'saved_search' && typeof p.target === 'string') return { sub: p.sub, kind: 'saved_search', target: p.target };
      return null;
    } catch {
      return null;
    }
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
