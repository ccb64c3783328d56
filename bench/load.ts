// Load for a bounded time: a short warm-up (discarded), then the measured run. Either one fixed
// URL per run, or a stream of URLs drawn request by request (the mixed traffic).
import autocannon, { type Options, type Result } from 'autocannon';

export interface LoadResult {
  scenario: string;
  /** The URL, or a description of the stream. */
  path: string;
  /** What a single request returned before the load (status and pagination.total). */
  probe: { status: number; total: number | null };
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  requests: number;
}

export interface LoadOptions {
  connections: number;
  duration: number;
  warmup: number;
  /** A number of requests instead of a duration (for streams that run out: each landing page once). */
  amount?: number;
  warmupAmount?: number;
  /** Called after the warm-up, just before the measured run, and with its result after it. */
  measured?: { before: () => Promise<void>; after: (r: Result) => Promise<void> };
}

function run(opts: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function probe(url: string) {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!String(res.headers.get('content-type')).includes('json')) return { status: res.status, total: null };
  const body = (await res.json().catch(() => null)) as { data?: { pagination?: { total?: number } } } | null;
  return { status: res.status, total: body?.data?.pagination?.total ?? null };
}

const summary = (scenario: string, path: string, first: LoadResult['probe'], r: Result): LoadResult => ({
  scenario,
  path,
  probe: first,
  requestsPerSecond: Math.round(r.requests.average),
  p50: r.latency.p50,
  p90: r.latency.p90,
  p99: r.latency.p99,
  max: r.latency.max,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  requests: r.requests.total,
});

export async function loadOne(baseUrl: string, scenario: { name: string; path: string }, opts: LoadOptions): Promise<LoadResult> {
  const url = `${baseUrl}${scenario.path}`;
  const first = await probe(url);
  if (opts.warmup > 0) await run({ url, connections: opts.connections, duration: opts.warmup, timeout: 10 });
  await opts.measured?.before();
  const r = await run({ url, connections: opts.connections, duration: opts.duration, timeout: 10 });
  await opts.measured?.after(r);
  return summary(scenario.name, scenario.path, first, r);
}

/** Every request asks `next()` for its path, so no two connections replay one list. */
export async function loadStream(
  baseUrl: string,
  scenario: { name: string; describe: string; next: () => string },
  opts: LoadOptions,
): Promise<LoadResult> {
  const first = await probe(`${baseUrl}${scenario.next()}`);
  const requests = [{ method: 'GET', setupRequest: (req: { path?: string }) => ({ ...req, path: scenario.next() }) }];
  // Pages as a browser asks for them (compressed); the JSON API's answers are the same either way.
  const headers = { 'accept-encoding': 'br, gzip' };
  const common = { url: baseUrl, connections: opts.connections, timeout: 10, requests, headers };
  if (opts.warmupAmount) await run({ ...common, amount: opts.warmupAmount });
  else if (opts.warmup > 0) await run({ ...common, duration: opts.warmup });
  await opts.measured?.before();
  const r = await run(opts.amount ? { ...common, amount: opts.amount } : { ...common, duration: opts.duration });
  await opts.measured?.after(r);
  return summary(scenario.name, scenario.describe, first, r);
}
