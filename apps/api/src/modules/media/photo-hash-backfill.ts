// Hashes photos uploaded before migration 0007 (which hashes at upload), so that issue 15's
// duplicate-photo flag sees them too. One batch per job (media/workers.ts chains them): a restart
// resumes from the last cursor and no job runs long.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { imageWork } from '../../platform/image-work.ts';
import { perceptualHash } from './perceptual-hash.ts';
import { settlePerceptualHash, unhashedImagesAfter } from './photo-hash-queries.ts';

export const PHOTO_HASH_BATCH = 50;

export interface PhotoHashBatch {
  hashed: number;
  /** Flat pictures (no hash by design), missing files and unreadable ones. */
  skipped: number;
  /** The last id this batch passed: where the next one starts. */
  cursor: string | null;
  /** No unhashed photo is left after the cursor. */
  done: boolean;
}

export interface PhotoHashBatchOptions {
  /** The last id of the previous batch; null to start from the first photo. */
  after: string | null;
  log: Pick<FastifyBaseLogger, 'warn'>;
  limit?: number;
  /** Checked between photos: the app is closing, so the rest is left to the next job. */
  shouldStop?: () => boolean;
}

/**
 * Hashes up to `limit` unhashed photos after the cursor. The cursor passes every photo it reads,
 * hashed or not: flat pictures keep a null hash and would otherwise be read again and again.
 */
export async function backfillPhotoHashBatch(ctx: AppContext, opts: PhotoHashBatchOptions): Promise<PhotoHashBatch> {
  const limit = opts.limit ?? PHOTO_HASH_BATCH;
  const images = await unhashedImagesAfter(ctx.db, opts.after, limit);
  const result: PhotoHashBatch = { hashed: 0, skipped: 0, cursor: opts.after, done: false };
  for (const image of images) {
    if (opts.shouldStop?.()) return result;
    let hash: bigint | null = null;
    let read = false;
    try {
      const file = await ctx.storage.get(image.storageKey);
      if (file) {
        hash = await imageWork(() => perceptualHash(file));
        read = true;
      } else opts.log.warn({ imageId: image.id, key: image.storageKey }, 'photo hash backfill: file missing, skipped');
    } catch (err) {
      // One unreadable file must not stop the walk over every other photo. Database errors below
      // are not caught: the job fails and pg-boss retries it from the same cursor.
      opts.log.warn({ err, imageId: image.id, key: image.storageKey }, 'photo hash backfill: unreadable, skipped');
    }
    // A photo read is settled (a flat one keeps a null hash); a missing or unreadable file stays
    // marked, to be tried again by the walk of the next start.
    if (read) await settlePerceptualHash(ctx.db, image.id, hash);
    if (hash === null) result.skipped++;
    else result.hashed++;
    result.cursor = image.id;
  }
  // A short batch was the last one.
  result.done = images.length < limit;
  return result;
}
