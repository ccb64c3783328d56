import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, discardInvalidStoredToken, setSessionExpiredHandler } from '@/lib/api/client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockFetch(...responses: Array<Response | Error>) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error('unexpected fetch');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
const headersOf = (fn: ReturnType<typeof mockFetch>, call: number) =>
  (fn.mock.calls[call]![1]?.headers ?? {}) as Record<string, string>;

describe('API client', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionExpiredHandler(null);
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    localStorage.setItem('authToken', 'eyJold');
    localStorage.setItem('refreshToken', 'refresh-1');
    const fetch = mockFetch(
      json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Expired' } }),
      json(200, { success: true, data: { access_token: 'eyJnew' } }),
      json(200, { success: true, data: { ok: 1 } }),
    );
    const body = await api.get<{ data: { ok: number } }>('/users/me/');
    expect(body.data.ok).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[1]![0]).toBe('/api/v1/auth/refresh/');
    expect(headersOf(fetch, 1).Authorization).toBeUndefined();
    expect(headersOf(fetch, 2).Authorization).toBe('Bearer eyJnew');
    expect(localStorage.getItem('authToken')).toBe('eyJnew');
  });

  it('shares one refresh between concurrent 401s', async () => {
    localStorage.setItem('authToken', 'eyJold');
    localStorage.setItem('refreshToken', 'refresh-1');
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(url);
        if (url.endsWith('/auth/refresh/')) return json(200, { success: true, data: { access_token: 'eyJnew' } });
        const auth = (init.headers as Record<string, string>).Authorization;
        return auth === 'Bearer eyJnew' ? json(200, { success: true, data: {} }) : json(401, { success: false, error: { message: 'Expired' } });
      }),
    );
    await Promise.all([api.get('/a/'), api.get('/b/')]);
    expect(calls.filter((u) => u.endsWith('/auth/refresh/'))).toHaveLength(1);
  });

  it('raises a 401 on the retry without refreshing again', async () => {
    localStorage.setItem('authToken', 'eyJold');
    localStorage.setItem('refreshToken', 'refresh-1');
    const fetch = mockFetch(
      json(401, { success: false, error: { message: 'Expired' } }),
      json(200, { success: true, data: { access_token: 'eyJnew' } }),
      json(401, { success: false, error: { message: 'Still expired' } }),
    );
    await expect(api.get('/users/me/')).rejects.toMatchObject({ status: 401, message: 'Still expired' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('clears only the access token and calls the expiry handler when the refresh fails', async () => {
    localStorage.setItem('authToken', 'eyJold');
    localStorage.setItem('refreshToken', 'refresh-1');
    localStorage.setItem('currentUser', '{"id":"u"}');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockFetch(
      json(401, { success: false, error: { message: 'Expired' } }),
      json(400, { success: false, error: { code: 'INVALID_TOKEN', message: 'Invalid refresh token' } }),
    );
    await expect(api.get('/users/me/')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('currentUser')).toBe('{"id":"u"}');
  });

  it('sends no bearer for auth "none" calls', async () => {
    localStorage.setItem('authToken', 'eyJtoken');
    const fetch = mockFetch(json(200, { success: true, data: {} }));
    await api.get('/cars/', { auth: 'none', query: { page: 1, search: '' } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/cars/?page=1');
    expect(headersOf(fetch, 0).Authorization).toBeUndefined();
  });

  it('maps a non-JSON answer or no answer to the network error', async () => {
    mockFetch(new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }), new TypeError('offline'));
    const first = await api.get('/cars/').catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ApiError);
    expect(first).toMatchObject({ status: 0, message: 'Network error. Please check your connection.' });
    await expect(api.get('/cars/')).rejects.toMatchObject({ status: 0 });
  });

  it('exposes the first validation detail', async () => {
    mockFetch(json(400, { success: false, error: { code: 'VERIFICATION_FAILED', message: 'Invalid OTP or request data', details: { non_field_errors: ['Invalid OTP. 2 attempts remaining.'] } } }));
    const err = (await api.post('/auth/verify-otp/', {}).catch((e: unknown) => e)) as ApiError;
    expect(err.firstDetail).toBe('Invalid OTP. 2 attempts remaining.');
    expect(err.message).toBe('Invalid OTP or request data');
  });

  it('discards a stored token with neither accepted prefix', () => {
    localStorage.setItem('authToken', 'garbage');
    discardInvalidStoredToken();
    expect(localStorage.getItem('authToken')).toBeNull();
    localStorage.setItem('authToken', 'admin_token_x');
    discardInvalidStoredToken();
    expect(localStorage.getItem('authToken')).toBe('admin_token_x');
  });
});
