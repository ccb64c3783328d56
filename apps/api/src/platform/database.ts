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

export function openDatabase(url: string, opts: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 16, idleTimeoutMillis: 30_000 });
  // A dropped connection must not crash the process; the next query gets a new one.
  pool.on('error', () => {});
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

/** PostgreSQL unique violation, also when wrapped by Drizzle's DrizzleQueryError. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
}
