// Failures of the production stack (issue 24, decision 039), each driven through nginx while it
// happens, counting every answer. Run by `npm run test:stack` (apps/api/vitest.stack.config.ts),
// not by `npm test`. The stack's state (seeded once) is kept in STACK_TEST_DIR (./data/stack-test).
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream, type OpenedStream } from '../../test/sse-client.ts';
import { query } from './postgres.ts';
import { sleep, waitUntil } from './processes.ts';
import { REPO_ROOT, startStack, type Stack } from './stack.ts';

let stack: Stack;
const STATE = process.env.STACK_TEST_DIR || join(REPO_ROOT, 'data/stack-test');

beforeAll(async () => {
  stack = await startStack({
    state: STATE,
    basePort: Number(process.env.STACK_TEST_BASE_PORT || 21000),
    apis: 2,
    prometheus: false,
    apiEnv: {
      SEED_DEMO_LISTINGS: '16', // seeded once, on the first run (photos take a while on a busy machine)
      BROWSE_CACHE_SECONDS: '60', // long enough that an old answer kept by a cache would show
      SSE_HEARTBEAT_MS: '1000',
      LIMIT_OTP_SENDS_PER_IP_PER_MINUTE: '1000',
    },
  });
}, 600_000);
afterAll(async () => {
  await stack?.stop();
}, 60_000);

// Each request names its own client in X-Forwarded-For, so per-IP limits (contact: 10 in 10
// minutes, tested in the API's own tests) stay out of the way. The API trusts 127.0.0.1 (nginx,
// TRUST_PROXY in stack.ts); this client also connects from 127.0.0.1, so nginx's appended address
// counts as a trusted proxy too and the address named here is the one limited (the stack's
// loopback stands in for a load balancer in front of nginx).
const octet = () => 1 + Math.floor(Math.random() * 254);
const nextIp = () => `10.${octet()}.${octet()}.${octet()}`;
const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Counts answers by status ('network' and its cause for a failed fetch). */
class Tally {
  counts = new Map<string, number>();
  add(k: string | number) {
    this.counts.set(String(k), (this.counts.get(String(k)) ?? 0) + 1);
  }
  failed(ok: (status: string) => boolean) {
    return [...this.counts].filter(([s]) => !ok(s)).reduce((n, [, c]) => n + c, 0);
  }
  get total() {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }
  toString() {
    return JSON.stringify(Object.fromEntries(this.counts));
  }
}

/**
 * Requests the client sent again after a network error (a kept-alive connection the server closed
 * as the request went out, as nginx's old workers do on a reload): a browser resends such a GET
 * itself, and the web app resends a write with its client_key; Node's fetch does neither.
 */
const resent = new Tally();

async function get(url: string, tally: Tally, headers: Record<string, string> = {}): Promise<Response | null> {
  const ip = nextIp();
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(url, { headers: { 'x-forwarded-for': ip, ...headers } });
      await res.arrayBuffer();
      tally.add(res.status);
      return res;
    } catch (e) {
      const cause = (e as { cause?: Error & { code?: string } }).cause;
      // Only a connection closed under the request (not a refused one: nginx itself away), at once,
      // twice at most, as Chromium does (kMaxRetryAttempts = 2 for a request on a reused socket): a
      // reload closes all of the old workers' idle connections, and the pool may hand out another.
      if (attempt < 2 && (cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET')) {
        resent.add(`GET ${cause.message}`);
        continue;
      }
      tally.add(`network ${cause?.code ?? (e as Error).message}${attempt ? ` after ${attempt} resent` : ''}`);
      return null;
    }
  }
}

