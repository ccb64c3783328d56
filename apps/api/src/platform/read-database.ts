import type pg from 'pg';
import type { AppContext } from './context.ts';
import { openPool } from './database.ts';

/**
 * The pool that public search reads use: a replica at DATABASE_READ_URL when set, else the main
 * pool. Writes, LISTEN/NOTIFY (change-feed.ts) and everything a signed-in person reads stay on the
 * primary. A replica may lag: a cached answer read from it just after a change lives at most its
 * cache's lifetime.
 */
export function openReadPool(ctx: Pick<AppContext, 'config' | 'pool' | 'metrics'>): { pool: pg.Pool; close: () => Promise<void> } {
  const url = ctx.config.databaseReadUrl;
  if (!url) return { pool: ctx.pool, close: async () => {} };
  const pool = openPool(url);
  // Its connections, statement times and lag (decision 032).
  ctx.metrics.watchPool('read', pool);
  ctx.metrics.watchReplica(ctx.pool, pool);
  return { pool, close: () => pool.end() };
}
