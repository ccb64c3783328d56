// The JavaScript a browser actually downloads (issue 23): every script response with the size it
// took on the wire (the server sends the precompressed .br file when the browser accepts brotli).
import type { Page, Response } from '@playwright/test';

export interface DownloadedScript {
  url: string;
  /** Encoded (transferred) body size in bytes. */
  bytes: number;
  /** content-encoding as sent ("br", "gzip" or "identity"). */
  encoding: string;
}

/** Records the page's script responses from now on, and tracks requests in flight. */
export function recordScripts(page: Page) {
  const scripts: DownloadedScript[] = [];
  const pending: Array<Promise<void>> = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const isScript = (r: Response) => r.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(r.url()).pathname);
  page.on('response', (response) => {
    if (!isScript(response)) return;
    pending.push(
      (async () => {
        const headers = await response.allHeaders();
        const declared = Number(headers['content-length']);
        const sizes = await response.request().sizes().catch(() => null);
        const bytes = Number.isFinite(declared) && declared > 0 ? declared : (sizes?.responseBodySize ?? 0);
        scripts.push({ url: new URL(response.url()).pathname, bytes, encoding: headers['content-encoding'] ?? 'identity' });
      })(),
    );
  });
  return {
    scripts,
    /** Waits until no request has been in flight for `quietMs` (a stricter network idle). */
    async settle(quietMs = 1000, timeoutMs = 20_000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end && (inFlight > 0 || Date.now() - lastActivity < quietMs)) await page.waitForTimeout(100);
      await Promise.all(pending);
    },
    total: () => scripts.reduce((sum, s) => sum + s.bytes, 0),
    list: () => [...scripts].sort((a, b) => b.bytes - a.bytes).map((s) => `${(s.bytes / 1024).toFixed(1)} KB ${s.encoding} ${s.url}`).join('\n'),
  };
}
