// The reminder VISIT_REMINDER_HOURS before a confirmed visit (issue 21), to both people. The job is
// queued in the confirmation's transaction (a listener of 'visit.changed') with startAfter, so it
// survives restarts; pg-boss hands it to one worker, and the compare-and-set on reminded_at (still
// confirmed, at the same time, not reminded yet) makes it announce once even if a job runs twice.
// A visit moved or cancelled meanwhile is no longer confirmed at that time: nothing is sent.
import { VISIT_REMINDER_HOURS } from '@gaadi/domain/conversation-rules';
import type { AppContext } from '../../platform/context.ts';
import type { DomainEvent } from '../../platform/domain-events.ts';
import type { SqlExecutor } from '../../platform/jobs.ts';
import { findConversation } from '../conversations/conversation-records.ts';
import { markReminded } from './queries.ts';
import type {} from './visit-events.ts'; // the events it listens to and publishes (declaration merging)

export const VISIT_REMINDER_QUEUE = 'visit-reminders';

export interface VisitReminderJob {
  visitId: string;
  /** The time the visit was confirmed for: a visit at another time is not reminded. */
  startsAt: string;
}

export const reminderTime = (startsAt: Date) => new Date(startsAt.getTime() - VISIT_REMINDER_HOURS * 3_600_000);

/** Listener of 'visit.changed': a confirmation queues its reminder, in its transaction. */
export async function queueVisitReminder(ctx: AppContext, tx: SqlExecutor, e: DomainEvent<'visit.changed'>, now = new Date()) {
  if (e.step !== 'confirmed') return;
  const at = reminderTime(e.visit.startsAt);
  // Confirmed less than the reminder's lead before the visit: the confirmation is the reminder.
  if (at <= now) return;
  const job: VisitReminderJob = { visitId: e.visit.id, startsAt: e.visit.startsAt.toISOString() };
  await ctx.jobs.sendInTx(tx, VISIT_REMINDER_QUEUE, job, { startAfter: at, retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 });
}

/**
 * The job: announces 'visit.reminder_due' (notifications and e-mails listen) once, if the visit is
 * still confirmed at that time and has not begun. True when it reminded.
 */
export async function remindVisit(ctx: AppContext, job: VisitReminderJob, now = new Date()): Promise<boolean> {
  const startsAt = new Date(job.startsAt);
  if (Number.isNaN(startsAt.getTime()) || startsAt <= now) return false;
  return ctx.events.transaction(async (w) => {
    const visit = await markReminded(w.tx, job.visitId, startsAt, now);
    if (!visit) return false;
    const conversation = await findConversation(w.tx, visit.conversationId);
    if (!conversation) return false;
    await w.publish({ type: 'visit.reminder_due', visit, conversation });
    return true;
  });
}
