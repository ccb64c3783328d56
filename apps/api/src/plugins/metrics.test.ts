// Prometheus metrics (issue 24, decision 032): served on their own listener (METRICS_PORT, with
// METRICS_TOKEN), never on the public port; traffic moves the request, error, cache, pool and
// stream metrics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPool } from '../platform/database.ts';
import { Metrics, sampleOf } from '../platform/metrics.ts';
import { createUser } from '../test/factories.ts';
import { useTestApp } from '../test/helper.ts';
import { openStream, type OpenedStream } from '../test/sse-client.ts';
import { waitFor } from '../test/wait-for.ts';

const TOKEN = 'scrape-token-0123456789';

describe('metrics', () => {
  const t = useTestApp({ env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN, SSE_HEARTBEAT_MS: '1000' } });
  let base = '';
  let metricsUrl = '';
  const streams: OpenedStream[] = [];

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    metricsUrl = `http://127.0.0.1:${t.ctx.metrics.port}/metrics`;
  });
  afterAll(() => streams.forEach((s) => s.close()));

  const scrape = async () => {
    const res = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    return res.text();
  };

  it('asks the scraper for the token, and the public port does not serve them', async () => {
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    expect((await fetch(metricsUrl.replace('/metrics', '/'), { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    for (const path of ['/metrics', '/api/metrics', '/api/v1/metrics']) {
      const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('http_request_duration_seconds');
    }
    expect(t.ctx.metrics.port).not.toBe(Number(new URL(base).port));
  });

  it('counts requests by route pattern, errors by code, cache hits, pool use, queue, streams and the event loop', async () => {
    const before = await scrape();
    const route = { method: 'GET', route: '/api/v1/cars/:id/', status: '404' };
    const search = { method: 'GET', route: '/api/v1/cars/', status: '200' };
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/api/v1/cars/00000000-0000-4000-8000-00000000000${i}/`)).status).toBe(404);
    for (let i = 0; i < 4; i++) expect((await fetch(`${base}/api/v1/cars/?page=1`)).status).toBe(200);
    const user = await createUser(t.ctx);
    const stream = await openStream(base, user.token);
    streams.push(stream);
    await waitFor('the stream to be ready', async () => stream.blocks.some((b) => b.event === 'ready') || undefined);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) => sampleOf(after, name, labels) - sampleOf(before, name, labels);
    // By pattern, never by URL: three different ids, one series.
    expect(moved('http_request_duration_seconds_count', route)).toBe(3);
    expect(after).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(moved('http_request_duration_seconds_count', search)).toBe(4);
    expect(moved('http_request_duration_seconds_bucket', { ...search, le: '+Inf' })).toBe(4);
    expect(moved('http_request_duration_seconds_sum', search)).toBeGreaterThan(0);
    expect(moved('http_errors_total', { code: 'NOT_FOUND', status: '404' })).toBe(3);
    // The second to fourth identical searches are kept answers.
    expect(moved('cache_requests_total', { cache: 'search_pages', result: 'hit' })).toBeGreaterThanOrEqual(3);
    expect(moved('cache_requests_total', { cache: 'search_pages', result: 'miss' })).toBeLessThanOrEqual(1);
    expect(sampleOf(after, 'db_pool_connections', { pool: 'primary', state: 'total' })).toBeGreaterThan(0);
    expect(after).toMatch(/^db_pool_connections\{pool="primary",state="waiting"\} 0$/m);
    expect(moved('db_query_duration_seconds_count', { pool: 'primary' })).toBeGreaterThan(0);
    expect(sampleOf(after, 'sse_open_streams')).toBe(1);
    expect(sampleOf(after, 'jobs_scrape_ok')).toBe(1);
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    // No replica configured: no lag reported.
    expect(after).not.toContain('db_replica_lag_seconds');
  });

  it('reports the depth and age of the job queue', async () => {
    await t.ctx.jobs.boss.createQueue('metrics-test').catch(() => {});
    await t.ctx.pool.query(
      `insert into pgboss.job (name, data, start_after, created_on) values ('metrics-test', '{}', now() - interval '90 seconds', now() - interval '90 seconds')`,
    );
    const text = await scrape();
    expect(sampleOf(text, 'jobs_queued', { queue: 'metrics-test' })).toBe(1);
    expect(sampleOf(text, 'jobs_oldest_queued_age_seconds', { queue: 'metrics-test' })).toBeGreaterThanOrEqual(89);
  });

  it('reports replica lag when a read pool is set, and -1 when the replica cannot be read', async () => {
    const m = new Metrics({ defaultMetrics: false });
    const replica = openPool(t.url, { max: 2 });
    const gone = openPool('postgres://postgres@127.0.0.1:1/none', { max: 1, connectTimeoutMs: 500 });
    try {
      m.watchPool('read', replica);
      m.watchReplica(t.database.pool, replica);
      await replica.query('select 1');
      const text = await m.scrape();
      // A primary named as the read database trails by nothing.
      expect(sampleOf(text, 'db_replica_lag_seconds')).toBe(0);
      expect(sampleOf(text, 'db_replica_lag_bytes')).toBe(0);
      expect(sampleOf(text, 'db_pool_connections', { pool: 'read', state: 'total' })).toBeGreaterThan(0);
      const down = new Metrics({ defaultMetrics: false });
      down.watchReplica(t.database.pool, gone);
      expect(sampleOf(await down.scrape(), 'db_replica_lag_seconds')).toBe(-1);
    } finally {
      await Promise.all([replica.end(), gone.end()]);
    }
  });
});
