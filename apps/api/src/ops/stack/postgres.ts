// PostgreSQL 15 for the local production stack (decision 039): a primary (wal_level replica) and
// a hot standby made with `pg_basebackup -R`, fed by streaming replication. Debian's binaries,
// run as the "postgres" user when this runs as root.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { postgresIds, startChild, waitUntil, type Child } from './processes.ts';

export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  port: number;
  dir: string;
  url: (database?: string) => string;
  child: Child | null;
  start: () => Promise<void>;
  /** Fast shutdown (SIGINT): sessions end, the server exits cleanly. */
  stop: () => Promise<void>;
}

function server(name: string, dir: string, port: number, log: string, settings: string[]): PostgresServer {
  const ids = postgresIds();
  const s: PostgresServer = {
    port,
    dir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    child: null,
    async start() {
      const args = ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...settings.flatMap((x) => ['-c', x])];
      s.child = startChild(name, `${PG_BIN}/postgres`, args, { ...ids, log });
      const child = s.child;
      await waitUntil(`${name} on port ${port}`, async () => {
        if (child.proc.exitCode !== null) throw new Error(`${name} exited; see ${log}`);
        return query(s.url(), 'select 1').then(() => true, () => false);
      }, 60_000, 200);
    },
    async stop() {
      await s.child?.stop('SIGINT', 30_000);
      s.child = null;
    },
  };
  return s;
}

export async function query<R extends pg.QueryResultRow = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

function ownedDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const ids = postgresIds();
  if (ids.uid !== undefined) chownSync(dir, ids.uid, ids.gid!);
}

// What an operator reads after a stall: lock waits past deadlock_timeout (1 s), statements over 2 s,
// autovacuum runs over 1 s (a fresh stack's first soak stalled 70 s once: docs/performance.md).
const DIAGNOSTICS = ['log_lock_waits=on', 'log_min_duration_statement=2000', 'log_autovacuum_min_duration=1000'];
const PRIMARY_SETTINGS = ['wal_level=replica', 'max_wal_senders=8', 'wal_keep_size=256MB', 'max_connections=200', 'shared_buffers=128MB', 'fsync=on', ...DIAGNOSTICS];
const STANDBY_SETTINGS = ['hot_standby=on', 'hot_standby_feedback=on', 'max_connections=200', 'shared_buffers=128MB'];

/** Creates (first run) and starts the primary; creates the application database. */
export async function startPrimary(state: string, port: number): Promise<PostgresServer> {
  const dir = join(state, 'pg-primary');
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    ownedDir(dir);
    execFileSync(`${PG_BIN}/initdb`, ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'], { ...postgresIds(), stdio: 'pipe' });
  }
  const primary = server('postgres-primary', dir, port, join(state, 'pg-primary.log'), PRIMARY_SETTINGS);
  await primary.start();
  const [exists] = await query(primary.url(), "select 1 from pg_database where datname = 'gaadibazaar'");
  if (!exists) await query(primary.url(), 'create database gaadibazaar');
  return primary;
}

/** Creates (first run: pg_basebackup -R from the primary) and starts the hot standby. */
export async function startStandby(state: string, port: number, primary: PostgresServer): Promise<PostgresServer> {
  const dir = join(state, 'pg-standby');
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    ownedDir(dir);
    execFileSync(`${PG_BIN}/pg_basebackup`, ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dir, '-X', 'stream', '-R', '-c', 'fast'], {
      ...postgresIds(),
      stdio: 'pipe',
    });
  }
  // The primary's address on every start, not only as pg_basebackup -R wrote it on the first: a
  // state kept from a run on other ports (the stack moved from 34000 and 55400 to 21000 and 22400)
  // would otherwise stream from a port nothing listens on. The command line wins over the file.
  const upstream = `primary_conninfo=host=127.0.0.1 port=${primary.port} user=postgres`;
  const standby = server('postgres-standby', dir, port, join(state, 'pg-standby.log'), [...STANDBY_SETTINGS, upstream]);
  await standby.start();
  return standby;
}

/** Waits until the standby has replayed everything the primary had written when this was called. */
export async function waitForReplay(primary: PostgresServer, standby: PostgresServer, timeoutMs = 30_000): Promise<void> {
  const [{ lsn }] = (await query<{ lsn: string }>(primary.url(), 'select pg_current_wal_lsn()::text as lsn')) as [{ lsn: string }];
  await waitUntil('the standby to replay', async () => {
    const [r] = await query<{ behind: boolean }>(standby.url(), 'select pg_last_wal_replay_lsn() < $1::pg_lsn as behind', [lsn]);
    return r?.behind === false;
  }, timeoutMs);
}
