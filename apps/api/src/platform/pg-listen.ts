// One PostgreSQL LISTEN connection that comes back after it is lost: the listing change feed and
// the notification bus both hold one. A connection is given back exactly once and destroyed, not
// pooled: pg may raise 'error' more than once for one broken connection, or after close() has given
// it back (a test dropping its database ends every session), and a second release() throws.
import type pg from 'pg';

interface Log {
  warn: (obj: object, msg: string) => void;
}

export interface PgListener {
  /** Settles once the first attempt to listen has succeeded or failed (never rejects; a failure is retried). */
  ready: Promise<void>;
  close: () => Promise<void>;
}

const RETRY_MS = [200, 1_000, 5_000];

export function listenOnPostgres(opts: {
  pool: pg.Pool;
  channel: string;
  onPayload: (payload: string) => void;
  /** Called once listening again after a lost connection (messages may have been missed meanwhile). */
  onReconnected?: () => void;
  log: Log;
  /** Who is listening, for the log line ("listing change feed"). */
  name: string;
}): PgListener {
  const { pool, channel, log } = opts;
  let current: { client: pg.PoolClient; giveBack: () => void } | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  let settle: () => void = () => {};
  const ready = new Promise<void>((r) => (settle = r));

  const retry = (err: Error) => {
    if (closed || timer) return;
    log.warn({ err }, `${opts.name} lost its PostgreSQL connection; reconnecting`);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
  };

  const connect = async (): Promise<void> => {
    let c: pg.PoolClient | null = null;
    let givenBack = false;
    const giveBack = () => {
      if (!c || givenBack) return;
      givenBack = true;
      c.removeAllListeners('notification');
      if (current?.client === c) current = null;
      c.release(true);
    };
    try {
      c = await pool.connect();
      c.on('notification', (n) => opts.onPayload(n.payload ?? ''));
      c.on('error', (err) => {
        if (givenBack) return;
        giveBack();
        retry(err);
      });
      await c.query(`listen ${channel}`);
      if (closed) return giveBack();
      if (attempt > 0) opts.onReconnected?.();
      attempt = 0;
      current = { client: c, giveBack };
    } catch (err) {
      giveBack();
      retry(err as Error);
    } finally {
      settle();
    }
  };

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const held = current;
      if (held) {
        await held.client.query(`unlisten ${channel}`).catch(() => {});
        held.giveBack();
      }
    },
  };
}

/** The database a pool connects to (channels are per database in PostgreSQL, not in Redis). */
export function databaseNameOf(pool: pg.Pool): string {
  const { connectionString, database } = pool.options;
  return (connectionString ? decodeURIComponent(new URL(connectionString).pathname.slice(1)) : database) || 'default';
}
