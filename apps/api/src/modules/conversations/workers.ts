// Starts this process's worker for unread-message e-mails (message-mails.ts). pg-boss runs each job
// once across every API process and keeps it through restarts; 'short' keeps one job queued per
// conversation and side, however many messages arrive meanwhile.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { MESSAGE_MAIL_QUEUE, sendUnreadMail, type MessageMailJob } from './message-mails.ts';

export async function conversationWorkers(app: FastifyInstance, ctx: AppContext) {
  const { boss } = ctx.jobs;
  await boss.createQueue(MESSAGE_MAIL_QUEUE, { name: MESSAGE_MAIL_QUEUE, policy: 'short' });
  await boss.work<MessageMailJob>(MESSAGE_MAIL_QUEUE, { batchSize: 1 }, async ([job]) => {
    await sendUnreadMail(ctx, app.log, job!.data);
  });
}
