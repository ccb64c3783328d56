// Starts this process's listing-mail and visit-mail workers (listing-mails.ts, visit-mails.ts).
// pg-boss hands each queued mail to one worker across every API process, also after a restart. A delivery the SMTP server refuses is
// logged and recorded in the outbox with its error, not retried (as before: never resent twice).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { LISTING_MAIL_QUEUE, sendListingMail, type ListingMailJob } from './listing-mails.ts';
import { sendVisitMail, VISIT_MAIL_QUEUE, type VisitMailJob } from './visit-mails.ts';

export async function mailWorkers(app: FastifyInstance, ctx: AppContext) {
  const { boss } = ctx.jobs;
  await boss.createQueue(LISTING_MAIL_QUEUE);
  const worker = await boss.work<ListingMailJob>(LISTING_MAIL_QUEUE, { batchSize: 1 }, async ([job]) => {
    await sendListingMail(ctx, app.log, job!.data);
  });
  // Every mail follows a listing change: a change committed here wakes this worker at once instead
  // of at its next poll; other processes keep polling.
  const wake = () => boss.notifyWorker(worker);
  ctx.catalogueChanges.on('changed', wake);
  app.addHook('onClose', async () => void ctx.catalogueChanges.off('changed', wake));

  // A visit's e-mails (visit-mails.ts): one job per change or reminder, both people's mails. A busy
  // hour of bookings is worked ten at a time rather than one per poll (a refused mail never throws).
  await boss.createQueue(VISIT_MAIL_QUEUE);
  await boss.work<VisitMailJob>(VISIT_MAIL_QUEUE, { batchSize: 10 }, async (jobs) => {
    await Promise.all(jobs.map((job) => sendVisitMail(ctx, app.log, job.data)));
  });
}
