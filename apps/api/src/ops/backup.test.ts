// Backups that restore (issue 24): a seeded system (demo sellers, listings with photos, an
// inquiry) is backed up with pg_dump and its uploads, restored into a fresh database and an empty
// storage (a folder, then an S3 bucket), and compared: row counts of every table, a listing's
// public answer and its photos' bytes as served.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import { openDatabase, runMigrations, type Database } from '../platform/database.ts';
import { seedCatalogue } from '../seed/catalogue.ts';
import { createLocalStorage, createS3Storage } from '../platform/storage.ts';
import { seedDemoListings } from '../seed/demo.ts';
import { adminQuery, withDatabase } from '../test/global-setup.ts';
import { createTestApp } from '../test/helper.ts';
import { startS3Server } from '../test/s3-server.ts';
import { backup, DUMP, MANIFEST, pgTool, restore } from './backup.ts';

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

async function adminQueryRows(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: string }>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string }>(
      "select schemaname || '.' || tablename as t from pg_tables where schemaname in ('public', 'pgboss', 'drizzle') order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { t } of rows) counts[t] = (await client.query<{ n: number }>(`select count(*)::int as n from ${t}`)).rows[0]!.n;
    return counts;
  } finally {
    await client.end();
  }
}

const PG15 = '/usr/lib/postgresql/15/bin';
const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/**
 * A PostgreSQL 15 of this test's own (Debian's server binaries), for when the suite's server is
 * newer than any pg_dump on the machine (the embedded PostgreSQL 18 of `npm test`): pg_dump
 * refuses a newer server.
 */
