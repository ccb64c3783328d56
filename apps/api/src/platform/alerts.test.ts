// The Prometheus rules of deploy/prometheus (issue 24, decision 032): promtool accepts the rules
// and the scrape configuration, its unit tests show each alert firing on the series that should
// raise it (deploy/prometheus/alerts.test.yml), and every metric the rules read is one the API
// exports (a renamed metric would leave an alert that can never fire). promtool comes with
// Debian's `prometheus` package, which .ci/run installs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { REPO } from '../test/source-graph.ts';
import { Metrics } from './metrics.ts';

const DIR = join(REPO, 'deploy/prometheus');
const promtool = (...args: string[]) => execFileSync('promtool', args, { cwd: DIR, encoding: 'utf8', stdio: 'pipe' });

describe('deploy/prometheus', () => {
  it('has rules and a configuration that promtool accepts', () => {
    expect(promtool('check', 'rules', 'alerts.yml')).toMatch(/SUCCESS: \d+ rules found/);
    expect(promtool('check', 'config', 'prometheus.yml')).toMatch(/SUCCESS/);
  });

  it('fires each alert on the series that should raise it and not on healthy ones (promtool test rules)', () => {
    expect(promtool('test', 'rules', 'alerts.test.yml')).toMatch(/SUCCESS/);
  });

  it('reads only metrics that the API exports (or node_exporter and Prometheus itself)', async () => {
    const pool = { query: async () => ({ rows: [] }), on: () => pool, totalCount: 0, idleCount: 0, waitingCount: 0 } as unknown as pg.Pool;
    const m = new Metrics();
    m.watchPool('primary', pool);
    m.watchJobQueue(pool);
    m.watchReplica(pool, pool);
    m.gauge('sse_open_streams', 'streams', () => 0);
    const exported = new Set([...(await m.scrape()).matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
      type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!],
    ));
    const rules = readFileSync(join(DIR, 'alerts.yml'), 'utf8');
    const exprs = [...rules.matchAll(/expr: (\|\n(?:\s{10}.*\n)+|.*)/g)].map((e) => e[1]!);
    const FUNCTIONS = new Set(['sum', 'by', 'rate', 'clamp_min', 'histogram_quantile', 'max', 'min', 'and', 'predict_linear', 'le', 'route', 'status', 'instance', 'pool', 'state', 'queue']);
    const names = new Set(
      exprs.flatMap((e) => [...e.replace(/\{[^}]*\}|"[^"]*"|\[[^\]]*\]|(?<![\w:])\d+(?:\.\d+)?(?:e[+-]?\d+)?/g, '').matchAll(/[a-z_:][a-z0-9_:]*/gi)].map((n) => n[0])).filter((n) => !FUNCTIONS.has(n) && !/^\d/.test(n)),
    );
    expect(names.size).toBeGreaterThan(8);
    const foreign = (n: string) => n.startsWith('node_') || n.startsWith('gaadibazaar:') || n === 'up';
    expect([...names].filter((n) => !foreign(n) && !exported.has(n))).toEqual([]);
  });
});
