// One PostgreSQL for the whole run: the embedded one (PostgreSQL 18), or the server at
// TEST_DATABASE_URL (e.g. PostgreSQL 15 at 127.0.0.1:5432). A migrated template database with
// the catalogue is made once; each test file clones it (see helper.ts) and drops its clone.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedCatalogue } from '../seed/catalogue.ts';
import { openDatabase, runMigrations } from '../platform/database.ts';
import { startEmbeddedPostgres } from '../platform/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    pgPrefix: string;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL ?? '';
  let stopEmbedded: (() => Promise<void>) | null = null;
  let dir: string | null = null;
  if (!adminUrl) {
    dir = mkdtempSync(join(tmpdir(), 'gaadi-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dataDir: dir, log: () => {} });
    stopEmbedded = embedded.stop;
    adminUrl = embedded.url('postgres');
  }
  const prefix = `gaadi_t_${process.pid}_${randomBytes(3).toString('hex')}`;
  const template = `${prefix}_tpl`;
  await adminQuery(adminUrl, `create database "${template}"`);
  const database = openDatabase(withDatabase(adminUrl, template), { max: 2 });
  await runMigrations(database);
  await seedCatalogue(database.db);
  await database.close();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  project.provide('pgPrefix', prefix);

  return async () => {
    // helper.ts clones the next file's database ahead and drops closed ones in the background: wait
    // for any such statement still running (a worker's exit does not cancel it) before dropping.
    for (let i = 0; i < 60; i++) {
      const { rows: busy } = await adminQuery(adminUrl, `select 1 from pg_stat_activity where pid <> pg_backend_pid() and query ilike '%database "${prefix}%' and state = 'active'`);
      if (busy.length === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const { rows } = await adminQuery(adminUrl, `select datname from pg_database where datname like '${prefix}%'`);
    for (const r of rows) await adminQuery(adminUrl, `drop database if exists "${r.datname}" with (force)`);
    await stopEmbedded?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
