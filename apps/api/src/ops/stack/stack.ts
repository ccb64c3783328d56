// The production topology of docs/deploy.md on one machine (issue 24, decision 039): PostgreSQL 15
// primary and streaming hot standby, Redis, an S3 server (s3rver), an SMTP sink, N API processes
// behind nginx, and Prometheus scraping their metrics ports. `npm run stack` runs it; the failure
// tests (stack-failures.stack-test.ts) and the soak (bench/soak.ts) drive it through the functions
// exported here.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { startNginx, type Nginx } from './nginx.ts';
import { query, startPrimary, startStandby, waitForReplay, type PostgresServer } from './postgres.ts';
import { portOpen, startChild, waitUntil, type Child } from './processes.ts';

export const REPO_ROOT = new URL('../../../../../', import.meta.url).pathname;
const PROMETHEUS_DIR = join(REPO_ROOT, 'deploy/prometheus');

export interface StackOptions {
  /** Folder of every server's data and logs (kept between runs: the second start is quick). */
  state: string;
  /** First of the ports used (see `portsOf`). */
  basePort: number;
  /** API processes behind nginx. */
  apis: number;
  /** Extra environment of the API processes (limits, cache lifetimes). */
  apiEnv?: Record<string, string>;
  prometheus?: boolean;
  log?: (message: string) => void;
}

export const portsOf = (base: number) => ({
  primary: base,
  standby: base + 1,
  redis: base + 2,
  s3: base + 3,
  smtp: base + 4,
  nginx: base + 5,
  prometheus: base + 6,
  api: (i: number) => base + 10 + i,
  metrics: (i: number) => base + 30 + i,
});

/** How many ports from the base `portsOf` may use (API process i up to 19, metrics up to 30 + 19). */
export const PORT_SPAN = 50;

/** The kernel's range for the local ports of outgoing connections, or null where it cannot be read. */
export function ephemeralPortRange(read = () => readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')): [number, number] | null {
  try {
    const [low, high] = read().trim().split(/\s+/).map(Number);
    return Number.isInteger(low) && Number.isInteger(high) ? [low!, high!] : null;
  } catch {
    return null;
  }
}

/**
 * Refuses a base port whose span lies in the ephemeral range: any outgoing connection (to
 * PostgreSQL, Redis, S3) may take such a port as its local address, and a process that listens on
 * it then fails with EADDRINUSE, as long as that connection or its TIME_WAIT lasts. That is how a
 * fresh clone's run and then CI lost the stack's tests (API process 0 on 34010, 2026-11-29).
 */
export function assertOutsideEphemeral(base: number, range = ephemeralPortRange()): void {
  if (!range) return;
  const [low, high] = range;
  if (base <= high && base + PORT_SPAN - 1 >= low) {
    throw new Error(`ports ${base}-${base + PORT_SPAN - 1} overlap the kernel's ephemeral range ${low}-${high} (outgoing connections take ports from it): choose a base port below ${low - PORT_SPAN + 1} or above ${high}`);
  }
}

export interface Stack {
  /** nginx: the address people use. */
  url: string;
  apis: number;
  /** One API process directly (bypassing nginx). */
  apiUrl: (i: number) => string;
  metricsUrl: (i: number) => string;
  prometheusUrl: string | null;
  primary: PostgresServer;
  standby: PostgresServer;
  databaseUrl: string;
  readDatabaseUrl: string;
  redisUrl: string;
  admin: { email: string; password: string };
  /** Every e-mail the SMTP sink received. */
  mails: Array<{ to: string; raw: string }>;
  /** The API process's pid (null when it is not running). */
  apiPid: (i: number) => number | null;
  /** Rolling restart of one process: out of the upstream, SIGTERM (drains), start, ready, back in. */
  restartApi: (i: number) => Promise<void>;
  /** SIGKILL without warning nginx (it notices on the next failed connection). */
  killApi: (i: number) => Promise<void>;
  startApi: (i: number) => Promise<void>;
  pauseStandbyReplay: () => Promise<void>;
  resumeStandbyReplay: () => Promise<void>;
  waitForReplay: () => Promise<void>;
  stopStandby: () => Promise<void>;
  startStandby: () => Promise<void>;
  stopPrimary: () => Promise<void>;
  startPrimary: () => Promise<void>;
  stop: () => Promise<void>;
}

/** Debian's jemalloc (package libjemalloc2), preloaded into the API processes when installed. */
export const JEMALLOC = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';

/**
 * The API processes' allocator: jemalloc returning freed pages after a second (background thread,
 * two arenas as the two cores), else glibc with two arenas; an operator's LD_PRELOAD or MALLOC_CONF
 * passes through unchanged.
 */
