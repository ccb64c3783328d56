// The e-mails that follow a visit's changes and its reminder (issue 21): a listener queues a job in
// the change's transaction (decision 024), the worker (visits/workers.ts) sends one mail to each of the two
// people who has an address and keeps e-mail notifications on, with the visit's calendar file while
// it is planned.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { DomainEvent } from '../../platform/domain-events.ts';
import type { SqlExecutor } from '../../platform/jobs.ts';
import type { Side } from '../conversations/conversation-records.ts';
import { accountContacts } from '../users/accounts.ts';
import { deliverInBackground } from '../mail-templates/deliver.ts';
import { visitNewsMail } from '../mail-templates/visit-news.ts';
import { calendarFileName, visitCalendar } from './visit-calendar.ts';
import type {} from './visit-events.ts'; // the events it listens to (declaration merging)
import { visitById } from './visit-records.ts';
import { languageOf, pageUrl, translator } from '../../platform/i18n/translate.ts';
import { VISIT_NEWS_TITLES, visitNewsLine, visitTimeIn, type VisitNews } from './visit-texts.ts';

export const VISIT_MAIL_QUEUE = 'visit-mails';

export interface VisitMailJob {
  visitId: string;
  news: VisitNews;
  by: Side | null;
  reason: string | null;
}


async function queue(ctx: AppContext, tx: SqlExecutor, job: VisitMailJob) {
  await ctx.jobs.sendInTx(tx, VISIT_MAIL_QUEUE, job, { retryLimit: 3, retryDelay: 30, retryBackoff: true });
}

/** Listener of 'visit.changed'. */
export async function queueVisitMail(ctx: AppContext, tx: SqlExecutor, e: DomainEvent<'visit.changed'>) {
  const reason = e.step === 'rescheduled' ? (e.previous?.reason ?? null) : e.visit.reason;
  await queue(ctx, tx, { visitId: e.visit.id, news: e.step, by: e.by, reason });
}

/** Listener of 'visit.reminder_due'. */
export async function queueVisitReminderMail(ctx: AppContext, tx: SqlExecutor, e: DomainEvent<'visit.reminder_due'>) {
  await queue(ctx, tx, { visitId: e.visit.id, news: 'reminder', by: null, reason: null });
}

export async function sendVisitMail(ctx: AppContext, log: FastifyBaseLogger, job: VisitMailJob) {
  const visit = (await visitById(ctx.db, [job.visitId])).get(job.visitId);
  if (!visit) return;
  const people = await accountContacts(ctx.db, [visit.sellerId, visit.buyerUserId]);
  const planned = visit.status === 'requested' || visit.status === 'confirmed';
  const facts = { news: job.news, by: job.by, buyerName: visit.buyerName, car: visit.carTitle, startsAt: visit.startsAt, location: visit.location, reason: job.reason };
  const sends = (['seller', 'buyer'] as const).map((side) => {
    const who = people.get(side === 'seller' ? visit.sellerId : visit.buyerUserId);
    if (!who?.email || !who.emailNotifications) return Promise.resolve();
    // In the reader's saved language (issue 25), with the conversation's page in it.
    const lang = languageOf(who.language);
    const t = translator(lang);
    const when = visitTimeIn(lang, visit.startsAt);
    const mail = visitNewsMail({
      name: who.name,
      title: t(VISIT_NEWS_TITLES[job.news]),
      line: visitNewsLine(facts, side, t, when),
      car: visit.carTitle,
      when,
      location: visit.location,
      note: visit.note,
      withCalendar: planned,
      conversationUrl: pageUrl(ctx.config.publicUrl, lang, `/messages/${visit.conversationId}`),
      lang,
    });
    const attachments = planned ? [{ filename: calendarFileName(visit), content: visitCalendar(visit, side, lang), contentType: 'text/calendar; charset=utf-8' }] : [];
    return deliverInBackground(ctx, log, `visit_${job.news}`, [who.email], { ...mail, attachments });
  });
  await Promise.all(sends);
}
