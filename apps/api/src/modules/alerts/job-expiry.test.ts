// Issue 24: an alert job left active by a worker killed with -9 was sent 18 minutes later
// (pg-boss's default expiry of 15 minutes, then its 2-minute maintenance). The alert job now
// expires after ALERT_JOB_EXPIRE_SECONDS (60) and maintenance runs every JOB_MAINTENANCE_SECONDS
// (15), so a dead worker's job is retried within two minutes.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { useTestApp } from '../../test/helper.ts';
import { waitFor } from '../../test/wait-for.ts';
import { LISTING_ALERTS_QUEUE, queueListingAlerts } from './listing-alerts.ts';

interface JobRow {
  id: string;
  state: string;
  expire_seconds: number;
  retry_limit: number;
  retry_delay: number;
}

describe('alert jobs of a dead worker (issue 24)', () => {
  const t = useTestApp({ env: { JOB_MAINTENANCE_SECONDS: '1' } });
  const jobOf = async (listingId: string) => {
    const { rows } = await t.ctx.pool.query<JobRow>(
      `select id, state, extract(epoch from expire_in)::int as expire_seconds, retry_limit, retry_delay from pgboss.job where name = $1 and data->>'listingId' = $2`,
      [LISTING_ALERTS_QUEUE, listingId],
    );
    return rows[0];
  };

  it('queues the alert job with a one-minute expiry and a short retry delay', async () => {
    const listingId = randomUUID();
    await queueListingAlerts(t.ctx, t.ctx.db, null, { id: listingId, status: 'approved', price: 500_000 });
    const job = await jobOf(listingId);
    expect(job).toMatchObject({ expire_seconds: 60, retry_limit: 3 });
    // By default: expiry, one maintenance period, the first retry's delay (at most twice it, with
    // backoff) and a poll stay within two minutes.
    const { jobs } = loadConfig({ JWT_SECRET: 'x'.repeat(40) });
    expect(jobs).toEqual({ pollSeconds: 2, maintenanceSeconds: 15, alertExpireSeconds: 60 });
    expect(jobs.alertExpireSeconds + jobs.maintenanceSeconds + job!.retry_delay * 2 + jobs.pollSeconds).toBeLessThanOrEqual(120);
  });

  it('retries a job whose worker died while running it, once it has expired', async () => {
    const listingId = randomUUID();
    await queueListingAlerts(t.ctx, t.ctx.db, null, { id: listingId, status: 'approved', price: 500_000 });
    // What kill -9 leaves behind: the job active, started a little over its expiry ago, never
    // completed. (Its retry delay is shortened so the test need not wait for it.)
    await t.ctx.pool.query(
      `update pgboss.job set state = 'active', started_on = now() - interval '61 seconds', retry_delay = 0, retry_backoff = false where name = $1 and data->>'listingId' = $2`,
      [LISTING_ALERTS_QUEUE, listingId],
    );
    const done = await waitFor('the job retried and completed', async () => {
      const job = await jobOf(listingId);
      return job?.state === 'completed' ? job : undefined;
    }, 15_000);
    expect(done.state).toBe('completed');
  });
});
