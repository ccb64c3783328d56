// One scenario under load: a short warm-up (discarded), then the measured run, both bounded in time.
import autocannon, { type Options, type Result } from 'autocannon';
import type { Scenario } from './scenarios.ts';

export interface ScenarioResult {
  scenario: string;
  path: string;
  /** What a single request returned before the load (status and pagination.total). */
  probe: { status: number; total: number | null };
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  requests: number;
}

function run(opts: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function probe(url: string) {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json().catch(() => null)) as { data?: { pagination?: { total?: number } } } | null;
  return { status: res.status, total: body?.data?.pagination?.total ?? null };
}

export async function runScenario(
  baseUrl: string,
  scenario: Scenario,
  opts: { connections: number; duration: number; warmup: number },
): Promise<ScenarioResult> {
  const url = `${baseUrl}${scenario.path}`;
  const first = await probe(url);
  if (opts.warmup > 0) await run({ url, connections: opts.connections, duration: opts.warmup, timeout: 10 });
  const r = await run({ url, connections: opts.connections, duration: opts.duration, timeout: 10 });
  return {
    scenario: scenario.name,
    path: scenario.path,
    probe: first,
    requestsPerSecond: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    requests: r.requests.total,
  };
}