/** Runs `fn` in `workers` loops until the returned stop() is awaited. */
function drive(workers: number, fn: () => Promise<unknown>) {
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      await fn().catch(() => {});
      await new Promise((r) => setImmediate(r)); // a loop that fails at once must not starve the event loop
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

async function approvedCars(n: number) {
  return query<{ id: string; seller_id: string; brand: string }>(
    stack.databaseUrl,
    `select l.id, l.seller_id, b.name as brand from listings l join brands b on b.id = l.brand_id where l.status = 'approved' order by l.created_at limit $1`,
    [n],
  );
}

/** The form a client sends with `clientKey`; a retry sends the same form again. */
const forms = new Map<string, string>();
async function contact(carId: string, clientKey: string): Promise<{ status: number | string; inquiryId?: string }> {
  let body = forms.get(clientKey);
  if (!body) forms.set(clientKey, (body = JSON.stringify({ buyer_name: 'Asha Rao', buyer_phone: phone(), buyer_email: '', message: 'Is it still available?', client_key: clientKey })));
  try {
    const res = await fetch(`${stack.url}/api/v1/cars/${carId}/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body,
    });
    const answer = (await res.json().catch(() => ({}))) as { data?: { inquiry_id?: string } };
    return { status: res.status, inquiryId: answer.data?.inquiry_id };
  } catch (e) {
    return { status: `network ${((e as { cause?: Error }).cause ?? (e as Error)).message}` };
  }
}

/** contact() as the web app's Contact Seller dialog sends it: after a network error, again with the same key (twice at most). */
async function contactRetrying(carId: string, clientKey: string): Promise<{ status: number | string; inquiryId?: string }> {
  for (let attempt = 0; ; attempt++) {
    const r = await contact(carId, clientKey);
    if (typeof r.status === 'number' || attempt === 2) return r;
    resent.add(`POST ${r.status}`);
    await sleep(200);
  }
}

async function signIn(userId: string): Promise<string> {
  const [u] = await query<{ email: string | null; phone: string | null }>(stack.databaseUrl, 'select email, phone_number as phone from users where id = $1', [userId]);
  const target = u!.email ? { email: u!.email } : { phone_number: u!.phone };
  const ip = nextIp();
  const post = (path: string, body: object) =>
    fetch(`${stack.url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) }).then(
      (r) => r.json() as Promise<{ data: { otp?: string; otp_id?: string; tokens?: { access_token: string } } }>,
    );
  const sent = await post('/auth/send-otp/', target);
  const verified = await post('/auth/verify-otp/', { ...target, otp_id: sent.data.otp_id, otp: sent.data.otp });
  return verified.data.tokens!.access_token;
}

/** A live stream that reconnects with Last-Event-ID whenever it ends, as the web app does. */
function resumingStream(token: string) {
  const ids = new Set<string>();
  let last: string | undefined;
  let reconnects = 0;
  let current: OpenedStream | null = null;
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        current = await openStream(stack.url, token, { 'x-forwarded-for': nextIp(), ...(last ? { 'last-event-id': last } : {}) });
        let seen = 0;
        while (running && !current.ended()) {
          for (const b of current.blocks.slice(seen)) {
            if (b.event === 'notification' && b.id) ids.add(b.id);
            if (b.id) last = b.id;
          }
          seen = current.blocks.length;
          await sleep(50);
        }
        for (const b of current.blocks.slice(seen)) if (b.event === 'notification' && b.id) ids.add(b.id);
      } catch {
        // refused while the process restarts: try again
      }
      if (running) {
        reconnects++;
        await sleep(200);
      }
    }
  })();
  return {
    ids,
    reconnects: () => reconnects,
    async close() {
      running = false;
      current?.close();
      await loop;
    },
  };
}

