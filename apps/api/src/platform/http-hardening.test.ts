// Issue 10, "degrade clearly": request ids, missing media, the CSP of the served page.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';

const theme = "(function () { document.documentElement.classList.add('light'); })();";
const dist = mkdtempSync(join(tmpdir(), 'gaadi-dist-'));
writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><script>${theme}</script></head><body><div id="root"></div></body></html>`);

describe('HTTP hardening', () => {
  const t = useTestApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true });

  it('keeps a short safe X-Request-Id and replaces anything else', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.91:2' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.91:2');
    for (const bad of ['x'.repeat(65), 'a b', '<script>alert(1)</script>', 'id;drop', 'é']) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await t.app.inject({ url: '/api/health' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a missing upload with a JSON 404, not the web page', async () => {
    for (const url of ['/media/cars/nothing.jpg', '/media/', '/media/avatars/missing.jpg?w=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 80)}`).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    // Client-side routes still get the app.
    const page = await t.app.inject({ url: '/buy' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('allows no inline script in the CSP but the page theme script, by hash', async () => {
    const csp = String((await t.app.inject({ url: '/buy' })).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(theme).digest('base64')}'`);
  });

  it("sends helmet's headers on every answer, pages and API alike, and the same on the next request", async () => {
    for (const url of ['/api/health', '/api/v1/cars/?limit=1', '/buy', '/buy', '/media/none.jpg']) {
      const h = (await t.app.inject({ url })).headers;
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(h['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(h['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(h['referrer-policy'], url).toBe('no-referrer');
      expect(h['x-powered-by'], url).toBeUndefined();
      expect(String(h['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(String(h['content-security-policy']), url).toContain("default-src 'self'");
    }
  });
});
