// The one typed API client (public-side sections 4, 7, 8; contract 1.2, 1.6, 1.8).
// Bearer from the user slot, JSON in and out, error mapping per the spec, and on a 401 one
// refresh with the stored refresh token, then one retry.
import { isAcceptedToken, STORAGE_KEYS } from '@gaadi/domain/brand';
import { HTTP_MESSAGES } from '@gaadi/domain/messages';
import type { ErrorEnvelope } from '@gaadi/domain/schemas/envelope';

export const API_BASE = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api/v1';

export const MESSAGES = {
  fallback: 'Request failed',
  network: 'Network error. Please check your connection.',
  rateLimit: HTTP_MESSAGES.rateLimited,
  server: HTTP_MESSAGES.serverError,
} as const;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: Record<string, string[] | string>,
    readonly body?: unknown,
  ) {
    super(message);
  }
  get isAuthError() {
    return this.status === 401 || this.status === 403;
  }
  get isRateLimit() {
    return this.status === 429;
  }
  get isNotFound() {
    return this.status === 404;
  }
  get isNetwork() {
    return this.status === 0;
  }
  /** First per-field message (clients flatten details one level), else undefined. */
  get firstDetail(): string | undefined {
    if (!this.details) return undefined;
    const first = Object.values(this.details).flat()[0];
    return typeof first === 'string' ? first : undefined;
  }
  /** Field → first message, for forms. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(this.details ?? {})) out[k] = Array.isArray(v) ? v[0]! : v;
    return out;
  }
}

/** Session storage under the spec's keys; a stored token must start with eyJ or admin_token_. */
export const tokenStore = {
  get access() {
    const t = safeGet(STORAGE_KEYS.authToken);
    return isAcceptedToken(t) ? t : null;
  },
  set access(v: string | null) {
    safeSet(STORAGE_KEYS.authToken, v);
  },
  get refresh() {
    return safeGet(STORAGE_KEYS.refreshToken);
  },
  set refresh(v: string | null) {
    safeSet(STORAGE_KEYS.refreshToken, v);
  },
  get admin() {
    const t = safeGet(STORAGE_KEYS.adminToken);
    return isAcceptedToken(t) ? t : null;
  },
};

export function safeGet(key: string): string | null {
  // None on the server: asked first, since a thrown ReferenceError costs every render its stack.
  if (typeof localStorage === 'undefined') return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
export function safeSet(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage unavailable */
  }
}

/** On page load a stored token with neither accepted prefix is discarded. */
export function discardInvalidStoredToken() {
  const t = safeGet(STORAGE_KEYS.authToken);
  if (t && !isAcceptedToken(t)) safeSet(STORAGE_KEYS.authToken, null);
}

export type AuthMode = 'user' | 'none' | 'admin' | 'adminOnly';

interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** 'user' (default): user slot; 'none': no header; 'admin': admin slot, else user slot; 'adminOnly': admin slot only. */
  auth?: AuthMode;
  signal?: AbortSignal;
  /** Sent even if the page is being left (a draft's last save on pagehide). */
  keepalive?: boolean;
}

/** How requests reach the API: the browser's fetch, or on the server the app itself (in-process). */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setTransport(fn: typeof fetch) {
  transport = fn;
}

/** Called after a failed refresh; the app sends /sell and /seller paths to the login page. */
let onSessionExpired: (() => void) | null = null;
export function setSessionExpiredHandler(fn: (() => void) | null) {
  onSessionExpired = fn;
}

function buildUrl(path: string, query?: RequestOptions['query']) {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export function bearerFor(mode: AuthMode): string | null {
  switch (mode) {
    case 'none':
      return null;
    case 'admin':
      return tokenStore.admin ?? tokenStore.access;
    case 'adminOnly':
      return tokenStore.admin;
    default:
      return tokenStore.access;
  }
}

async function parse(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

export function toError(res: Response, body: unknown): ApiError {
  // A non-JSON failure reads as a lost connection (contract 1.6): its network message replaces
  // the "HTTP error! status: {n}" text clients first built.
  if (body === undefined) return new ApiError(MESSAGES.network, 0);
  const answer = body as { error?: Partial<ErrorEnvelope['error']>; message?: string };
  const err = answer.error;
  let message = err?.message || answer.message || MESSAGES.fallback;
  if (res.status === 429 && !err?.message) message = MESSAGES.rateLimit;
  if (res.status >= 500 && !err?.message) message = MESSAGES.server;
  return new ApiError(message, res.status, err?.code, err?.details, body);
}

async function request<T>(method: string, path: string, opts: RequestOptions = {}, retried = false): Promise<T> {
  const mode = opts.auth ?? 'user';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  if (method !== 'GET' && !isForm) headers['Content-Type'] = 'application/json';
  const token = bearerFor(mode);
  if (token || mode === 'adminOnly') headers.Authorization = `Bearer ${token ?? ''}`;
  let res: Response;
  try {
    res = await transport(buildUrl(path, opts.query), {
      method,
      headers,
      body: isForm ? (opts.body as FormData) : method === 'GET' ? undefined : JSON.stringify(opts.body ?? {}),
      signal: opts.signal,
      ...(opts.keepalive && { keepalive: true }),
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(MESSAGES.network, 0);
  }
  const body = await parse(res);
  if (res.ok && body !== undefined) return body as T;
  if (res.ok) throw new ApiError(MESSAGES.network, 0);
  if (res.status === 401 && body !== undefined && !retried) {
    // Only a signed-in request can get here: the refresh code loads then, never with a public page.
    const { refreshAccessToken } = await import('@/lib/api/refresh');
    const fresh = await refreshAccessToken(API_BASE, tokenStore.refresh);
    if (fresh) {
      tokenStore.access = fresh;
      return request<T>(method, path, opts, true);
    }
    tokenStore.access = null;
    onSessionExpired?.();
  }
  throw toError(res, body);
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};
