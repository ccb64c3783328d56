// Starts this process's visit-reminder worker (visit-reminders.ts). pg-boss hands each reminder to
// one worker across every API process, also after a restart.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { remindVisit, VISIT_REMINDER_QUEUE, type VisitReminderJob } from './visit-reminders.ts';

export async function visitWorkers(_app: FastifyInstance, ctx: AppContext) {
  const { boss } = ctx.jobs;
  await boss.createQueue(VISIT_REMINDER_QUEUE);
  await boss.work<VisitReminderJob>(VISIT_REMINDER_QUEUE, { batchSize: 1 }, async ([job]) => {
    await remindVisit(ctx, job!.data);
  });
}