async function startPostgres15(): Promise<{ adminUrl: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'gaadi-pg15-'));
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot
    ? { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) }
    : {};
  if (asRoot) chownSync(dir, ids.uid!, ids.gid!);
  const port = await freePort();
  const opts = { ...ids, stdio: 'pipe' as const };
  execFileSync(`${PG15}/initdb`, ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'], opts);
  execFileSync(`${PG15}/pg_ctl`, ['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`, 'start'], opts);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      execFileSync(`${PG15}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'immediate', '-w', 'stop'], opts);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('npm run backup / npm run restore', () => {
  const t = {} as { app: App; ctx: App['ctx']; url: string; config: Config; database: Database; close: () => Promise<void> };
  let adminUrl = '';
  let stopServer: (() => void) | null = null;
  beforeAll(async () => {
    const suiteMajor = Number((await adminQueryRows(inject('pgAdminUrl'), "select current_setting('server_version_num') as n"))[0]!.n) / 10000;
    const dumpable = await pgTool('pg_dump', Math.floor(suiteMajor)).then(() => true, () => false);
    if (dumpable) {
      adminUrl = inject('pgAdminUrl');
      Object.assign(t, await createTestApp());
      return;
    }
    const pg15 = await startPostgres15();
    stopServer = pg15.stop;
    adminUrl = pg15.adminUrl;
    await adminQuery(adminUrl, 'create database source');
    const url = withDatabase(adminUrl, 'source');
    const database = openDatabase(url, { max: 4 });
    await runMigrations(database);
    await seedCatalogue(database.db);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tmp('gaadi-source-'), JWT_SECRET, PUBLIC_URL: 'http://localhost:3000', DATABASE_URL: url });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    Object.assign(t, { app, ctx: app.ctx, url, config, database, close: async () => { await app.close(); await database.close(); } });
  }, 120_000);
  const dirs: string[] = [];
  const databases: string[] = [];
  function tmp(prefix: string) {
    const d = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(d);
    return d;
  }
  const freshDatabase = async () => {
    const name = `${inject('pgPrefix')}_restore_${randomBytes(3).toString('hex')}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    databases.push(name);
    return withDatabase(adminUrl, name);
  };
  afterAll(async () => {
    await t.close?.();
    for (const name of databases) await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    stopServer?.();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  /** A listing's public answer and its photos as an app on `url` and `storage` serves them. */
  async function publicView(url: string, env: Record<string, string>, listingId: string) {
    const database = openDatabase(url, { max: 4 });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: env.DATA_DIR ?? tmp('gaadi-view-'), JWT_SECRET, PUBLIC_URL: 'http://localhost:3000', DATABASE_URL: url, ...env });
    const app = await buildApp({ config, database });
    try {
      const res = await app.inject({ url: `/api/v1/cars/${listingId}/` });
      expect(res.statusCode).toBe(200);
      const car = res.json().data as { images: Array<{ url: string; thumbnail: string }> } & Record<string, unknown>;
      const photos: Buffer[] = [];
      for (const key of car.images.flatMap((img) => [img.url, img.thumbnail]).map((u) => u.replace(/^.*?\/media\//, ''))) {
        const body = await app.ctx.storage.get(key);
        expect(body, key).not.toBeNull();
        photos.push(body!);
      }
      const search = (await app.inject({ url: '/api/v1/cars/?page=1' })).json().data as { total?: number; count?: number };
      // Counted views change with every visit: the rest of the answer must be the same.
      const { views_count: _v, view_count: _w, ...stable } = car;
      return { car: stable, photos, search };
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('restores a seeded system into a fresh database and an empty folder or bucket, all the same', async () => {
    const n = await seedDemoListings({ db: t.ctx.db, storage: t.ctx.storage, log: t.app.log, count: 3 });
    expect(n).toBeGreaterThan(0);
    const listingId = (await t.ctx.pool.query<{ id: string }>("select id from listings where status = 'approved' order by created_at limit 1")).rows[0]!.id;
    const contact = await t.app.inject({
      method: 'POST',
      url: `/api/v1/cars/${listingId}/contact/`,
      payload: { buyer_name: 'Meera', buyer_phone: '9876543210', message: 'Still available?', client_key: 'backup-test' },
    });
    expect(contact.statusCode).toBe(200);

    const to = join(tmp('gaadi-backup-'), 'backup');
    const manifest = await backup({ url: t.url, storage: t.ctx.storage, to });
    expect(readdirSync(to).sort()).toEqual([DUMP, MANIFEST, 'uploads'].sort());
    expect(manifest.files.length).toBeGreaterThanOrEqual(3);
    expect(manifest.storage).toBe('local');
    const before = await rowCounts(t.url);
    expect(before['public.listings']).toBeGreaterThanOrEqual(3);
    expect(before['public.inquiries']).toBe(1);
    const original = await publicView(t.url, { DATA_DIR: t.config.dataDir }, listingId);
    expect(original.photos.length).toBeGreaterThan(0);

    // Into a fresh database and an empty folder.
    const target = await freshDatabase();
    const dataDir = tmp('gaadi-restored-');
    await restore({ url: target, storage: createLocalStorage(join(dataDir, 'uploads'), 'http://localhost:3000'), from: to });
    expect(await rowCounts(target)).toEqual(before);
    const restored = await publicView(target, { DATA_DIR: dataDir }, listingId);
    expect(restored.car).toEqual(original.car);
    expect(restored.search).toEqual(original.search);
    expect(restored.photos.map((p) => p.toString('base64'))).toEqual(original.photos.map((p) => p.toString('base64')));

    // A restore never mixes with live data: the same database or folder again is refused.
    await expect(restore({ url: target, storage: createLocalStorage(join(tmp('gaadi-empty-'), 'uploads'), 'x'), from: to })).rejects.toThrow(/not empty/);
    await expect(restore({ url: await freshDatabase(), storage: createLocalStorage(join(dataDir, 'uploads'), 'x'), from: to })).rejects.toThrow(/storage is not empty/);
    // Nor into a folder that holds something, nor from a damaged backup.
    const used = tmp('gaadi-used-');
    writeFileSync(join(used, 'x'), 'x');
    await expect(backup({ url: t.url, storage: t.ctx.storage, to: used })).rejects.toThrow(/not empty/);
    const damaged = manifest.files[0]!;
    writeFileSync(join(to, 'uploads', damaged.key), 'not the photo');
    await expect(restore({ url: await freshDatabase(), storage: createLocalStorage(join(tmp('gaadi-empty-'), 'uploads'), 'x'), from: to })).rejects.toThrow(/damaged/);
  }, 90_000); // a backup and a restore of a seeded system (pg_dump, pg_restore, the uploads): 15 s alone, more under load

  it('backs up and restores an S3 bucket', async () => {
    const s3 = await startS3Server('gaadi-backup-src');
    const s3b = await startS3Server('gaadi-backup-dst');
    const source = createS3Storage(loadConfig({ ...s3.env, JWT_SECRET, DATA_DIR: tmp('gaadi-cfg-') }).s3!);
    const target = createS3Storage(loadConfig({ ...s3b.env, JWT_SECRET, DATA_DIR: tmp('gaadi-cfg-') }).s3!);
    try {
      const objects: Record<string, Buffer> = {};
      for (let i = 0; i < 3; i++) objects[`listings/l${i}/photo-${i}.webp`] = randomBytes(1000 + i);
      objects['avatars/u1.jpg'] = randomBytes(500);
      for (const [k, v] of Object.entries(objects)) await source.put(k, v, 'image/webp');
      const to = join(tmp('gaadi-backup-s3-'), 'b');
      const manifest = await backup({ url: t.url, storage: source, to });
      expect(manifest.storage).toBe('s3');
      expect(manifest.files.map((f) => f.key).sort()).toEqual(Object.keys(objects).sort());
      await restore({ url: await freshDatabase(), storage: target, from: to });
      for (const [k, v] of Object.entries(objects)) expect((await target.get(k))?.equals(v), k).toBe(true);
    } finally {
      source.close?.();
      target.close?.();
      await s3.stop();
      await s3b.stop();
    }
  });
});
