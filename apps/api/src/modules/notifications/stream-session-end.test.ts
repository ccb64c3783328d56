// Issue 24: an open live stream kept delivering after its session had logged out. A stream now
// ends when the refresh session its token names ends: at once on logout (in any API process), and
// by a periodic check for sessions ended otherwise (revoked by SQL, past their 30 days).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { refreshSessions } from '../../db/schema.ts';
import { openDatabase } from '../../platform/database.ts';
import { useTestApp, type TestApp } from '../../test/helper.ts';
import { openStream } from '../../test/sse-client.ts';
import { waitFor } from '../../test/wait-for.ts';

/** An OTP sign-in over HTTP: the access token names a refresh session. */
async function signIn(t: TestApp) {
  const email = `stream-${randomBytes(4).toString('hex')}@example.com`;
  const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const sent = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-otp/', payload: { email }, remoteAddress })).json().data;
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-otp/', payload: { otp_id: sent.otp_id, otp: sent.otp, email }, remoteAddress });
  const { user, tokens } = res.json().data as { user: { id: string }; tokens: { access_token: string; refresh_token: string } };
  return { userId: user.id, access: tokens.access_token, refresh: tokens.refresh_token };
}

describe('live streams end with their session (issue 24)', () => {
  const t = useTestApp({ env: { SSE_HEARTBEAT_MS: '100', SSE_SESSION_CHECK_MS: '200' } });
  let base = '';
  let otherBase = '';
  let other: App;

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A second API process on the same database, with a slow periodic check: logout must reach it at once.
    other = await buildApp({ config: { ...t.config, sse: { ...t.config.sse, sessionCheckMs: 600_000 } }, database: openDatabase(t.url, { max: 4 }), logger: false });
    otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await other?.ctx.pool.end();
  });

  const ready = (s: Awaited<ReturnType<typeof openStream>>) => waitFor('ready', async () => s.blocks.some((b) => b.event === 'ready') || undefined);

  it('ends the streams of a session that logs out, here and in another process, and keeps the others', async () => {
    const a = await signIn(t);
    const b = await signIn(t); // the same person on another device would be another session
    const here = await openStream(base, a.access);
    const there = await openStream(otherBase, a.access);
    const unrelated = await openStream(otherBase, b.access);
    try {
      for (const s of [here, there, unrelated]) await ready(s);
      const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout/', payload: { refresh_token: a.refresh } });
      expect(out.statusCode).toBe(200);
      await waitFor('the stream here to end', async () => here.ended() || undefined, 5_000);
      await waitFor('the stream in the other process to end', async () => there.ended() || undefined, 5_000);
      expect(unrelated.ended()).toBe(false);
      // A new stream with the same (still unexpired) access token is refused.
      const again = await openStream(base, a.access);
      expect(again.res.status).toBe(401);
      expect(await again.res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
    } finally {
      for (const s of [here, there, unrelated]) s.close();
    }
  });

  it('ends a stream whose session ended without a logout announcement, at the next check', async () => {
    const a = await signIn(t);
    const s = await openStream(base, a.access);
    try {
      await ready(s);
      const [row] = await t.ctx.db.select({ id: refreshSessions.id }).from(refreshSessions).where(eq(refreshSessions.userId, a.userId));
      await t.ctx.db.update(refreshSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshSessions.id, row!.id));
      await waitFor('the stream to end', async () => s.ended() || undefined, 5_000);
    } finally {
      s.close();
    }
  });
});
