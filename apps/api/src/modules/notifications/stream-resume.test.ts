// Issue 24: notifications written while Redis was down never reached open streams and nothing
// replayed them. Events carry `id:` lines; a reconnecting stream sends the standard Last-Event-ID
// header and gets what it missed, and open streams catch up once the bus is back.
// Uses a Redis server of its own (on a free port), stopped and started again by the test.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { eventsNamed, openStream, type OpenedStream } from '../../test/sse-client.ts';
import { waitFor } from '../../test/wait-for.ts';
import { notify } from './notify.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitFor('redis to listen', async () => {
    const probe = spawn('redis-cli', ['-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    probe.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    await once(probe, 'close');
    return out.includes('PONG') || undefined;
  });
  return child;
}

async function stopRedis(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

describe('live streams resume after a Redis outage (issue 24)', () => {
  let port = 0;
  let redis: ChildProcess;
  let t: TestApp;
  let base = '';
  const streams: OpenedStream[] = [];
  const track = (s: OpenedStream) => (streams.push(s), s);

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}`, SSE_HEARTBEAT_MS: '100' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await t?.close();
    if (redis) await stopRedis(redis);
  });

  const readyOf = (s: OpenedStream) =>
    waitFor('ready', async () => eventsNamed<{ unread_count: number }>(s.blocks, 'ready')[0]);
  const notifications = (s: OpenedStream) => eventsNamed(s.blocks, 'notification');

  it('replays what a reconnecting stream missed after its Last-Event-ID, and catches open streams up when Redis is back', async () => {
    const buyer = await createUser(t.ctx);
    const first = track(await openStream(base, buyer.token));
    expect(await readyOf(first)).toEqual({ unread_count: 0 });
    const n1 = await notify(t.ctx.db, { userId: buyer.user.id, type: 'system', title: 'Before', message: 'Seen live' });
    await waitFor('n1 live', async () => notifications(first).length === 1 || undefined, 5_000);
    // Each event names its notification, so the client can say where it stopped.
    expect(first.blocks.find((b) => b.event === 'notification')!.id).toBe(n1.id);

    await stopRedis(redis);
    const n2 = await notify(t.ctx.db, { userId: buyer.user.id, type: 'system', title: 'During', message: 'Written while Redis was down' });
    first.close();

    // The client reconnects with the id of the last event it saw.
    const resumed = track(await openStream(base, buyer.token, { 'last-event-id': n1.id }));
    expect(resumed.res.status).toBe(200);
    // The count as of the last event seen, then what came after it: the badge ends at 2.
    expect(await readyOf(resumed)).toEqual({ unread_count: 1 });
    const [missed] = await waitFor('the missed notification', async () => (notifications(resumed).length ? notifications(resumed) : undefined), 5_000);
    expect(missed!).toMatchObject({ id: n2.id, title: 'During' });
    expect(resumed.blocks.filter((b) => b.event === 'notification').map((b) => b.id)).toEqual([n2.id]);

    // A stream opened without Last-Event-ID counts everything and replays nothing.
    const fresh = track(await openStream(base, buyer.token));
    expect(await readyOf(fresh)).toEqual({ unread_count: 2 });

    // Written while Redis is still down: the open streams get it once the bus is back.
    const n3 = await notify(t.ctx.db, { userId: buyer.user.id, type: 'system', title: 'Still down', message: 'Announcement lost' });
    redis = await startRedis(port);
    for (const s of [resumed, fresh]) {
      await waitFor('n3 after Redis is back', async () => notifications(s).some((n) => n.id === n3.id) || undefined, 10_000);
    }
    // Nothing twice.
    expect(notifications(resumed).map((n) => n.id)).toEqual([n2.id, n3.id]);
    expect(notifications(fresh).map((n) => n.id)).toEqual([n3.id]);
  });

  it('ignores a Last-Event-ID that is not one of the user\'s notifications', async () => {
    const buyer = await createUser(t.ctx);
    const stranger = await createUser(t.ctx);
    const theirs = await notify(t.ctx.db, { userId: stranger.user.id, type: 'system', title: 'Not yours', message: 'x' });
    await notify(t.ctx.db, { userId: buyer.user.id, type: 'system', title: 'Mine', message: 'y' });
    for (const id of [theirs.id, 'not-a-uuid', '']) {
      const s = track(await openStream(base, buyer.token, { 'last-event-id': id }));
      expect(s.res.status).toBe(200);
      expect(await readyOf(s)).toEqual({ unread_count: 1 });
      s.close();
    }
  });
});
