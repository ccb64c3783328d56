import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.ts';
import { useTestApp } from '../test/helper.ts';

describe('transport rules (contract 1.4, 1.5)', () => {
  const t = useTestApp();

  it('answers health and readiness', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.database).toBe('ok');
  });

  it('answers an unknown API route with a JSON 404 envelope', async () => {
    const res = await t.app.inject('/api/v1/no-such-thing/');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect(res.json().error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers malformed JSON with 400 VALIDATION_ERROR, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/no-such-thing/',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
  });

  it('refuses prototype-poisoning JSON keys as malformed JSON', async () => {
    for (const payload of ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout/', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', message: 'Malformed JSON body', details: { non_field_errors: ['Malformed JSON body'] } });
    }
  });

  it('sends security headers and exposes Retry-After to allowed origins only', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const cors = await t.app.inject({ method: 'OPTIONS', url: '/api/health', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(cors.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('answers a malformed URL with 400 VALIDATION_ERROR and details', async () => {
    for (const url of ['/api/v1/cars/%ZZ/', '/api/v1/cars/%ED%A0%80/']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', message: 'Malformed request URL', details: { non_field_errors: ['Malformed request URL'] } });
    }
  });

  it('answers an over-long id in the envelope as not found, not with a bare 414', async () => {
    const res = await t.app.inject(`/api/v1/cars/${'z'.repeat(500)}/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('answers an id that names nothing with 404 on every route, whatever its length', async () => {
    const { auth } = await createUser(t.ctx);
    for (const id of ['nope', 'x'.repeat(150)]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/v1/cars/${id}/`, headers: { ...auth, 'content-type': 'application/json' }, payload: '{}' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});
