import type { AppContext } from '../platform/context.ts';
import { JOB_SCHEMA } from '../platform/jobs.ts';

// Polls until `check` returns a value that is not undefined/false (for work done by a job or
// another process), failing with `what` after `timeoutMs`.
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits until no job of `queue` is waiting, retrying or running: what its worker will do, it has
 * done (for asserting that something did NOT happen, without sleeping for a guess).
 */
export async function jobsSettled(ctx: AppContext, queue: string, timeoutMs = 10_000): Promise<void> {
  await waitFor(`the ${queue} jobs to finish`, async () => {
    const { rows } = await ctx.pool.query<{ n: number }>(
      `select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 and state in ('created', 'retry', 'active')`,
      [queue],
    );
    return rows[0]!.n === 0;
  }, timeoutMs);
}
