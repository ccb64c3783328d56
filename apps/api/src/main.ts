// Reads config, opens the database (embedded PostgreSQL unless DATABASE_URL is set), migrates,
// seeds an empty database, creates the first admin and listens.
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { seedCatalogue } from './seed/catalogue.ts';
import { seedDemoListings } from './seed/demo.ts';
import { ensureFirstAdmin } from './modules/auth/bootstrap-admin.ts';
import { startUploadCleanup } from './modules/media/cleanup.ts';
import { loadConfig } from './platform/config.ts';
import { assertServerVersion, openDatabase, runMigrations } from './platform/database.ts';
import { acquireDataDirLock, startEmbeddedPostgres, type EmbeddedPostgres } from './platform/embedded-postgres.ts';
import { listings } from './db/schema.ts';

async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  let releaseLock: () => void;
  try {
    releaseLock = acquireDataDirLock(config.dataDir);
  } catch (e) {
    console.error(`[gaadibazaar] Could not start: ${(e as Error).message}`);
    process.exit(1);
  }
  let embedded: EmbeddedPostgres | null = null;
  const say = (m: string) => console.log(`[gaadibazaar] ${m}`);
  let shuttingDown = false;
  const cleanup: Array<() => Promise<void> | void> = [];
  const shutdown = async (code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    for (const fn of cleanup.reverse()) await Promise.resolve(fn()).catch(() => {});
    releaseLock();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    let url = config.databaseUrl;
    if (!url) {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: say });
      cleanup.push(() => embedded!.stop());
      await ensureDatabase(embedded.url(), 'gaadibazaar');
      url = embedded.url('gaadibazaar');
      say(`Embedded PostgreSQL 18 on 127.0.0.1:${embedded.port} (data in ${config.dataDir}/pg)`);
    }
    const database = openDatabase(url);
    cleanup.push(() => database.close());
    await assertServerVersion(database);
    await runMigrations(database);
    await seedCatalogue(database.db);

    const app = await buildApp({ config, database, serveWeb: true });
    cleanup.push(() => app.close());
    const count = await database.db.$count(listings);
    if (count === 0 && config.seedDemo) {
      say('Empty database: creating demo listings with generated photos...');
      const n = await seedDemoListings({ db: database.db, storage: app.ctx.storage, log: app.log, count: config.seedDemoListings });
      say(`Demo data ready: ${n} listings.`);
    }
    const admin = await ensureFirstAdmin(app.ctx, app.log);
    cleanup.push(startUploadCleanup(app.ctx, { log: app.log }));
    await app.listen({ port: config.port, host: config.host });
    say(`Ready: ${config.publicUrl}  (API docs: ${config.publicUrl}/api/docs)`);
    if (admin?.password) say(`Demo admin: ${admin.email} / ${admin.password}  (sign in at ${config.publicUrl}/admin/login)`);
    if (config.devOtpBypass) say('DEV_OTP_BYPASS is on: the fixed development code signs in without a real OTP.');
  } catch (e) {
    console.error(`[gaadibazaar] Could not start: ${(e as Error).message}`);
    await shutdown(1);
  }
}

async function ensureDatabase(adminUrl: string, name: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

void main();
