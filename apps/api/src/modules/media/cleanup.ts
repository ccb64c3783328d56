// Uploads that no listing claimed within a day are removed (rows and files), once an hour.
import type { AppContext } from '../../platform/context.ts';
import { deleteOrphans } from './queries.ts';
import { removeStoredFiles } from './stored-files.ts';

export const ORPHAN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** One sweep; returns how many stored files were removed. */
export async function sweepOrphanUploads(ctx: AppContext, now = new Date()): Promise<number> {
  const keys = await deleteOrphans(ctx.db, new Date(now.getTime() - ORPHAN_MAX_AGE_MS));
  await removeStoredFiles(ctx, keys);
  return keys.length;
}

/** Starts the hourly sweep (also once shortly after start); returns the stop function. */
export function startUploadCleanup(ctx: AppContext, opts: { intervalMs?: number; log?: { warn: (o: object, m: string) => void } } = {}): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sweepOrphanUploads(ctx);
    } catch (e) {
      opts.log?.warn({ err: (e as Error).message }, 'upload cleanup failed');
    } finally {
      running = false;
    }
  };
  // run() reports its own failures.
  const first = setTimeout(() => void run(), 60_000);
  const timer = setInterval(() => void run(), opts.intervalMs ?? CLEANUP_INTERVAL_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
