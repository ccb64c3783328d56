// The bearer of a public call that links the asker's account when someone is signed in (Contact
// Seller, contract 4.7): the API links a valid user bearer and ignores any other, so the bearer
// may help but must never hurt. An access token lives 15 minutes; a buyer who signed in earlier
// would be sent as a stranger and never hear the seller's reply, so an expired token is refreshed
// first. Imported by the contact form only, which loads on demand: public pages do not carry it.
import { API_BASE, tokenStore } from '@/lib/api/client';

/** A token this close to its end may expire on the way. */
const SPARE_SECONDS = 30;

/** The unverified claims of a JWT (the server verifies it); null when it is not one. */
function claimsOf(token: string): { exp?: unknown; role?: unknown } | null {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(payload)) as { exp?: unknown; role?: unknown };
  } catch {
    return null;
  }
}

/**
 * 'user' while the stored token is a user's and good (refreshed when it has expired), else
 * 'none': no token, an admin's token (it links nobody) or a refresh that failed. A failed refresh
 * leaves the session alone: signing out is for the signed-in pages' own 401s to decide.
 */
export async function signedInAuth(now = Date.now()): Promise<'user' | 'none'> {
  const token = tokenStore.access;
  if (!token) return 'none';
  const claims = claimsOf(token);
  if (claims?.role !== undefined && claims.role !== 'user') return 'none';
  if (typeof claims?.exp !== 'number' || claims.exp - SPARE_SECONDS > now / 1000) return 'user';
  // Loaded when needed, as the client loads it on a 401 (one chunk for both).
  const { refreshAccessToken } = await import('@/lib/api/refresh');
  const fresh = await refreshAccessToken(API_BASE, tokenStore.refresh);
  if (!fresh) return 'none';
  tokenStore.access = fresh;
  return 'user';
}
