// npm run seed -- --listings 100000 [--embedded] [--demo]
// Migrates, seeds the catalogue, then adds realistic listings in bulk (and optionally the demo set).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { announceEverythingChanged } from '../platform/change-feed.ts';
import { openDatabase, runMigrations, assertServerVersion } from '../platform/database.ts';
import { acquireDataDirLock, startEmbeddedPostgres } from '../platform/embedded-postgres.ts';
import { createLocalStorage } from '../platform/storage.ts';
import { seedBulkListings } from './bulk.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedDemoListings } from './demo.ts';
import { ensureDatabase } from './ensure-database.ts';

const USAGE = `Usage: npm run seed -- [--listings N] [--demo] [--embedded] [--batch N]

Adds N realistic listings (default 1000) to a GaadiBazaar database, after running its migrations
and seeding the catalogue. Photos go to DATA_DIR/uploads (default ./data/uploads).

  DATABASE_URL   the PostgreSQL database to seed (required unless --embedded)
  --embedded     use the embedded PostgreSQL of DATA_DIR instead (stop the app first)
  --listings N   how many listings to add (0 for none)
  --demo         also create the demo sellers and listings with photos
  --batch N      rows per INSERT (default 5000)`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      listings: { type: 'string', default: '1000' },
      batch: { type: 'string', default: '5000' },
      embedded: { type: 'boolean', default: false },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const count = Number(values.listings);
  const batchSize = Number(values.batch);
  if (values.help || !Number.isInteger(count) || count < 0 || !Number.isInteger(batchSize) || batchSize < 1) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  if (!values.embedded && !process.env.DATABASE_URL) {
    console.log(`DATABASE_URL is not set.\n\n${USAGE}`);
    return 1;
  }

  const dataDir = resolve(process.env.DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true });
  const cleanup: Array<() => Promise<void> | void> = [];
  try {
    let url = process.env.DATABASE_URL ?? '';
    if (values.embedded) {
      cleanup.push(acquireDataDirLock(dataDir));
      const embedded = await startEmbeddedPostgres({ dataDir, log: (m) => console.log(m) });
      cleanup.push(() => embedded.stop());
      await ensureDatabase(embedded.url(), 'gaadibazaar');
      url = embedded.url('gaadibazaar');
    }
    const database = openDatabase(url, { max: 4 });
    cleanup.push(() => database.close());
    await assertServerVersion(database);
    await runMigrations(database);
    await seedCatalogue(database.db);
    const storage = createLocalStorage(join(dataDir, 'uploads'), process.env.PUBLIC_URL || 'http://localhost:3000');
    if (values.demo) {
      const log = { info: (_o: unknown, m: string) => console.log(m) } as unknown as Parameters<typeof seedDemoListings>[0]['log'];
      console.log(`Demo listings: ${await seedDemoListings({ db: database.db, storage, log })}`);
    }
    if (count > 0) {
      const r = await seedBulkListings({ db: database.db, storage, count, batchSize, log: (m) => console.log(m) });
      console.log(`Inserted ${r.listings.toLocaleString('en-IN')} listings for ${r.sellers} sellers in ${(r.ms / 1000).toFixed(1)} s (${r.rowsPerSecond.toLocaleString('en-IN')} rows/s).`);
    }
    // API processes serving this database hear of it: caches cleared, search index read again.
    if (values.demo || count > 0) await announceEverythingChanged({ pool: database.pool, redisUrl: process.env.REDIS_URL || null });
    return 0;
  } catch (e) {
    console.error(`Seeding failed: ${(e as Error).message}`);
    return 1;
  } finally {
    for (const fn of cleanup.reverse()) await Promise.resolve(fn()).catch(() => {});
  }
}

process.exitCode = await main();
