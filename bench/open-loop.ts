// Open-loop load (issue 23): requests arrive at a fixed rate whatever the server does, as visitors
// do, instead of a fixed number of connections each waiting for its answer (which slows the load
// down exactly when the server is slow). Arrivals are Poisson (seeded); each request's latency counts
// from the moment it was due, so a late start is not hidden (no coordinated omission). Several
// streams (the API's traffic and the page views) run at once, each with its own figures.
import http from 'node:http';
import { createRng } from '../apps/api/src/seed/random.ts';
import type { LoadResult } from './load.ts';

export interface OpenStream {
  name: string;
  describe: string;
  /** Requests per second. */
  rate: number;
  next: () => string;
}

export interface OpenLoopOptions {
  duration: number;
  warmup: number;
  seed?: number;
  timeoutMs?: number;
  measured?: { before: () => Promise<void>; after: (r: { requests: { total: number } }) => Promise<void> };
}

interface Tally {
  latencies: number[];
  non2xx: number;
  errors: number;
  timeouts: number;
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0);
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function openLoop(baseUrl: string, streams: OpenStream[], opts: OpenLoopOptions): Promise<LoadResult[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const base = new URL(baseUrl);
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const inFlight = new Set<Promise<void>>();

  function send(path: string, dueAt: number, tally: Tally | null) {
    const done = new Promise<void>((resolve) => {
      const req = http.get({ host: base.hostname, port: base.port, path, agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        res.resume();
        res.on('end', () => {
          if (tally) {
            tally.latencies.push(performance.now() - dueAt);
            if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) tally.non2xx++;
          }
          resolve();
        });
        res.on('error', () => {
          if (tally) tally.errors++;
          resolve();
        });
      });
      let timedOut = false;
      req.setTimeout(timeoutMs, () => {
        timedOut = true;
        if (tally) tally.timeouts++;
        req.destroy();
      });
      req.on('error', () => {
        if (tally && !timedOut) tally.errors++;
        resolve();
      });
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  }

  /** Runs every stream for `seconds`; with tallies, counts their answers. */
  async function phase(seconds: number, tallies: Tally[] | null) {
    const rng = createRng(opts.seed ?? 23);
    const start = performance.now();
    const end = start + seconds * 1000;
    const due = streams.map((s) => start - Math.log(1 - rng()) * (1000 / s.rate));
    for (;;) {
      const now = performance.now();
      let soonest = Infinity;
      streams.forEach((s, i) => {
        while (due[i]! <= now && due[i]! < end) {
          send(s.next(), due[i]!, tallies?.[i] ?? null);
          due[i]! += -Math.log(1 - rng()) * (1000 / s.rate);
        }
        soonest = Math.min(soonest, due[i]!);
      });
      if (soonest >= end) break;
      await new Promise((r) => setTimeout(r, Math.max(0, Math.min(soonest - performance.now(), 5))));
    }
    await Promise.all(inFlight);
  }

  const tallies = streams.map((): Tally => ({ latencies: [], non2xx: 0, errors: 0, timeouts: 0 }));
  if (opts.warmup > 0) await phase(opts.warmup, null);
  await opts.measured?.before();
  await phase(opts.duration, tallies);
  await opts.measured?.after({ requests: { total: tallies.reduce((s, t) => s + t.latencies.length + t.errors + t.timeouts, 0) } });
  agent.destroy();
  return streams.map((s, i) => {
    const t = tallies[i]!;
    const sorted = [...t.latencies].sort((a, b) => a - b);
    return {
      scenario: s.name,
      path: s.describe,
      probe: { status: 200, total: null },
      requestsPerSecond: Math.round(t.latencies.length / opts.duration),
      p50: round(quantile(sorted, 0.5)),
      p90: round(quantile(sorted, 0.9)),
      p99: round(quantile(sorted, 0.99)),
      max: round(sorted.at(-1) ?? 0),
      non2xx: t.non2xx,
      errors: t.errors,
      timeouts: t.timeouts,
      requests: t.latencies.length,
    };
  });
}
