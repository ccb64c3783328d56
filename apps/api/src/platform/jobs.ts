// The job queue (decision 012): pg-boss on the app's own PostgreSQL pool, so jobs survive
// restarts and each runs once however many API processes work the queue (SELECT … SKIP LOCKED).
// Jobs are sent inside the transaction of the write that causes them (`sendInTx`), so a rolled
// back write queues nothing and a committed one cannot lose its job.
import { createRequire } from 'node:module';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type pg from 'pg';

/** The database or a transaction (database.ts's DbOrTx, named structurally: database.ts imports this file). */
export interface SqlExecutor {
  execute: (query: SQL) => Promise<{ rows: unknown[] }>;
}

export const JOB_SCHEMA = 'pgboss';

export interface JobQueue {
  boss: PgBoss;
  /** Queues a job in the caller's transaction (commits with it). */
  sendInTx: (tx: SqlExecutor, name: string, data: object, options?: PgBoss.SendOptions) => Promise<string | null>;
  /** Workers call this at start; close() stops every worker (waiting for running jobs briefly). */
  close: () => Promise<void>;
}

const poolDb = (pool: pg.Pool | pg.PoolClient): PgBoss.Db => ({ executeSql: (text, values) => pool.query(text, values) });

/** pg-boss's SQL text ($1, $2 …) with its values as one parameterised Drizzle statement. */
function toSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/);
  return sql.join(parts.map((p, i) => (i % 2 ? sql`${sql.param(values[Number(p) - 1] ?? null)}` : sql.raw(p))));
}

const txDb = (tx: SqlExecutor): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: (await tx.execute(toSql(text, values ?? []))).rows as unknown[] }),
});

export interface JobQueueOptions {
  pool: pg.Pool;
  /** Seconds between polls of an idle worker (pg-boss's minimum is 0.5). */
  pollingSeconds?: number;
  /**
   * Seconds between maintenance runs (pg-boss's default is 120): each one fails or retries the
   * jobs active past their expiry, i.e. those of a worker that died (one process in the cluster
   * runs it each period).
   */
  maintenanceSeconds?: number;
  /** Whether this process fires cron schedules (one process in the cluster wins each minute). */
  schedule?: boolean;
  onError?: (err: Error) => void;
}

/**
 * Creates pg-boss's tables if missing (under its own advisory lock); migrations call it on the
 * connection they hold, so a pool of one connection cannot wait on itself.
 */
export async function installJobSchema(client: pg.Pool | pg.PoolClient): Promise<void> {
  const boss = new PgBoss({ db: poolDb(client), schema: JOB_SCHEMA, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * The SQL text of the statements pg-boss runs without awaiting them: a job's completion and its
 * failure, recorded after a worker's handler. Read from pg-boss's own statement builders (no public
 * export), so an upgrade that changes them fails here at start rather than silently.
 */
function completionCommands(schema: string): Set<string> {
  const plans = createRequire(import.meta.url)('pg-boss/src/plans') as Partial<Record<'completeJobs' | 'failJobsById', (schema: string) => string>>;
  if (typeof plans.completeJobs !== 'function' || typeof plans.failJobsById !== 'function') {
    throw new Error('pg-boss no longer builds completeJobs/failJobsById: check how it records completions (platform/jobs.ts)');
  }
  return new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
}

export async function startJobQueue(opts: JobQueueOptions): Promise<JobQueue> {
  // pg-boss records a job's completion without awaiting it, and a worker's fetch in flight when
  // stop() returns still hands its job over: after close() those late statements would meet a
  // pool the app is ending (an unhandled rejection). Once closed they answer nothing instead; such
  // a job stays active and is retried when it expires. (An answer without rows reads as "no job"
  // to a fetch and "nothing affected" to a completion.)
  //
  // The same unawaited completion meets a database that is down (a primary restarting): its
  // rejection is unhandled and Node ends the process (issue 24; pg-boss 10.4.2 is the last release
  // for Node 20). Those two statements' failures go to onError and answer nothing; the job stays
  // active and is retried when it expires, as after a crash. Every other statement fails as before.
  let closed = false;
  const db = poolDb(opts.pool);
  const unawaited = completionCommands(JOB_SCHEMA);
  const nothing = {} as { rows: unknown[] };
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => {
        if (closed) return Promise.resolve(nothing);
        const run = db.executeSql(text, values);
        return unawaited.has(text)
          ? run.catch((err: Error) => {
              opts.onError?.(err);
              return nothing;
            })
          : run;
      },
    },
    schema: JOB_SCHEMA,
    migrate: true,
    schedule: opts.schedule ?? true,
    pollingIntervalSeconds: opts.pollingSeconds ?? 2,
    maintenanceIntervalSeconds: opts.maintenanceSeconds ?? 15,
  });
  boss.on('error', (err: Error) => opts.onError?.(err));
  await boss.start();
  return {
    boss,
    sendInTx: (tx, name, data, options = {}) => boss.send(name, data, { ...options, db: txDb(tx) }),
    close: async () => {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
      closed = true;
    },
  };
}
