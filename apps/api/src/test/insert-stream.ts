// Child process for the durability test: starts the embedded PostgreSQL in DATA_DIR, then inserts
// rows one by one, printing "ack <id>" only after each INSERT has committed.
import { emailOutbox } from '../db/schema.ts';
import { openDatabase, runMigrations } from '../platform/database.ts';
import { acquireDataDirLock, startEmbeddedPostgres } from '../platform/embedded-postgres.ts';

const dataDir = process.env.DATA_DIR!;
acquireDataDirLock(dataDir);
const pg = await startEmbeddedPostgres({ dataDir, log: () => {} });
const database = openDatabase(pg.url('postgres'), { max: 1 });
await runMigrations(database);
process.stdout.write(`ready ${pg.port}\n`);
for (let i = 0; ; i++) {
  const [row] = await database.db
    .insert(emailOutbox)
    .values({ to: `row${i}@example.com`, subject: `row ${i}`, template: 'durability', text: '', html: '' })
    .returning({ id: emailOutbox.id });
  process.stdout.write(`ack ${row!.id}\n`);
}
