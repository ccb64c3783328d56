// Starts this process's listing-mail worker (listing-mails.ts). pg-boss hands each queued mail to
// one worker across every API process, also after a restart. A delivery the SMTP server refuses is
// logged and recorded in the outbox with its error, not retried (as before: never resent twice).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { LISTING_MAIL_QUEUE, sendListingMail, type ListingMailJob } from './listing-mails.ts';

export async function mailWorkers(app: FastifyInstance, ctx: AppContext) {
  const { boss } = ctx.jobs;
  await boss.createQueue(LISTING_MAIL_QUEUE);
  let worker = '';
  const id = await boss.work<ListingMailJob>(LISTING_MAIL_QUEUE, { batchSize: 1 }, async ([job]) => {
    await sendListingMail(ctx, app.log, job!.data);
    // A job done, the next is fetched at once, not after the polling interval: a burst drains at the
    // worker's pace (a dealer's stock import commits 50 cars, i.e. 50 mails, with one wake-up).
    if (worker) boss.notifyWorker(worker);
  });
  worker = id;
  // Every mail follows a listing change: a change committed here wakes this worker at once instead
  // of at its next poll; other processes keep polling.
  const wake = () => boss.notifyWorker(worker);
  ctx.catalogueChanges.on('changed', wake);
  app.addHook('onClose', async () => void ctx.catalogueChanges.off('changed', wake));
}
