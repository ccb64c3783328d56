// This process's stock-import worker (decision 038): one import at a time per process, so an
// import's rows share the image queue and the pool with the site's own traffic.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { IMPORT_QUEUE, runImport, type ImportJob } from './import-job.ts';

export async function dealerImportWorkers(app: FastifyInstance, ctx: AppContext) {
  const { boss } = ctx.jobs;
  await boss.createQueue(IMPORT_QUEUE);
  await boss.work<ImportJob>(IMPORT_QUEUE, { batchSize: 1 }, async ([job]) => {
    await runImport(ctx, job!.data.importId, app.log);
  });
}
