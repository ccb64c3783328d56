import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, visits } from '../../db/schema.ts';
import { JOB_SCHEMA } from '../../platform/jobs.ts';
import { seedDeal, seedVisitHours, slotIn } from '../../test/conversation-factory.ts';
import { useTestApp } from '../../test/helper.ts';
import { remindVisit, VISIT_REMINDER_QUEUE, type VisitReminderJob } from './visit-reminders.ts';

describe('the reminder before a confirmed visit (issue 21)', () => {
  const t = useTestApp();
  type Auth = Record<string, string>;
  const act = (visitId: string, action: string, auth: Auth, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/visits/${visitId}/${action}/`, headers: auth, ...(payload ? { payload } : {}) });
  const jobsOf = async (visitId: string) => {
    const { rows } = await t.ctx.pool.query<{ data: VisitReminderJob; start_after: Date }>(
      `select data, start_after from ${JOB_SCHEMA}.job where name = $1 and data->>'visitId' = $2`,
      [VISIT_REMINDER_QUEUE, visitId],
    );
    return rows;
  };
  const reminders = (userId: string) => t.ctx.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.title, 'Visit reminder')));
  const HOUR = 3_600_000;

  async function confirmed(hours = 30) {
    const deal = await seedDeal(t.ctx);
    await seedVisitHours(t.ctx, deal.seller.user.id);
    const booked = await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${deal.conversation.id}/visits/`, headers: deal.buyer.auth, payload: { starts_at: slotIn(hours) } });
    const visitId = booked.json().data.id as string;
    expect((await act(visitId, 'confirm', deal.seller.auth)).statusCode).toBe(200);
    return { ...deal, visitId, startsAt: new Date(booked.json().data.starts_at as string) };
  }

  it('is queued with the confirmation, to start two hours before the visit', async () => {
    const { visitId, startsAt } = await confirmed();
    const [job] = await jobsOf(visitId);
    expect(job!.data).toEqual({ visitId, startsAt: startsAt.toISOString() });
    expect(job!.start_after.getTime()).toBe(startsAt.getTime() - 2 * HOUR);
  });

  it('tells both people once, however often the job runs', async () => {
    const { seller, buyer, visitId, startsAt } = await confirmed();
    const [job] = await jobsOf(visitId);
    const at = new Date(startsAt.getTime() - 2 * HOUR);
    expect(await remindVisit(t.ctx, job!.data, at)).toBe(true);
    for (const userId of [seller.user.id, buyer.user.id]) {
      expect(await reminders(userId)).toMatchObject([{ type: 'system', priority: 'high', message: expect.stringMatching(/^Reminder: your visit to see the .+ is at /) }]);
    }
    expect((await t.ctx.db.select().from(visits).where(eq(visits.id, visitId)))[0]!.remindedAt).toEqual(at);
    expect(await remindVisit(t.ctx, job!.data, new Date(at.getTime() + 60_000))).toBe(false);
    expect(await reminders(buyer.user.id)).toHaveLength(1);
  });

  it('is sent by one of several workers running the same job at once', async () => {
    const { buyer, visitId, startsAt } = await confirmed();
    const [job] = await jobsOf(visitId);
    const at = new Date(startsAt.getTime() - 2 * HOUR);
    const runs = await Promise.all(Array.from({ length: 5 }, () => remindVisit(t.ctx, job!.data, at)));
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await reminders(buyer.user.id)).toHaveLength(1);
  });

  it('sends nothing for a visit moved or cancelled since, or one that has begun', async () => {
    const moved = await confirmed();
    const [movedJob] = await jobsOf(moved.visitId);
    await act(moved.visitId, 'reschedule', moved.buyer.auth, { starts_at: slotIn(40), reason: 'Stuck at work' });
    expect(await remindVisit(t.ctx, movedJob!.data, new Date(moved.startsAt.getTime() - 2 * HOUR))).toBe(false);

    const cancelled = await confirmed();
    const [cancelledJob] = await jobsOf(cancelled.visitId);
    await act(cancelled.visitId, 'cancel', cancelled.seller.auth, { reason: 'Sold' });
    expect(await remindVisit(t.ctx, cancelledJob!.data, new Date(cancelled.startsAt.getTime() - 2 * HOUR))).toBe(false);

    const late = await confirmed();
    const [lateJob] = await jobsOf(late.visitId);
    expect(await remindVisit(t.ctx, lateJob!.data, new Date(late.startsAt.getTime() + 60_000))).toBe(false);
    for (const who of [moved.buyer, cancelled.buyer, late.buyer]) expect(await reminders(who.user.id)).toEqual([]);
  });

  it('is not queued when the visit is confirmed less than two hours ahead', async () => {
    const { visitId } = await confirmed(1.5);
    expect(await jobsOf(visitId)).toEqual([]);
  });
});
