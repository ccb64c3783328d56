// Backups that restore (issue 24, decision 032): the database as one pg_dump in custom format
// (a consistent snapshot, however long it runs) and every stored upload (local folder or S3
// bucket), with a manifest of what each file held. `restore` brings one into an empty database
// and an empty storage and checks every file against the manifest.
//
// The uploads are copied after the dump: a photo the dump names existed when it began, so only a
// photo deleted during the backup can be missing (its listing lost it anyway); one uploaded
// during the backup may be in the folder without a row, and the orphan cleanup removes it.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Storage } from '../platform/storage.ts';

const run = promisify(execFile);

export const MANIFEST = 'manifest.json';
export const DUMP = 'database.dump';
export const UPLOADS = 'uploads';

export interface Manifest {
  format: 1;
  createdAt: string;
  serverVersion: string;
  pgDump: string;
  storage: 'local' | 's3';
  files: Array<{ key: string; bytes: number; sha256: string }>;
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
};
const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';

async function serverMajor(url: string): Promise<{ major: number; version: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string; version: string }>("select current_setting('server_version_num') as num, current_setting('server_version') as version");
    return { major: Math.floor(Number(rows[0]!.num) / 10000), version: rows[0]!.version };
  } finally {
    await client.end();
  }
}

/**
 * pg_dump and pg_restore of the server's major version or newer (an older one refuses a newer
 * server): PG_BIN if set, else Debian's /usr/lib/postgresql/<major>/bin, else the newest there,
 * else the PATH.
 */
export async function pgTool(name: 'pg_dump' | 'pg_restore', major: number): Promise<{ path: string; version: string }> {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(join(process.env.PG_BIN, name));
  candidates.push(`/usr/lib/postgresql/${major}/bin/${name}`);
  const installed = existsSync('/usr/lib/postgresql') ? await readdir('/usr/lib/postgresql') : [];
  for (const v of installed.map(Number).filter((v) => v > major).sort((a, b) => b - a)) candidates.push(`/usr/lib/postgresql/${v}/bin/${name}`);
  candidates.push(name);
  for (const path of candidates) {
    if (path.includes('/') && !existsSync(path)) continue;
    try {
      const { stdout } = await run(path, ['--version']);
      const version = stdout.trim();
      const toolMajor = Number(/(\d+)(?:\.\d+)?/.exec(version.replace(/^[^\d]*/, ''))?.[1]);
      if (toolMajor >= major) return { path, version };
    } catch {
      // not installed there
    }
  }
  throw new Error(`${name} of PostgreSQL ${major} or newer was not found (set PG_BIN to its folder, e.g. /usr/lib/postgresql/${major}/bin).`);
}

/** Writes a backup of the database at `url` and of `storage` into `dir` (created; must be empty). */
export async function backup(opts: { url: string; storage: Storage; to: string; log?: (m: string) => void }): Promise<Manifest> {
  const log = opts.log ?? (() => {});
  await mkdir(opts.to, { recursive: true });
  if ((await readdir(opts.to)).length) throw new Error(`${opts.to} is not empty: a backup goes into a folder of its own.`);
  const { major, version } = await serverMajor(opts.url);
  const dump = await pgTool('pg_dump', major);
  log(`Dumping the database (PostgreSQL ${version}) with ${dump.version}...`);
  // Custom format: compressed, restorable in parallel and table by table; one snapshot throughout.
  await run(dump.path, ['--format=custom', '--compress=6', '--no-owner', '--no-privileges', `--file=${join(opts.to, DUMP)}`, `--dbname=${opts.url}`], {
    maxBuffer: 16 * 1024 * 1024,
  });
  log('Copying the uploads...');
  const files: Manifest['files'] = [];
  for await (const key of opts.storage.keys()) {
    const body = await opts.storage.get(key);
    if (!body) continue; // deleted since it was listed
    const path = join(opts.to, UPLOADS, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
    files.push({ key, bytes: body.length, sha256: sha256(body) });
  }
  files.sort((a, b) => a.key.localeCompare(b.key));
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    serverVersion: version,
    pgDump: dump.version,
    storage: opts.storage.localRoot ? 'local' : 's3',
    files,
  };
  await writeFile(join(opts.to, MANIFEST), JSON.stringify(manifest, null, 2));
  log(`Backup written to ${opts.to}: the database and ${files.length} files (${files.reduce((n, f) => n + f.bytes, 0)} bytes).`);
  return manifest;
}

/**
 * Restores the backup in `from` into the database at `url` and into `storage`, both empty (a
 * restore never mixes with live data). Every file is checked against the manifest's hash.
 */
export async function restore(opts: { url: string; storage: Storage; from: string; jobs?: number; log?: (m: string) => void }): Promise<Manifest> {
  const log = opts.log ?? (() => {});
  const manifest = JSON.parse(await readFile(join(opts.from, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}.`);
  const client = new pg.Client({ connectionString: opts.url });
  await client.connect();
  let major: number;
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace where c.relkind in ('r', 'p') and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%'",
    );
    if (rows[0]!.n > 0) throw new Error('The target database is not empty: restore into a new database (createdb) and point DATABASE_URL at it.');
    major = Math.floor(Number((await client.query<{ n: string }>("select current_setting('server_version_num') as n")).rows[0]!.n) / 10000);
  } finally {
    await client.end();
  }
  for await (const key of opts.storage.keys()) throw new Error(`The target storage is not empty (it holds ${key}): restore into an empty folder or bucket.`);
  const tool = await pgTool('pg_restore', major);
  log(`Restoring the database with ${tool.version}...`);
  await run(
    tool.path,
    ['--no-owner', '--no-privileges', '--exit-on-error', `--jobs=${opts.jobs ?? 2}`, `--dbname=${opts.url}`, join(opts.from, DUMP)],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  log(`Restoring ${manifest.files.length} files...`);
  for (const f of manifest.files) {
    const body = await readFile(join(opts.from, UPLOADS, f.key));
    if (body.length !== f.bytes || sha256(body) !== f.sha256) throw new Error(`${f.key} in the backup does not match its manifest entry: the backup is damaged.`);
    await opts.storage.put(f.key, body, contentTypeOf(f.key));
  }
  log('Restore complete.');
  return manifest;
}
