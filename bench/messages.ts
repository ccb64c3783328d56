// npm run bench:messages -- [--messages N] [--conversations N] [--embedded] [--redis URL]
// Issue 21: two API processes on one database. A buyer's live stream is held by process B; the
// seller posts N messages through process A, one after another; the time from each POST to its
// arrival on the buyer's stream is measured (p50/p90/p99, target p99 ≤ 100 ms). Then a seller with
// --conversations (10,000) conversations lists the first page of their inbox N times (target
// ≤ 20 ms). Prints the load average; drops its database; bounded in time.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { seedCatalogue } from '../apps/api/src/seed/catalogue.ts';
import { seedBulkListings } from '../apps/api/src/seed/bulk.ts';
import { openDatabase, runMigrations } from '../apps/api/src/platform/database.ts';
import { createLocalStorage } from '../apps/api/src/platform/storage.ts';
import { TokenService } from '../apps/api/src/platform/tokens.ts';
import { createBenchDatabase } from './bench-database.ts';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '1000' },
    conversations: { type: 'string', default: '10000' },
    embedded: { type: 'boolean', default: false },
    redis: { type: 'string', default: '' },
  },
});
const MESSAGES = Number(values.messages);
const CONVERSATIONS = Number(values.conversations);
const say = (m: string) => console.log(`[bench:messages] ${m}`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(1)} ms, p90 ${percentile(s, 90).toFixed(1)} ms, p99 ${percentile(s, 99).toFixed(1)} ms, max ${s.at(-1)!.toFixed(1)} ms (n = ${s.length})`;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startApi(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./serve.ts', import.meta.url).pathname], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env, BENCH_PORT: String(port), BENCH_PROCESSES: '1' },
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The API did not start within 60 s.')), 60_000);
    child.once('message', () => (clearTimeout(timer), resolve()));
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`The API exited with code ${code}.`))));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

/** Reads `message` events from the buyer's stream, calling `onMessage` with each body. */
async function holdStream(base: string, token: string, onMessage: (body: string) => void, signal: AbortSignal) {
  const res = await fetch(`${base}/api/v1/inquiries/notifications/stream/`, { headers: { authorization: `Bearer ${token}` }, signal });
  if (!res.ok) throw new Error(`stream: ${res.status}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  let ready!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buf += decoder.decode(value, { stream: true });
        for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'ready') ready();
          if (event === 'message' && data) onMessage((JSON.parse(data) as { message: { body: string } }).message.body);
        }
      }
    } catch {
      // aborted
    }
  })();
  await isReady;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gaadi-bench-messages-'));
  const db = await createBenchDatabase({ embedded: values.embedded });
  const children: ChildProcess[] = [];
  const ac = new AbortController();
  try {
    say(`Database ${db.name} on ${db.where}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const database = openDatabase(db.url, { max: 4 });
    await runMigrations(database);
    await seedCatalogue(database.db);
    await seedBulkListings({ db: database.db, storage: createLocalStorage(join(dataDir, 'uploads'), 'http://127.0.0.1'), count: 20 });
    const pool = database.pool;
    const { rows: [listing] } = await pool.query<{ id: string; seller_id: string }>(`select id, seller_id from listings where status = 'approved' limit 1`);
    const { rows: [buyer] } = await pool.query<{ id: string }>(`insert into users (name, email) values ('Bench buyer', 'bench-buyer@example.com') returning id`);
    const { rows: [live] } = await pool.query<{ id: string }>(
      `insert into conversations (listing_id, seller_id, buyer_user_id, buyer_name, car_title) values ($1, $2, $3, 'Bench buyer', 'A car') returning id`,
      [listing!.id, listing!.seller_id, buyer!.id],
    );
    await pool.query(
      `insert into conversations (listing_id, seller_id, buyer_name, car_title, last_message_at)
       select $1, $2, 'Buyer ' || i, 'A car', now() - i * interval '1 minute' from generate_series(1, $3) i`,
      [listing!.id, listing!.seller_id, CONVERSATIONS],
    );
    await pool.query(`insert into messages (conversation_id, sender, kind, body) select id, 'buyer', 'inquiry', 'Is it available?' from conversations`);
    await pool.query('analyze');
    await database.close();

    const secret = randomBytes(32).toString('hex');
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      JWT_SECRET: secret,
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'silent',
      LIMIT_MESSAGES_PER_MINUTE: '0',
      ...(values.redis ? { REDIS_URL: values.redis } : {}),
    };
    const a = await startApi(env);
    const b = await startApi(env);
    children.push(a.child, b.child);
    const tokens = new TokenService(secret);
    const sellerToken = (await tokens.sign({ sub: listing!.seller_id, role: 'user' })).token;
    const buyerToken = (await tokens.sign({ sub: buyer!.id, role: 'user' })).token;

    const waiting = new Map<string, (at: number) => void>();
    await holdStream(b.base, buyerToken, (body) => waiting.get(body)?.(performance.now()), ac.signal);
    say(`Two API processes (${values.redis ? 'Redis' : 'PostgreSQL LISTEN/NOTIFY'}); the buyer's stream is on the second`);
    const post = (body: string) =>
      fetch(`${a.base}/api/v1/conversations/${live!.id}/messages/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sellerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body }),
      });
    const latencies: number[] = [];
    const deadline = Date.now() + 180_000;
    for (let i = 0; i < MESSAGES + 20 && Date.now() < deadline; i++) {
      const body = `Message ${i} ${randomBytes(4).toString('hex')}`;
      const arrived = new Promise<number>((resolve, reject) => {
        waiting.set(body, resolve);
        setTimeout(() => reject(new Error(`message ${i} did not arrive within 5 s`)), 5_000).unref();
      });
      const t0 = performance.now();
      const res = await post(body);
      if (!res.ok) throw new Error(`POST ${res.status}: ${await res.text()}`);
      const t1 = await arrived;
      waiting.delete(body);
      if (i >= 20) latencies.push(t1 - t0); // the first 20 warm both processes up
    }
    say(`POST in one process → the other party's stream in the other: ${summary(latencies)}`);

    const inbox: number[] = [];
    for (let i = 0; i < 220; i++) {
      const t0 = performance.now();
      const res = await fetch(`${a.base}/api/v1/conversations/?limit=20`, { headers: { authorization: `Bearer ${sellerToken}` } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`inbox ${res.status}`);
      if (i >= 20) inbox.push(performance.now() - t0);
    }
    say(`First inbox page of a seller with ${(CONVERSATIONS + 1).toLocaleString('en-IN')} conversations (HTTP, one at a time): ${summary(inbox)}`);
    say(`Load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    ac.abort();
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(`[bench:messages] ${err.message}`);
    process.exit(1);
  },
);
