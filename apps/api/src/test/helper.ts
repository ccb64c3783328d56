// Builds the app on a fresh database cloned from the run's template; closes and drops it after
// (the clone made ahead and the drop in the background: see cloneTemplate).
//   const t = useTestApp();            // in a test file: beforeAll/afterAll are registered
//   const res = await t.app.inject({ method: 'GET', url: '/api/v1/cars/' });
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import type { AppContext } from '../platform/context.ts';
import { openDatabase, type Database } from '../platform/database.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

export interface TestApp {
  app: App;
  ctx: AppContext;
  database: Database;
  config: Config;
  /** Connection string of this file's database (for a second pool or a child process). */
  url: string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  overrides?: Partial<AppContext>;
  logger?: Parameters<typeof buildApp>[0]['logger'];
  /** Serve the web build at WEB_DIST_DIR (env) as `npm start` does. */
  serveWeb?: boolean;
}

async function createClone(): Promise<{ url: string; name: string }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `${inject('pgPrefix')}_${randomBytes(4).toString('hex')}`;
  // Concurrent clones of one template can collide on its lock: retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database "${name}" template "${inject('pgTemplate')}"`);
      break;
    } catch (e) {
      if (attempt >= 20) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  return { url: withDatabase(adminUrl, name), name };
}

// A clone and a drop each took about a second of waiting on the server (more under load), once per
// app, some 200 times a run. The files of a worker share this module (isolate: false in
// vitest.config.ts), so the next app's clone is made while the current file runs, and a closed
// app's database is dropped while the next file runs. A clone or drop still in flight when the
// worker ends is finished and dropped by global-setup.ts's teardown (every database of the run's prefix).
let spare: Promise<{ url: string; name: string }> | null = null;

function cloneTemplate(): Promise<{ url: string; name: string }> {
  const next = spare ?? createClone();
  spare = createClone();
  spare.catch(() => {}); // a failed spare is reported by the createTestApp that awaits it
  return next;
}

function dropInBackground(name: string) {
  adminQuery(inject('pgAdminUrl'), `drop database if exists "${name}" with (force)`).catch(() => {
    // left to the run's teardown, which drops every database of the prefix
  });
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const { url, name } = await cloneTemplate();
  const dataDir = mkdtempSync(join(tmpdir(), 'gaadi-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    DATABASE_URL: url,
    ...opts.env,
  });
  const database = openDatabase(url, { max: 8 });
  const app = await buildApp({ config, database, overrides: opts.overrides, logger: opts.logger ?? false, serveWeb: opts.serveWeb });
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    database,
    config,
    url,
    async close() {
      await app.close();
      await database.close();
      dropInBackground(name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers beforeAll/afterAll for one app per test file; read `t.app` etc. inside tests. */
export function useTestApp(opts: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(opts));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}
