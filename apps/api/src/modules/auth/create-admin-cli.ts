// npm run admin:create -- --email a@b.in [--password secret] [--name "Asha"]
// npm run admin:disable -- --email a@b.in        (npm run admin:create -- --email a@b.in --enable undoes it)
// Creates an admin, or sets the password (and name) of an existing one; or disables an admin, whose
// tokens then stop working at once. Connects to DATABASE_URL,
// or to the embedded database of DATA_DIR, which only one process may use: refuses while the app runs.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { loadConfig } from '../../platform/config.ts';
import { openDatabase, runMigrations, type Database } from '../../platform/database.ts';
import { acquireDataDirLock, startEmbeddedPostgres } from '../../platform/embedded-postgres.ts';
import { findAdminByEmail, insertAdminIfAbsent, setAdminDisabled, updateAdmin } from './admin-queries.ts';
import { hashPassword } from './password.ts';

const USAGE =
  'Usage: npm run admin:create -- --email admin@example.in [--password <at least 8 characters>] [--name "Admin"]\n' +
  '       npm run admin:disable -- --email admin@example.in   (--enable with admin:create re-enables)';
const EMBEDDED_DB = 'gaadibazaar'; // the database main.ts uses inside the embedded server

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArgs() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, disable: { type: 'boolean' }, enable: { type: 'boolean' } },
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) fail(`A valid --email is required.\n${USAGE}`);
  if (values.password !== undefined && values.password.length < 8) fail(`The password must have at least 8 characters.\n${USAGE}`);
  if (values.disable && (values.enable || values.password !== undefined)) fail(`--disable goes alone with --email.\n${USAGE}`);
  return { email: email.data, password: values.password, name: values.name?.trim() || undefined, disable: !!values.disable, enable: !!values.enable };
}

async function connect(): Promise<{ database: Database; done: () => Promise<void> }> {
  // The CLI signs no tokens: a placeholder keeps loadConfig from demanding JWT_SECRET in production.
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'x'.repeat(48) });
  if (config.databaseUrl) {
    const database = openDatabase(config.databaseUrl, { max: 2 });
    return { database, done: () => database.close() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  let release: () => void;
  try {
    release = acquireDataDirLock(config.dataDir);
  } catch (e) {
    fail(`${(e as Error).message}\nThe app is running on this data directory: stop it, then run admin:create again (or set ADMIN_EMAIL/ADMIN_PASSWORD and restart).`);
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: () => {} });
  const admin = new pg.Client({ connectionString: embedded.url() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [EMBEDDED_DB]);
  if (!rowCount) await admin.query(`create database "${EMBEDDED_DB}"`);
  await admin.end();
  const database = openDatabase(embedded.url(EMBEDDED_DB), { max: 2 });
  return {
    database,
    done: async () => {
      await database.close();
      await embedded.stop();
      release();
    },
  };
}

async function main() {
  const args = readArgs();
  const password = args.password ?? randomBytes(12).toString('base64url');
  const { database, done } = await connect();
  try {
    await runMigrations(database);
    if (args.disable) {
      if (!(await setAdminDisabled(database.db, args.email, true))) fail(`No admin ${args.email}.`);
      console.log(`Disabled admin ${args.email}: their sessions end now.`);
      return;
    }
    if (args.enable) await setAdminDisabled(database.db, args.email, false);
    const passwordHash = await hashPassword(password);
    const existing = await findAdminByEmail(database.db, args.email);
    if (existing) {
      await updateAdmin(database.db, existing.id, { passwordHash, ...(args.name ? { name: args.name } : {}) });
      console.log(`Updated the password of admin ${existing.email}.`);
    } else {
      await insertAdminIfAbsent(database.db, { email: args.email, name: args.name ?? 'Admin', passwordHash });
      console.log(`Created admin ${args.email}.`);
    }
    if (!args.password) console.log(`Generated password: ${password}`);
  } finally {
    await done();
  }
}

main().catch((e) => fail(`admin:create failed: ${(e as Error).message}`));
