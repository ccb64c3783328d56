// One refresh with the stored refresh token after a 401 (contract 1.8); callers that ask while it
// runs share it. Loaded by client.ts on the first 401, so public pages never carry it.
import { isAcceptedToken } from '@gaadi/domain/brand';
import type { refreshResponse } from '@gaadi/domain/schemas/auth';
import type { Answer } from '@/lib/api/answer';

let refreshing: Promise<string | null> | null = null;
/** The new access token, or null; `apiBase` and `refresh` come from the client (no import cycle). */
export async function refreshAccessToken(apiBase: string, refresh: string | null): Promise<string | null> {
  if (!refresh) return null;
  refreshing ??= (async () => {
    try {
      const res = await fetch(`${apiBase}/auth/refresh/`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: refresh }),
      });
      const body = (res.headers.get('content-type') ?? '').includes('application/json')
        ? ((await res.json().catch(() => undefined)) as Answer<typeof refreshResponse> | undefined)
        : undefined;
      const token = res.ok ? body?.data?.access_token : undefined;
      return token && isAcceptedToken(token) ? token : null;
    } catch {
      return null;
    }
  })().finally(() => {
    // Callers that asked while it ran share this one refresh; a later 401 starts a new one.
    refreshing = null;
  });
  return refreshing;
}
