// Prometheus metrics (issue 24, decision 032): one registry per app, served on a listener of its
// own (METRICS_PORT, bound to METRICS_HOST, 127.0.0.1 unless set) and never on the public port;
// with METRICS_TOKEN the listener also asks for `Authorization: Bearer <token>`.
//
// What a request costs: one Map lookup and one histogram observation in onResponse (plugins/
// metrics.ts). Everything else (pools, caches, queue depth, open streams, replica lag) is read
// when Prometheus scrapes, not when it changes.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import client from 'prom-client';
import { JOB_SCHEMA } from './jobs.ts';

/** What a cache counts for its hit ratio (LoadingCache does). */
export interface CacheStats {
  readonly hits: number;
  readonly misses: number;
  readonly size: number;
}

type Labels<T extends string> = Partial<Record<T, string | number>>;

/** Seconds: most API answers take a few milliseconds, a slow search or an upload seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export class Metrics {
  readonly registry = new client.Registry();
  private readonly requests: client.Histogram<'method' | 'route' | 'status'>;
  private readonly errors: client.Counter<'code' | 'status'>;
  private readonly queries: client.Histogram<'pool'>;
  /** Histogram children by "method route status": observing one costs no label hashing. */
  private readonly children = new Map<string, client.Histogram.Internal<'method' | 'route' | 'status'>>();
  private readonly caches = new Map<string, CacheStats[]>();
  private readonly pools = new Map<string, pg.Pool>();
  private readonly wrapped = new WeakSet<object>();
  private server: Server | null = null;
  /** The metrics listener's port once listening. */
  port: number | null = null;

  constructor(opts: { defaultMetrics?: boolean } = {}) {
    const registers = [this.registry];
    if (opts.defaultMetrics ?? true) client.collectDefaultMetrics({ register: this.registry }); // event-loop delay, heap, GC, CPU
    this.requests = new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern (never the URL), method and status; _count is the request count',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.errors = new client.Counter({
      name: 'http_errors_total',
      help: "Error answers (status 400 and above) by the envelope's error code",
      labelNames: ['code', 'status'],
      registers,
    });
    this.queries = new client.Histogram({
      name: 'db_query_duration_seconds',
      help: 'Time from sending a statement to its answer, by pool (primary, read)',
      labelNames: ['pool'],
      buckets: QUERY_BUCKETS,
      registers,
    });
    const pools = this.pools;
    new client.Gauge({
      name: 'db_pool_connections',
      help: 'Connections of a pool: total open, idle, and requests waiting for one',
      labelNames: ['pool', 'state'],
      registers,
      collect() {
        this.reset();
        for (const [name, pool] of pools) {
          this.set({ pool: name, state: 'total' }, pool.totalCount);
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
          this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
        }
      },
    });
    const caches = this.caches;
    const sum = (list: CacheStats[], key: keyof CacheStats) => list.reduce((n, c) => n + c[key], 0);
    new client.Counter({
      name: 'cache_requests_total',
      help: 'Reads of the in-process caches (LoadingCache) by cache and result (hit, miss)',
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        this.reset();
        for (const [name, list] of caches) {
          this.inc({ cache: name, result: 'hit' }, sum(list, 'hits'));
          this.inc({ cache: name, result: 'miss' }, sum(list, 'misses'));
        }
      },
    });
    new client.Gauge({
      name: 'cache_entries',
      help: 'Entries kept by each in-process cache',
      labelNames: ['cache'],
      registers,
      collect() {
        this.reset();
        for (const [name, list] of caches) this.set({ cache: name }, sum(list, 'size'));
      },
    });
  }

  /** Counts one answered request; `route` is the route's pattern (or "unmatched"). */
  observeRequest(method: string, route: string, status: number, seconds: number, errorCode: string | null) {
    const key = `${method} ${route} ${status}`;
    let child = this.children.get(key);
    if (!child) {
      child = this.requests.labels({ method, route, status });
      // Routes are a fixed set, methods too; a bound keeps a misbehaving router from growing this forever.
      if (this.children.size < 5_000) this.children.set(key, child);
    }
    child.observe(seconds);
    if (status >= 400) this.errors.inc({ code: errorCode ?? `HTTP_${status}`, status });
  }

  /** A cache's hits, misses and size appear as `cache_requests_total{cache=name}` (several caches of one name add up). */
  watchCache(name: string, cache: CacheStats) {
    const list = this.caches.get(name) ?? this.caches.set(name, []).get(name)!;
    list.push(cache);
  }

  /** A pool's connections and its statements' durations, as `pool=name`. */
  watchPool(name: string, pool: pg.Pool) {
    this.pools.set(name, pool);
    const child = this.queries.labels({ pool: name });
    const wrap = (c: pg.PoolClient) => {
      if (this.wrapped.has(c)) return;
      this.wrapped.add(c);
      const query = c.query as (...args: unknown[]) => unknown;
      (c as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: unknown, ...args: unknown[]) {
        const start = performance.now();
        const done = () => child.observe((performance.now() - start) / 1000);
        const last = args.length - 1;
        if (typeof args[last] === 'function') {
          // pg-pool's own pool.query() passes a callback
          const callback = args[last] as (...a: unknown[]) => unknown;
          args[last] = (...a: unknown[]) => {
            done();
            return callback(...a);
          };
          return query.apply(this, args);
        }
        const result = query.apply(this, args);
        if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
        return result;
      };
    };
    pool.on('connect', wrap);
    // Clients opened before (the migrations' connection, for instance)
    for (const c of (pool as unknown as { _clients?: pg.PoolClient[] })._clients ?? []) wrap(c);
  }

  /** A number read at each scrape (e.g. the open live streams). */
  gauge(name: string, help: string, read: () => number) {
    new client.Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  /** pg-boss's queues: jobs waiting (due now), active, and the age of the oldest due job. */
  watchJobQueue(pool: pg.Pool) {
    // One statement for all three, read while Prometheus scrapes (every 15 s or so), never per job.
    const read = oncePerScrape(async () => {
      const { rows } = await pool.query<{ name: string; queued: number; active: number; age: number | null }>(
        `select name,
                count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as queued,
                count(*) filter (where state = 'active')::int as active,
                extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now()))::float8 as age
           from ${JOB_SCHEMA}.job where state in ('created', 'retry', 'active') group by name`,
      );
      return rows;
    });
    const gauge = (name: string, help: string, value: (r: { queued: number; active: number; age: number | null }) => number) =>
      new client.Gauge({
        name,
        help,
        labelNames: ['queue'],
        registers: [this.registry],
        async collect() {
          this.reset();
          for (const r of (await read()) ?? []) this.set({ queue: r.name }, value(r));
        },
      });
    gauge('jobs_queued', 'Jobs due and waiting for a worker, by queue', (r) => r.queued);
    gauge('jobs_active', 'Jobs a worker holds, by queue', (r) => r.active);
    gauge('jobs_oldest_queued_age_seconds', 'Seconds since the oldest waiting job became due, by queue (0: none waiting)', (r) => Math.max(0, r.age ?? 0));
    new client.Gauge({
      name: 'jobs_scrape_ok',
      help: '1 when the job tables could be read at the last scrape',
      registers: [this.registry],
      async collect() {
        this.set((await read()) ? 1 : 0);
      },
    });
  }

  /**
   * How far the replica behind DATABASE_READ_URL trails: seconds since the last transaction it
   * replayed (0 when it has replayed all it received), and bytes of WAL it has not replayed.
   */
  watchReplica(primary: pg.Pool, replica: pg.Pool) {
    const read = oncePerScrape(async () => {
      const { rows: r } = await replica.query<{ recovery: boolean; lag: number | null; lsn: string }>(
        `select pg_is_in_recovery() as recovery,
                case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                     else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 end as lag,
                coalesce(pg_last_wal_replay_lsn(), pg_current_wal_lsn())::text as lsn`,
      );
      const row = r[0]!;
      if (!row.recovery) return { seconds: 0, bytes: 0 }; // DATABASE_READ_URL names a primary
      const { rows: d } = await primary.query<{ diff: number }>('select greatest(0, pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn))::float8 as diff', [row.lsn]);
      return { seconds: Math.max(0, row.lag ?? 0), bytes: d[0]!.diff };
    });
    new client.Gauge({
      name: 'db_replica_lag_seconds',
      help: 'Seconds the read replica trails the primary (-1: the replica or the primary cannot be read)',
      registers: [this.registry],
      async collect() {
        this.set((await read())?.seconds ?? -1);
      },
    });
    new client.Gauge({
      name: 'db_replica_lag_bytes',
      help: 'Bytes of WAL the read replica has not replayed yet (-1: unknown)',
      registers: [this.registry],
      async collect() {
        this.set((await read())?.bytes ?? -1);
      },
    });
  }

  /** The Prometheus text of every metric. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  /** Serves GET /metrics on its own port (0: any free one); resolves with the port. */
  async listen(opts: { port: number; host: string; token: string | null }): Promise<number> {
    const expected = opts.token ? Buffer.from(`Bearer ${opts.token}`) : null;
    const authorised = (header: string | undefined) => {
      if (!expected) return true;
      const given = Buffer.from(header ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    };
    const server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'GET' || path !== '/metrics') return void res.writeHead(404).end();
      if (!authorised(req.headers.authorization)) return void res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      this.scrape().then(
        (text) => res.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, opts.host, () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    return this.port;
  }

  async close() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * prom-client starts every metric's collect() of a scrape at once: gauges that share a statement
 * share the run in flight. null when it failed.
 */
function oncePerScrape<T>(load: () => Promise<T>): () => Promise<T | null> {
  let running: Promise<T | null> | null = null;
  return () =>
    (running ??= load()
      .catch(() => null)
      .finally(() => {
        running = null;
      }));
}

/** Reads one sample of a metric in Prometheus text (tests, the stack's checks); 0 when absent. */
export function sampleOf(text: string, name: string, labels: Labels<string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(/,(?=[a-zA-Z_]+=")/);
    if (want.every((w) => have.includes(w))) total += Number(m[3]);
  }
  return total;
}
