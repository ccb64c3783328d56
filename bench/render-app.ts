// The API app, built in this process as production builds it and with its search index read, for
// the scripts that time renders and requests one by one (stage-times.ts, render-ab.ts,
// profile-pages.ts, profile-urls.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/database.ts';
import { searchIndexRead } from './index-ready.ts';

/** `serveWeb`: the web app's pages too (the default); `env`: settings over production's. */
export async function openRenderApp(databaseUrl: string, opts: { serveWeb?: boolean; env?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gaadi-render-'));
  const database = openDatabase(databaseUrl);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1', ...opts.env });
  const app = await buildApp({ config, database, logger: false, serveWeb: opts.serveWeb ?? true });
  await app.ready();
  await searchIndexRead(app);
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
