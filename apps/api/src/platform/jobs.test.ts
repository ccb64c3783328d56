// Issue 24: pg-boss records a job's completion without awaiting it. When the database is out of
// reach at that moment (a primary restarting), the rejection used to be unhandled and Node ended
// the API process. The database here sits behind a TCP relay that the job's handler shuts.
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';
import { waitFor } from '../test/wait-for.ts';
import { startJobQueue, type JobQueue } from './jobs.ts';

const t = useTestApp();
let relay: Server | null = null;
const sockets = new Set<Socket>();
let pool: pg.Pool | null = null;
let queue: JobQueue | null = null;

afterAll(async () => {
  await queue?.close().catch(() => {});
  await pool?.end().catch(() => {});
  relay?.close();
});

/** A relay to the test database's server that can be shut (connections cut, new ones refused). */
function openRelay(target: URL, port = 0): Promise<number> {
  return new Promise((resolve) => {
    relay = createServer((client) => {
      const server = connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, server]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(server).pipe(client);
    }).listen(port, '127.0.0.1', () => resolve((relay!.address() as { port: number }).port));
  });
}
function shutRelay() {
  relay?.close();
  for (const s of sockets) s.destroy();
}

it('keeps running when a job completes while the database is out of reach; the job is still there to retry', { timeout: 60_000 }, async () => {
  const target = new URL(t.url);
  const port = await openRelay(target);
  const viaRelay = new URL(t.url);
  viaRelay.host = `127.0.0.1:${port}`;
  pool = new pg.Pool({ connectionString: viaRelay.toString(), max: 4, connectionTimeoutMillis: 2_000 });
  pool.on('error', () => {}); // idle clients cut by the relay (the app's pool does the same)
  const errors: Error[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    queue = await startJobQueue({ pool, pollingSeconds: 0.5, schedule: false, onError: (e) => void errors.push(e) });
    await queue.boss.createQueue('relay-test');
    const id = await queue.boss.send('relay-test', { n: 1 }, { expireInSeconds: 30 });
    let handled = 0;
    await queue.boss.work('relay-test', { pollingIntervalSeconds: 0.5 }, async () => {
      handled++;
      shutRelay(); // the completion that follows cannot reach the database
    });
    await waitFor('the handler', async () => handled > 0 || undefined, 20_000);
    await waitFor('the completion to fail', async () => errors.length > 0 || undefined, 10_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(unhandled).toEqual([]);
    // Not completed: still active, so the expiry retries it as after a crash.
    const { rows } = await t.ctx.pool.query<{ state: string }>('select state from pgboss.job where id = $1', [id]);
    expect(rows[0]?.state).toBe('active');
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
