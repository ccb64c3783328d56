// Issue 24: 1,000 streams from 400 accounts filled the process-wide limit and a new legitimate
// user got 429. Streams are limited per account and per client address before that cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { openStream, type OpenedStream } from '../../test/sse-client.ts';
import { waitFor } from '../../test/wait-for.ts';

describe('live stream limits per address (issue 24)', () => {
  // Behind a proxy: the client's address comes from X-Forwarded-For.
  const t = useTestApp({ env: { TRUST_PROXY: 'true', SSE_HEARTBEAT_MS: '100', SSE_MAX_STREAMS_PER_USER: '2', SSE_MAX_STREAMS_PER_IP: '3', SSE_MAX_STREAMS: '6' } });
  let base = '';
  const open: OpenedStream[] = [];
  const from = async (ip: string, token: string) => {
    const s = await openStream(base, token, { 'x-forwarded-for': ip });
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => open.forEach((s) => s.close()));

  it('stops many accounts from one address before they fill the process, and lets others in', async () => {
    // One address with many accounts: three streams, then 429, whichever account asks.
    const accounts = await Promise.all(Array.from({ length: 5 }, () => createUser(t.ctx)));
    const statuses: number[] = [];
    for (const a of accounts) statuses.push((await from('203.0.113.7', a.token)).res.status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = open.at(-1)!;
    expect(await refused.res.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMIT_EXCEEDED' } });
    expect(refused.res.headers.get('retry-after')).toBe('5');

    // A new user elsewhere still gets a stream; so does a second device of theirs, but not a third.
    const newcomer = await createUser(t.ctx);
    const first = await from('198.51.100.20', newcomer.token);
    expect(first.res.status).toBe(200);
    await waitFor('ready', async () => first.blocks.some((b) => b.event === 'ready') || undefined);
    expect((await from('198.51.100.21', newcomer.token)).res.status).toBe(200);
    expect((await from('198.51.100.22', newcomer.token)).res.status).toBe(429);
  });
});
