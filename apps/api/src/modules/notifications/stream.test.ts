import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { openDatabase } from '../../platform/database.ts';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { waitFor } from '../../test/wait-for.ts';
import { eventsNamed, openStream } from '../../test/sse-client.ts';
import { publishToRedis } from '../../platform/notification-bus.ts';
import { notify } from './notify.ts';
import { announceNotification } from './queries.ts';

const events = eventsNamed;

function liveNotificationSuite(label: string, env: Record<string, string>) {
  describe(`live notification stream (${label})`, () => {
    const t = useTestApp({ env: { SSE_HEARTBEAT_MS: '100', SSE_MAX_STREAMS_PER_USER: '2', ...env } });
    let base = '';
    let other: App;

    beforeAll(async () => {
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      // A second API process on the same database (here, in the same Node process).
      other = await buildApp({ config: t.config, database: openDatabase(t.url, { max: 4 }), logger: false });
      await other.ready();
    });
    afterAll(async () => {
      await other?.close();
      await other?.ctx.pool.end();
    });

    it('answers 401 in the envelope without a valid token', async () => {
      const none = await t.app.inject({ url: '/api/v1/inquiries/notifications/stream/' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
      const bad = await t.app.inject({ url: '/api/v1/inquiries/notifications/stream/', headers: { authorization: 'Bearer nope' } });
      expect(bad.statusCode).toBe(401);
    });

    it('sends ready with the unread count, heartbeats, and a notification written by another process', async () => {
      const buyer = await createUser(t.ctx);
      const earlier = await notify(t.ctx.db, { userId: buyer.user.id, type: 'system', title: 'Earlier', message: 'Unread already' });
      const s = await openStream(base, buyer.token);
      try {
        expect(s.res.status).toBe(200);
        expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
        expect(s.res.headers.get('content-encoding')).toBeNull();
        expect(s.res.headers.get('cache-control')).toBe('no-cache, no-transform');
        await waitFor('ready', async () => s.blocks.length > 0 || undefined);
        // Its id is the newest notification's: a client reconnecting with it as Last-Event-ID resumes from here.
        expect(s.blocks[0]).toEqual({ event: 'ready', id: earlier.id, data: JSON.stringify({ unread_count: 1 }) });
        await waitFor('a heartbeat', async () => s.blocks.some((b) => b.comment === 'heartbeat') || undefined);

        // The earlier one's announcement arriving late (Redis may deliver it after the stream
        // counted it): counted in ready, so not sent again, or the badge would read 2.
        const late = { userId: buyer.user.id, id: earlier.id };
        publishToRedis(await announceNotification(other.ctx.db, late), late);
        const row = await notify(other.ctx.db, { userId: buyer.user.id, type: 'system', title: 'Live', message: 'From the other process' });
        const [n] = await waitFor('the notification event', async () => {
          const got = events(s.blocks, 'notification');
          return got.length ? got : undefined;
        }, 5_000);
        expect(n!.id).toBe(row.id);
        // Exactly as GET /inquiries/notifications/ serialises it.
        const list = await t.app.inject({ url: '/api/v1/inquiries/notifications/', headers: buyer.auth });
        expect(n).toEqual(list.json().data.notifications.find((x: { id: string }) => x.id === row.id));
        // Someone else's notification never reaches this stream.
        const stranger = await createUser(t.ctx);
        await notify(other.ctx.db, { userId: stranger.user.id, type: 'system', title: 'Not yours', message: 'x' });
        // A later one of the buyer's own arrives after it would have: by then it has not come.
        const later = await notify(other.ctx.db, { userId: buyer.user.id, type: 'system', title: 'Later', message: 'Sent after the stranger’s' });
        await waitFor('the later notification', async () => events(s.blocks, 'notification').length === 2 || undefined, 5_000);
        expect(events(s.blocks, 'notification').map((e) => e.id)).toEqual([row.id, later.id]);
      } finally {
        s.close();
      }
    });

    it('announces a notification once its transaction commits: a stream open before and one opened meanwhile both get it', async () => {
      const seller = await createUser(t.ctx);
      const before = await openStream(base, seller.token);
      let meanwhile: Awaited<ReturnType<typeof openStream>> | null = null;
      try {
        await waitFor('ready', async () => before.blocks.length > 0 || undefined);
        // A slow write (a loaded database): the row stays invisible for longer than a stream
        // looks for it after an announcement, and a stream opening then takes its snapshot before it.
        const row = await other.ctx.events.transaction(async ({ tx }) => {
          const n = await notify(tx, { userId: seller.user.id, type: 'system', title: 'Slow', message: 'Committed late' });
          await new Promise((r) => setTimeout(r, 300));
          meanwhile = await openStream(base, seller.token);
          await waitFor('the second ready', async () => meanwhile!.blocks.length > 0 || undefined);
          await new Promise((r) => setTimeout(r, 2_500));
          return n;
        });
        for (const s of [before, meanwhile!]) {
          const got = await waitFor('the notification after the commit', async () => events(s.blocks, 'notification').find((n) => n.id === row.id), 5_000);
          expect(got!.title).toBe('Slow');
        }
      } finally {
        before.close();
        (meanwhile as { close: () => void } | null)?.close();
      }
    });

    it('refuses a stream over the per-user limit with 429 and frees the slot on disconnect', async () => {
      const buyer = await createUser(t.ctx);
      const a = await openStream(base, buyer.token);
      const b = await openStream(base, buyer.token);
      const c = await openStream(base, buyer.token);
      try {
        expect([a.res.status, b.res.status]).toEqual([200, 200]);
        expect(c.res.status).toBe(429);
        expect(await c.res.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMIT_EXCEEDED' } });
        expect(c.res.headers.get('retry-after')).toBe('5');
        a.close();
        const d = await waitFor('a freed slot', async () => {
          const next = await openStream(base, buyer.token);
          if (next.res.status === 200) return next;
          await next.res.body?.cancel();
          return undefined;
        });
        d.close();
      } finally {
        a.close();
        b.close();
      }
    });
  });
}

liveNotificationSuite('PostgreSQL LISTEN/NOTIFY', {});
liveNotificationSuite('Redis pub/sub', { REDIS_URL: 'redis://127.0.0.1:6379' });

describe('live notification stream limit in all, and on close', () => {
  it('refuses any user over the process-wide limit, and ends open streams when the app closes', async () => {
    const { createTestApp } = await import('../../test/helper.ts');
    const t = await createTestApp({ env: { SSE_HEARTBEAT_MS: '100', SSE_MAX_STREAMS: '1' } });
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const buyer = await createUser(t.ctx);
      const s = await openStream(base, buyer.token);
      await waitFor('ready', async () => s.blocks.length > 0 || undefined);
      const someoneElse = await openStream(base, (await createUser(t.ctx)).token);
      expect(someoneElse.res.status).toBe(429);
      await someoneElse.res.body?.cancel();
      await t.app.close();
      await waitFor('the stream to end', async () => s.ended() || undefined, 5_000);
    } finally {
      await t.close();
    }
  });
});
