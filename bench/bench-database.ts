// A throw-away database for one bench run: on the server at BENCH_DATABASE_URL, or on an embedded
// PostgreSQL started in a temporary directory (--embedded). `drop()` removes every trace.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { withDatabase } from '../apps/api/src/seed/ensure-database.ts';
import { startEmbeddedPostgres } from '../apps/api/src/platform/embedded-postgres.ts';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  url: string;
  name: string;
  where: string;
  drop: () => Promise<void>;
}

async function admin(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(opts: { embedded: boolean; adminUrl?: string }): Promise<BenchDatabase> {
  let adminUrl = opts.adminUrl || process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_URL;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let dir: string | null = null;
  if (opts.embedded) {
    dir = mkdtempSync(join(tmpdir(), 'gaadi-bench-pg-'));
    const embedded = await startEmbeddedPostgres({ dataDir: dir, log: () => {} });
    stopEmbedded = embedded.stop;
    adminUrl = embedded.url('postgres');
  }
  const host = new URL(adminUrl).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') {
    throw new Error(`The bench only runs against a local PostgreSQL (got ${host}).`);
  }
  const name = `gaadi_bench_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database "${name}"`);
  return {
    url: withDatabase(adminUrl, name),
    name,
    where: opts.embedded ? 'embedded PostgreSQL 18 (temporary directory)' : `${host}:${new URL(adminUrl).port || 5432}`,
    async drop() {
      await admin(adminUrl, `drop database if exists "${name}" with (force)`).catch(() => {});
      await stopEmbedded?.();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
