// Starts this process's visit workers: reminders (visit-reminders.ts) and e-mails (visit-mails.ts).
// pg-boss hands each job to one worker across every API process, also after a restart.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { sendVisitMail, VISIT_MAIL_QUEUE, type VisitMailJob } from './visit-mails.ts';
import { remindVisit, VISIT_REMINDER_QUEUE, type VisitReminderJob } from './visit-reminders.ts';

export async function visitWorkers(app: FastifyInstance, ctx: AppContext) {
  const { boss } = ctx.jobs;
  await boss.createQueue(VISIT_REMINDER_QUEUE);
  await boss.work<VisitReminderJob>(VISIT_REMINDER_QUEUE, { batchSize: 1 }, async ([job]) => {
    await remindVisit(ctx, job!.data);
  });
  // A visit's e-mails: one job per change or reminder, both people's mails. A busy hour of
  // bookings is worked ten at a time rather than one per poll (a refused mail never throws).
  await boss.createQueue(VISIT_MAIL_QUEUE);
  await boss.work<VisitMailJob>(VISIT_MAIL_QUEUE, { batchSize: 10 }, async (jobs) => {
    await Promise.all(jobs.map((job) => sendVisitMail(ctx, app.log, job.data)));
  });
}
