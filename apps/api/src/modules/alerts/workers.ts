// Starts this process's alert workers and the digest schedules (decision 012). pg-boss hands
// each job to one worker across every API process; its cron fires each schedule once per
// cluster (India time: daily at 08:00, weekly on Monday at 08:00).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { LISTING_ALERTS_QUEUE, type ListingAlertJob } from './listing-alerts.ts';
import { runListingAlerts } from './run-listing-alerts.ts';
import { sendDigests, type DigestFrequency } from './send-digests.ts';

export const DIGEST_QUEUE = 'alerts-digest';
const SCHEDULES: Record<DigestFrequency, string> = { daily: '0 8 * * *', weekly: '0 8 * * 1' };

export async function alertWorkers(app: FastifyInstance, ctx: AppContext) {
  const { boss } = ctx.jobs;
  await boss.createQueue(LISTING_ALERTS_QUEUE);
  for (const f of Object.keys(SCHEDULES) as DigestFrequency[]) {
    await boss.createQueue(`${DIGEST_QUEUE}-${f}`);
    await boss.schedule(`${DIGEST_QUEUE}-${f}`, SCHEDULES[f], { frequency: f }, { tz: 'Asia/Kolkata', singletonKey: f });
    await boss.work<{ frequency: DigestFrequency }>(`${DIGEST_QUEUE}-${f}`, async ([job]) => {
      await sendDigests(ctx, app.log, job!.data.frequency);
    });
  }
  const worker = await boss.work<ListingAlertJob>(LISTING_ALERTS_QUEUE, { batchSize: 1 }, async ([job]) => {
    await runListingAlerts(ctx, app.log, job!.data);
  });
  // A listing change made here (after its commit) wakes this worker at once instead of at its next
  // poll, so the buyer hears of an approval within a second; other processes keep polling.
  const wake = () => boss.notifyWorker(worker);
  ctx.catalogueChanges.on('changed', wake);
  app.addHook('onClose', async () => void ctx.catalogueChanges.off('changed', wake));
}