describe('the production stack under failures', () => {
  it('a rolling restart of every API process fails no request, and a live stream misses no notification', { timeout: 120_000 }, async () => {
    const [car] = await approvedCars(1);
    const [{ since }] = (await query<{ since: string }>(stack.databaseUrl, 'select now()::text as since')) as [{ since: string }];
    const token = await signIn(car!.seller_id);
    const stream = resumingStream(token);
    await sleep(500);
    const tally = new Tally();
    const writes = new Tally();
    const inquiryIds: string[] = [];
    const stopReads = drive(4, () => get(`${stack.url}/api/v1/cars/?page=${1 + Math.floor(Math.random() * 3)}`, tally).then(() => get(`${stack.url}/api/v1/cars/${car!.id}/`, tally)));
    const keys: string[] = [];
    resent.counts.clear();
    const stopWrites = drive(1, async () => {
      const key = randomUUID();
      keys.push(key);
      const r = await contactRetrying(car!.id, key);
      writes.add(r.status);
      if (r.inquiryId) inquiryIds.push(r.inquiryId);
      await sleep(100);
    });
    for (let i = 0; i < stack.apis; i++) await stack.restartApi(i);
    await sleep(1_000);
    await stopReads();
    await stopWrites();
    // Every inquiry's notification reached the seller's stream, across the reconnects.
    const notes = await query<{ id: string }>(stack.databaseUrl, `select id from notifications where user_id = $1 and type = 'inquiry_received' and created_at > $2::timestamptz`, [car!.seller_id, since]);
    await waitUntil('every notification on the stream', () => notes.every((n) => stream.ids.has(n.id)), 10_000).catch(() => {});
    const missed = notes.filter((n) => !stream.ids.has(n.id)).length;
    const reconnects = stream.reconnects();
    await stream.close();
    const copies = await query<{ n: number }>(stack.databaseUrl, 'select count(*)::int as n from inquiries where client_key = any($1) group by client_key having count(*) > 1', [keys]);
    console.log(`rolling restart: reads ${tally}, writes ${writes}, resent after a network error ${resent}, stored twice ${copies.length}, notifications ${notes.length}, missed ${missed}, stream reconnects ${reconnects}`);
    expect(tally.failed((s) => s === '200'), `reads ${tally}`).toBe(0);
    // Every write stored (the per-IP limit is out of the way: each names its own client), none twice.
    expect(writes.failed((s) => s === '200'), `writes ${writes}`).toBe(0);
    expect(copies).toEqual([]);
    expect(inquiryIds.length).toBe(keys.length);
    expect(reconnects).toBeGreaterThanOrEqual(1);
    expect(missed).toBe(0);
  });

  it('one API process killed: no GET fails; each write is stored or refused, and retried with its key stored once', { timeout: 120_000 }, async () => {
    const [car] = await approvedCars(1);
    const tally = new Tally();
    const sent: Array<{ key: string; status: number | string }> = [];
    resent.counts.clear();
    const stopReads = drive(4, () => get(`${stack.url}/api/v1/cars/?page=${1 + Math.floor(Math.random() * 3)}`, tally).then(() => get(`${stack.url}/api/v1/cars/${car!.id}/`, tally)));
    const stopWrites = drive(3, async () => {
      const key = randomUUID();
      sent.push({ key, status: (await contact(car!.id, key)).status });
    });
    await sleep(1_500);
    await stack.killApi(1);
    await sleep(3_000);
    await stopReads();
    await stopWrites();
    await stack.startApi(1);
    const acknowledged = sent.filter((s) => s.status === 200).map((s) => s.key);
    const failed = sent.filter((s) => s.status !== 200);
    const stored = new Set(
      (await query<{ client_key: string }>(stack.databaseUrl, 'select client_key from inquiries where listing_id = $1 and client_key = any($2)', [car!.id, sent.map((s) => s.key)])).map((r) => r.client_key),
    );
    // Acknowledged means stored.
    expect(acknowledged.filter((k) => !stored.has(k))).toEqual([]);
    // Every write retried with the same key (as a client does after an error or a lost answer): still one inquiry each.
    const retried = await Promise.all(sent.map((s) => contact(car!.id, s.key)));
    const copies = await query<{ client_key: string; n: number }>(
      stack.databaseUrl,
      'select client_key, count(*)::int as n from inquiries where listing_id = $1 and client_key = any($2) group by client_key',
      [car!.id, sent.map((s) => s.key)],
    );
    console.log(`killed process: reads ${tally} (resent ${resent}), writes ${sent.length} (acknowledged ${acknowledged.length}, failed ${failed.length}: ${JSON.stringify(failed.map((f) => f.status))}), retries ok ${retried.filter((r) => r.status === 200).length}`);
    expect(tally.failed((s) => s === '200'), `reads ${tally}`).toBe(0);
    expect(retried.every((r) => r.status === 200)).toBe(true);
    expect(copies.length).toBe(sent.length);
    expect(copies.filter((c) => c.n !== 1)).toEqual([]);
  });

  it('standby replay paused while an admin approves: the listing is in every process\'s search within 5 s of the resume', { timeout: 120_000 }, async () => {
    const [car] = await approvedCars(1);
    // Make it pending again (as after a seller's edit), announced to every process like any change.
    await query(stack.databaseUrl, `update listings set status = 'pending' where id = $1`, [car!.id]);
    await stack.waitForReplay();
    const adminToken = await fetch(`${stack.url}/api/v1/auth/admin/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify(stack.admin),
    }).then(async (r) => ((await r.json()) as { data: { token: string } }).data.token);
    const { Redis } = await import('ioredis');
    const redis = new Redis(stack.redisUrl);
    await redis.publish('gaadi_listing_changes:gaadibazaar', `stack-test ${car!.id}`);
    const searchUrl = (i: number) => `${stack.apiUrl(i)}/api/v1/cars/?brand=${encodeURIComponent(car!.brand)}&limit=50`;
    const shows = async (i: number) => {
      const body = (await (await fetch(searchUrl(i), { headers: { 'x-forwarded-for': nextIp() } })).json()) as { data: { cars: Array<{ id: string }> } };
      return body.data.cars.some((c) => c.id === car!.id);
    };
    const all = Array.from({ length: stack.apis }, (_, i) => i);
    await waitUntil('the pending listing to leave search', async () => (await Promise.all(all.map(shows))).every((s) => !s), 10_000);

    await stack.pauseStandbyReplay();
    try {
      const approve = await fetch(`${stack.url}/api/v1/admin/cars/${car!.id}/review/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}`, 'x-forwarded-for': nextIp() },
        body: JSON.stringify({ action: 'approve' }),
      });
      expect(approve.status).toBe(200);
      // Every process reads the lagging standby now, and may keep what it read.
      for (let k = 0; k < 5; k++) {
        expect((await Promise.all(all.map(shows))).every((s) => !s)).toBe(true);
        await sleep(200);
      }
    } finally {
      await stack.resumeStandbyReplay();
    }
    const resumed = Date.now();
    await waitUntil('the approved listing in every process\'s search', async () => (await Promise.all(all.map(shows))).every(Boolean), 5_000, 100);
    const visibleAfter = Date.now() - resumed;
    await sleep(1_000);
    expect((await Promise.all(all.map(shows))).every(Boolean)).toBe(true); // and stays (no old answer kept)
    console.log(`replay paused: approved listing in every process's search ${visibleAfter} ms after the resume`);
    redis.disconnect();
  });

  it('standby stopped: search answers from the primary, /api/ready says degraded', { timeout: 120_000 }, async () => {
    const tally = new Tally();
    await stack.stopStandby();
    const stopped = Date.now();
    try {
      let firstOk = 0;
      const stop = drive(3, async () => {
        const res = await get(`${stack.url}/api/v1/cars/?search=${randomBytes(3).toString('hex')}`, tally); // a new query each time: no cache
        if (res?.status === 200 && !firstOk) firstOk = Date.now() - stopped;
      });
      await sleep(4_000);
      await stop();
      const ready = await Promise.all(Array.from({ length: stack.apis }, (_, i) => fetch(`${stack.apiUrl(i)}/api/ready`).then(async (r) => ({ status: r.status, body: (await r.json()) as { data?: { status: string; read_database?: string } } }))));
      console.log(`standby stopped: search ${tally}, first answer ${firstOk} ms after the stop, ready ${JSON.stringify(ready)}`);
      expect(tally.failed((s) => s === '200'), `reads ${tally}`).toBe(0);
      for (const r of ready) expect(r).toEqual({ status: 200, body: expect.objectContaining({ data: expect.objectContaining({ status: 'degraded', read_database: 'unavailable' }) }) });
    } finally {
      await stack.startStandby();
    }
    await waitUntil('ready again', async () => {
      const r = await fetch(`${stack.apiUrl(0)}/api/ready`).then((x) => x.json() as Promise<{ data?: { status: string } }>);
      return r.data?.status === 'ready';
    }, 20_000, 500);
  });

  it('primary restarted: 503 with Retry-After during the gap, never 500, full service within 10 s of its return', { timeout: 120_000 }, async () => {
    const [car] = await approvedCars(1);
    const tally = new Tally();
    const noRetryAfter: number[] = [];
    let writesOk = 0;
    const check = async (res: Response | null) => {
      if (res?.status === 503 && !res.headers.get('retry-after')) noRetryAfter.push(503);
    };
    const stopReads = drive(3, () => get(`${stack.url}/api/v1/cars/${car!.id}/`, tally).then(check));
    const stopWrites = drive(1, async () => {
      const r = await contact(car!.id, randomUUID());
      tally.add(`contact ${r.status}`);
      if (r.status === 200) writesOk++;
      await sleep(100);
    });
    await sleep(1_000);
    await stack.stopPrimary();
    await sleep(3_000);
    await stack.startPrimary();
    const back = Date.now();
    await waitUntil('full service', async () => {
      const answers = await Promise.all(Array.from({ length: stack.apis }, (_, i) => fetch(`${stack.apiUrl(i)}/api/v1/cars/${car!.id}/`, { headers: { 'x-forwarded-for': nextIp() } }).then((r) => r.status)));
      return answers.every((s) => s === 200);
    }, 10_000, 200);
    const fullAfter = Date.now() - back;
    await sleep(500);
    await stopReads();
    await stopWrites();
    console.log(`primary restarted: ${tally}, full service ${fullAfter} ms after its return`);
    expect([...tally.counts.keys()].filter((s) => /(^|\s)5\d\d$/.test(s) && !/503$/.test(s))).toEqual([]);
    expect([...tally.counts.keys()].filter((s) => s.startsWith('network'))).toEqual([]);
    expect(noRetryAfter).toEqual([]);
    expect(writesOk).toBeGreaterThan(0);
  });
});
