import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema.ts';
import { openDatabase } from './database.ts';
import { acquireDataDirLock, startEmbeddedPostgres } from './embedded-postgres.ts';

const apiRoot = new URL('../..', import.meta.url).pathname;
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const tempDataDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'gaadi-durability-')); // mode 0700, owned by root: the app must cope
  dirs.push(d);
  return d;
};

interface Stream {
  child: ChildProcess;
  /** Ids acknowledged so far; keeps growing until the child's output ends. */
  ids: string[];
  /** Resolves when stdout has ended (every ack the child wrote has been read). */
  ended: Promise<void>;
}

/** Runs insert-stream.ts and resolves once `acks` inserts are acknowledged. */
function streamInserts(dataDir: string, acks: number): Promise<Stream> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/insert-stream.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const ids: string[] = [];
  let buf = '';
  let err = '';
  child.stderr!.on('data', (c) => (err += c));
  const ended = new Promise<void>((r) => child.stdout!.once('end', () => r()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      buf += chunk;
      const lines = buf.split('\n');
      buf = lines.pop()!;
      for (const l of lines) if (l.startsWith('ack ')) ids.push(l.slice(4));
      if (ids.length >= acks) resolve({ child, ids, ended });
    });
    child.once('exit', (code) => reject(new Error(`insert stream exited early (${code}): ${err}`)));
  });
}

async function killAndDrain(stream: Stream) {
  const exited = stream.child.exitCode !== null ? Promise.resolve() : new Promise((r) => stream.child.once('exit', r));
  stream.child.kill('SIGKILL');
  await Promise.all([stream.ended, exited]);
  return [...stream.ids];
}

const postmasterPid = (dataDir: string) => Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

async function countFound(dataDir: string, ids: string[]) {
  const pg = await startEmbeddedPostgres({ dataDir, log: () => {} });
  const db = openDatabase(pg.url('postgres'), { max: 1 });
  try {
    const rows = await db.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.template, 'durability'));
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => found.has(id)).length;
  } finally {
    await db.close();
    await pg.stop();
  }
}

describe('embedded PostgreSQL', () => {
  it('keeps every acknowledged row after the app is killed with SIGKILL mid-stream, stopping the orphaned server on restart', async () => {
    const dataDir = tempDataDir();
    const stream = await streamInserts(dataDir, 200);
    const orphan = postmasterPid(dataDir);
    const ids = await killAndDrain(stream);
    expect(ids.length).toBeGreaterThanOrEqual(200);
    expect(await countFound(dataDir, ids)).toBe(ids.length);
    expect(() => process.kill(orphan, 0)).toThrow(); // the orphan was stopped, not left running
  }, 120_000);

  it('keeps every acknowledged row when the database server itself dies with SIGKILL (crash recovery)', async () => {
    const dataDir = tempDataDir();
    const stream = await streamInserts(dataDir, 200);
    process.kill(postmasterPid(dataDir), 'SIGKILL'); // no checkpoint, no clean shutdown
    const ids = await killAndDrain(stream);
    expect(ids.length).toBeGreaterThanOrEqual(200);
    expect(await countFound(dataDir, ids)).toBe(ids.length);
  }, 120_000);

  it('refuses a second app process on the same data directory with a clear message', async () => {
    const dataDir = tempDataDir();
    const stream = await streamInserts(dataDir, 1);
    expect(() => acquireDataDirLock(dataDir)).toThrow(/Another GaadiBazaar process \(pid \d+\) is already using the data directory/);
    await killAndDrain(stream);
    // Once the holder is gone its stale lock no longer blocks a start.
    const release = acquireDataDirLock(dataDir);
    release();
    // Clean up the orphaned server the killed child left behind.
    await (await startEmbeddedPostgres({ dataDir, log: () => {} })).stop();
  }, 120_000);
});