export function allocator(env: NodeJS.ProcessEnv = process.env, jemalloc = JEMALLOC): NodeJS.ProcessEnv {
  if (env.LD_PRELOAD || env.MALLOC_CONF) return {};
  if (existsSync(jemalloc)) return { LD_PRELOAD: jemalloc, MALLOC_CONF: 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2' };
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' };
}

/**
 * The API processes' V8 flags (decision 039, update of 2026-11-29): before a full collection the
 * old generation may grow by half its live size, not by up to four times as V8 allows under a high
 * allocation rate. Without it a process's RSS rose by a third in ten minutes of the soak while the
 * heap in use held 90-100 MB, and fell back only once traffic stopped; with it RSS stayed within
 * 3%. STACK_API_NODE_FLAGS (space-separated, may be empty) replaces them.
 */
export const API_V8_FLAGS = ['--heap-growing-percent=50'];
export function v8Flags(env: NodeJS.ProcessEnv = process.env): string[] {
  return env.STACK_API_NODE_FLAGS === undefined ? API_V8_FLAGS : env.STACK_API_NODE_FLAGS.split(' ').filter(Boolean);
}

function keptSecret(state: string, name: string, bytes = 36): string {
  const file = join(state, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = randomBytes(bytes).toString('base64url');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** deploy/prometheus/prometheus.yml with the stack's metrics ports as targets and the alerts file by its path. */
export function renderPrometheusConfig(source: string, targets: string[], alertsPath: string): string {
  const out = source
    .replace(/targets: \['127\.0\.0\.1:9464', '127\.0\.0\.1:9465'\]/, `targets: [${targets.map((t) => `'${t}'`).join(', ')}]`)
    .replace(/^ {2}- alerts\.yml$/m, `  - ${alertsPath}`);
  if (!out.includes(targets[0]!) || !out.includes(alertsPath)) throw new Error('deploy/prometheus/prometheus.yml changed shape: update renderPrometheusConfig');
  return out;
}

export async function startStack(opts: StackOptions): Promise<Stack> {
  const log = opts.log ?? (() => {});
  const state = resolve(opts.state);
  mkdirSync(state, { recursive: true });
  assertOutsideEphemeral(opts.basePort);
  if (opts.apis > 20) throw new Error('at most 20 API processes (their ports would run into the metrics ports)');
  const ports = portsOf(opts.basePort);
  const stoppers: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const fn of stoppers.splice(0).reverse()) await fn().catch(() => {});
  };
  try {
    log('PostgreSQL 15 primary and hot standby...');
    const primary = await startPrimary(state, ports.primary);
    stoppers.push(() => primary.stop());
    const standby = await startStandby(state, ports.standby, primary);
    stoppers.push(() => standby.stop());

    log('Redis, S3 (s3rver), SMTP sink...');
    const redis = startChild('redis', '/usr/bin/redis-server', ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', state], {
      log: join(state, 'redis.log'),
    });
    stoppers.push(() => redis.stop('SIGTERM'));
    await waitUntil('redis', () => portOpen(ports.redis));
    const bucket = 'gaadi-media';
    mkdirSync(join(state, 's3'), { recursive: true });
    const s3 = new S3rver({ address: '127.0.0.1', port: ports.s3, silent: true, directory: join(state, 's3'), configureBuckets: [{ name: bucket, configs: [] }] });
    await s3.run();
    stoppers.push(() => s3.close());
    const mails: Stack['mails'] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw });
          if (mails.length > 10_000) mails.splice(0, 5_000);
          callback();
        });
      },
    });
    // A client that drops its connection (an API process stopping mid-mail) is the sink's
    // everyday business: without a listener its 'error' event took the whole stack down.
    smtp.on('error', (e: Error) => log(`SMTP sink: ${e.message}`));
    await new Promise<void>((r) => smtp.listen(ports.smtp, '127.0.0.1', r));
    stoppers.push(() => new Promise<void>((r) => smtp.close(() => r())));

    const url = `http://127.0.0.1:${ports.nginx}`;
    const admin = { email: 'admin@stack.gaadibazaar.in', password: keptSecret(state, 'admin-password', 12) };
    const databaseUrl = primary.url('gaadibazaar');
    const readDatabaseUrl = standby.url('gaadibazaar');
    const redisUrl = `redis://127.0.0.1:${ports.redis}`;
    const env = (i: number): NodeJS.ProcessEnv => ({
      ...process.env,
      NODE_ENV: 'development', // codes of one-time sign-ins appear in the answers (loopback only), for the tests and the soak
      // The allocator (decision 039, update of 2026-11-29): glibc's kept the memory that native
      // code freed (280 MB of a process's 470 MB RSS after a soak were free, given back by one
      // malloc_trim) and RSS rose by a third in ten minutes while the V8 heap in use held 100 MB.
      // jemalloc gives freed pages back within a second from its own thread; without Debian's
      // libjemalloc2, glibc with two arenas. An operator's own LD_PRELOAD or MALLOC_CONF wins.
      ...allocator(),
      HOST: '127.0.0.1',
      PORT: String(ports.api(i)),
      METRICS_PORT: String(ports.metrics(i)),
      DATA_DIR: join(state, `api-${i}`),
      DATABASE_URL: databaseUrl,
      DATABASE_READ_URL: readDatabaseUrl,
      REDIS_URL: redisUrl,
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      JWT_SECRET: keptSecret(state, 'jwt-secret'),
      // nginx, on this machine: the API takes the client's address from the X-Forwarded-For nginx
      // appends to. Not a hop count: Fastify 5.12+ trusts nobody for a number (config.ts).
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: url,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      ...opts.apiEnv,
    });
    const apis: Array<Child | null> = Array.from({ length: opts.apis }, () => null);
    const ready = (i: number) => fetch(`http://127.0.0.1:${ports.api(i)}/api/ready`).then((r) => r.ok, () => false);
    const startApi = async (i: number) => {
      mkdirSync(join(state, `api-${i}`), { recursive: true });
      const child = startChild(`api-${i}`, process.execPath, [...v8Flags(), '--import', 'tsx', 'apps/api/src/main.ts'], { cwd: REPO_ROOT, env: env(i), log: join(state, `api-${i}.log`) });
      apis[i] = child;
      await waitUntil(`API process ${i} to be ready`, () => {
        if (child.proc.exitCode !== null) throw new Error(`API process ${i} exited; see ${join(state, `api-${i}.log`)}`);
        return ready(i);
      }, 900_000, 200); // the first run seeds demo photos: minutes on a busy machine
    };
    const stopApi = async (i: number, signal: NodeJS.Signals) => {
      const child = apis[i];
      apis[i] = null;
      await child?.stop(signal, 20_000);
    };
    stoppers.push(() => Promise.all(apis.map((_, i) => stopApi(i, 'SIGTERM'))));
    log(`API process 0 (migrates; the first run seeds demo data)...`);
    await startApi(0);
    log(`API processes 1..${opts.apis - 1}...`);
    await Promise.all(apis.slice(1).map((_, i) => startApi(i + 1)));

    const upstream = apis.map((_, i) => ports.api(i));
    const nginx: Nginx = await startNginx(state, ports.nginx, upstream);
    stoppers.push(() => nginx.stop());

    let prometheusUrl: string | null = null;
    if (opts.prometheus !== false) {
      const conf = join(state, 'prometheus.yml');
      const source = readFileSync(join(PROMETHEUS_DIR, 'prometheus.yml'), 'utf8');
      writeFileSync(conf, renderPrometheusConfig(source, apis.map((_, i) => `127.0.0.1:${ports.metrics(i)}`), join(PROMETHEUS_DIR, 'alerts.yml')));
      const prom = startChild('prometheus', '/usr/bin/prometheus', [
        `--config.file=${conf}`,
        `--storage.tsdb.path=${join(state, 'prometheus')}`,
        `--web.listen-address=127.0.0.1:${ports.prometheus}`,
      ], { log: join(state, 'prometheus.log') });
      stoppers.push(() => prom.stop('SIGTERM'));
      await waitUntil('prometheus', () => portOpen(ports.prometheus), 30_000);
      prometheusUrl = `http://127.0.0.1:${ports.prometheus}`;
    }

    const replay = (fn: string) => query(readDatabaseUrl, `select ${fn}()`).then(() => {});
    return {
      url,
      apis: opts.apis,
      apiUrl: (i) => `http://127.0.0.1:${ports.api(i)}`,
      metricsUrl: (i) => `http://127.0.0.1:${ports.metrics(i)}/metrics`,
      prometheusUrl,
      primary,
      standby,
      databaseUrl,
      readDatabaseUrl,
      redisUrl,
      admin,
      mails,
      apiPid: (i) => apis[i]?.proc.pid ?? null,
      async restartApi(i) {
        const down = new Set([ports.api(i)]);
        await nginx.setUpstream(upstream, down);
        await stopApi(i, 'SIGTERM');
        await startApi(i);
        await nginx.setUpstream(upstream);
      },
      killApi: (i) => stopApi(i, 'SIGKILL'),
      startApi,
      pauseStandbyReplay: () => replay('pg_wal_replay_pause'),
      resumeStandbyReplay: () => replay('pg_wal_replay_resume'),
      waitForReplay: () => waitForReplay(primary, standby),
      stopStandby: () => standby.stop(),
      startStandby: () => standby.start(),
      stopPrimary: () => primary.stop(),
      startPrimary: () => primary.start(),
      stop: stopAll,
    };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
