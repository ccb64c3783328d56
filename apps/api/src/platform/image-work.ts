// Decoding and encoding images is the heaviest work the API does: a 49-megapixel photo holds a
// core for seconds and ~150 MB of memory. All of it (uploads, avatars, the photo-hash walk) goes
// through one process-wide queue, a few at a time (IMAGE_WORK_CONCURRENCY), each on a bounded
// number of libvips threads (IMAGE_WORK_THREADS), so requests that need no image keep a core and
// their answers stay fast (issue 24). Images whose header promises far more pixels than their
// bytes could hold for a photo are refused before anything is decoded.
import { availableParallelism } from 'node:os';
import pLimit, { type LimitFunction } from 'p-limit';
import sharp from 'sharp';

export interface ImageWorkOptions {
  /** Images decoded at once in this process. */
  concurrency: number;
  /** libvips threads per image (sharp.concurrency). */
  threads: number;
}

/** One core left for everything else: an image uses the others. */
export const defaultImageThreads = () => Math.max(1, availableParallelism() - 1);

const limit: LimitFunction = pLimit(1);

/** Called once at start (from config); the queue is the process's, whatever app asked. */
export function configureImageWork(opts: ImageWorkOptions): void {
  limit.concurrency = Math.max(1, opts.concurrency);
  sharp.concurrency(Math.max(1, opts.threads));
  // Nothing is decoded twice from the same source: libvips' cache would only hold memory.
  sharp.cache(false);
}

/** Runs image work in the process-wide queue. Never nest one call inside another: it would wait on itself. */
export const imageWork = <T>(work: () => Promise<T>): Promise<T> => limit(work);

/** Images running and waiting (for logs and tests). */
export const imageWorkLoad = () => ({ active: limit.activeCount, pending: limit.pendingCount });

/**
 * Up to a phone camera's usual 12 megapixels an image is cheap enough whatever its file size (a
 * flat graphic, a photo of a white wall compress far better than photos do).
 */
export const SPARSE_CHECK_FROM_PIXELS = 12_000_000;

/**
 * True for a decompression bomb in all but name: more than `maxPixelsPerByte` pixels per byte of
 * file above SPARSE_CHECK_FROM_PIXELS. Camera photos carry 2–20 pixels per byte, screenshots
 * rarely over 50; the 49-megapixel PNG of 156 KB of issue 24 carried 314.
 */
export function tooSparse(size: { width: number; height: number }, bytes: number, maxPixelsPerByte: number): boolean {
  const pixels = size.width * size.height;
  return maxPixelsPerByte > 0 && pixels > SPARSE_CHECK_FROM_PIXELS && pixels > maxPixelsPerByte * Math.max(1, bytes);
}
