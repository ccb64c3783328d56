// Starts this process's media worker: the perceptual-hash backfill (photo-hash-backfill.ts).
// Every process queues the start of the walk when it starts; the singleton key keeps one such job
// queued across the cluster, and each batch queues the next with its cursor, so the walk resumes
// after a restart and ends with a short batch (decision 019).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { backfillPhotoHashBatch } from './photo-hash-backfill.ts';

export const PHOTO_HASH_QUEUE = 'media-photo-hash-backfill';
export const PHOTO_HASH_SINGLETON = 'walk';

export interface PhotoHashJob {
  after: string | null;
}

export async function mediaWorkers(app: FastifyInstance, ctx: AppContext) {
  const { boss } = ctx.jobs;
  // 'short': at most one queued job per singleton key, so a second process starting (or a restart
  // while a batch is queued) adds no second walk; a running batch does not block the next one.
  await boss.createQueue(PHOTO_HASH_QUEUE, { name: PHOTO_HASH_QUEUE, policy: 'short' });
  let closing = false;
  // Before the queue's graceful stop (an onClose hook): a running batch hands its rest to the next
  // job instead of holding up the close.
  app.addHook('preClose', async () => void (closing = true));
  await boss.work<PhotoHashJob>(PHOTO_HASH_QUEUE, { batchSize: 1 }, async ([job]) => {
    const batch = await backfillPhotoHashBatch(ctx, { after: job!.data.after, log: app.log, shouldStop: () => closing });
    if (!batch.done) await boss.send(PHOTO_HASH_QUEUE, { after: batch.cursor } satisfies PhotoHashJob, { singletonKey: PHOTO_HASH_SINGLETON });
    return batch;
  });
  await boss.send(PHOTO_HASH_QUEUE, { after: null } satisfies PhotoHashJob, { singletonKey: PHOTO_HASH_SINGLETON });
}
