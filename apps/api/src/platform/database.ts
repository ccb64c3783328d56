import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema.ts';
import { installJobSchema } from './jobs.ts';

// COUNT(*) and other bigints come back as JS numbers (they stay far below 2^53 here).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the database: query functions take either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  pool: pg.Pool;
  db: Db;
  close: () => Promise<void>;
}

export const MIGRATIONS_FOLDER = new URL('../db/migrations', import.meta.url).pathname;

/**
 * A pool whose connections may be dropped at any moment (a primary restart or failover ends every
 * session) without taking the process down. pg-pool listens for 'error' only on idle clients; a
 * client checked out for a transaction emits an unhandled 'error' event when its session ends
 * between two statements (issue 24). Every client gets a listener of its own: the statement in
 * flight fails, the transaction's caller sees it (503), and pg-pool discards the broken client on
 * release. A connection attempt gives up after `connectTimeoutMs` instead of queuing forever.
 */
export function openPool(url: string, opts: { max?: number; connectTimeoutMs?: number } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 16,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
  });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export function openDatabase(url: string, opts: { max?: number } = {}): Database {
  const pool = openPool(url, opts);
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}

/** Runs pending migrations under an advisory lock so that two processes never migrate at once. */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      await installJobSchema(client); // pg-boss's own tables (decision 012)
    } finally {
      await client.query('select pg_advisory_unlock(727274)');
    }
  } finally {
    client.release();
  }
}

/** PostgreSQL 15 or newer is required (MERGE, NULLS NOT DISTINCT, pg_trgm 1.6). */
export async function assertServerVersion(database: Database): Promise<number> {
  const { rows } = await database.pool.query<{ server_version_num: string }>('show server_version_num');
  const version = Number(rows[0]!.server_version_num);
  if (version < 150000) throw new Error(`PostgreSQL 15 or newer is required; this server is ${version}.`);
  return version;
}

/**
 * The database cannot be reached or ended the session (a restart, a failover, a full server): a
 * request failing on it is answered 503 with Retry-After, never 500. SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (shutdown, crash, cannot connect now), 53300 (too many connections), and
 * node-postgres's own messages for a lost or refused connection.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  for (let err = e as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0; err && depth < 4; depth++) {
    const code = typeof err.code === 'string' ? err.code : '';
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ETIMEDOUT') return true;
    if (/Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly/i.test(err.message ?? '')) return true;
    err = err.cause as typeof err;
  }
  return false;
}

/** PostgreSQL unique violation (of that index, when named), also when wrapped by Drizzle's DrizzleQueryError. */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgError = err?.code === '23505' ? err : err?.cause?.code === '23505' ? err.cause : null;
  return !!pgError && (constraint === undefined || pgError.constraint === constraint);
}

/**
 * A query of a fixed shape, built once per database handle and sent as a named prepared statement
 * (drizzle's `.prepare(name)`, values as `sql.placeholder()`; decision 044). Drizzle otherwise
 * builds the SQL of every call anew, which for a whole listings row cost about 0.5 ms of a 2.4 ms
 * GET /cars/{id}/; PostgreSQL parses and plans a named statement once per connection. For lookups
 * by key only: a generic plan is wrong for a search whose best plan depends on its values. A
 * transaction is a handle of its own (it prepares again, under the same name and text).
 */
export function preparedQuery<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const byHandle = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) byHandle.set(db, (query = build(db)));
    return query;
  };
}
