import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, notifications, users, visits } from '../../db/schema.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { seedBlock, seedConversation, seedDeal, seedVisitHours, slotIn } from '../../test/conversation-factory.ts';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { jobsSettled } from '../../test/wait-for.ts';

describe('answering, cancelling and moving a visit (issue 21)', () => {
  const sent: MailMessage[] = [];
  const mailer = { available: true, send: async (m: MailMessage) => void sent.push(m), close: async () => {} };
  const t = useTestApp({ overrides: { mailer }, env: { JOB_POLL_SECONDS: '0.5' } });
  type Auth = Record<string, string>;
  const act = (visitId: string, action: string, auth: Auth, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/visits/${visitId}/${action}/`, headers: auth, ...(payload ? { payload } : {}) });
  const visitRow = async (id: string) => (await t.ctx.db.select().from(visits).where(eq(visits.id, id)))[0]!;
  const lastMessage = async (visitId: string) => (await t.ctx.db.select().from(messages).where(eq(messages.visitId, visitId)).orderBy(messages.seq)).at(-1)!;
  const titlesOf = async (userId: string) => (await t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt)).map((n) => n.title);

  async function requested(hours = 30) {
    const deal = await seedDeal(t.ctx);
    await seedVisitHours(t.ctx, deal.seller.user.id, { location: 'Baner, Pune' });
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${deal.conversation.id}/visits/`, headers: deal.buyer.auth, payload: { starts_at: slotIn(hours) } });
    expect(res.statusCode).toBe(200);
    return { ...deal, visitId: res.json().data.id as string, startsAt: res.json().data.starts_at as string };
  }

  it('lets the seller confirm the buyer’s request once, and tells both people', async () => {
    const { seller, buyer, visitId } = await requested();
    const own = await act(visitId, 'confirm', buyer.auth);
    expect([own.statusCode, own.json().error.message]).toEqual([403, 'The other side confirms or declines this time']);
    const res = await act(visitId, 'confirm', seller.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Visit confirmed', data: { id: visitId, status: 'confirmed', role: 'seller', other_party: { name: 'Meera' } } });
    expect((await lastMessage(visitId)).body).toMatch(/^Confirmed the visit on /);
    expect(await titlesOf(seller.user.id)).toEqual(['Visit requested', 'Visit confirmed']);
    expect(await titlesOf(buyer.user.id)).toEqual(['Visit requested', 'Visit confirmed']);
    const again = await act(visitId, 'confirm', seller.auth);
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Only a requested visit can be confirmed or declined']);
  });

  it('hides a visit from a third person (404) and answers 404 for unknown ids', async () => {
    const { visitId } = await requested();
    const stranger = await createUser(t.ctx);
    for (const [action, payload] of [['confirm'], ['decline', { reason: 'No' }], ['cancel', { reason: 'No' }], ['reschedule', { reason: 'No', starts_at: slotIn(40) }]] as const) {
      const res = await act(visitId, action, stranger.auth, payload);
      expect([res.statusCode, res.json().error.message], action).toEqual([404, 'Visit not found']);
    }
    expect((await act('00000000-0000-4000-8000-000000000000', 'confirm', stranger.auth)).statusCode).toBe(404);
    expect((await act('nope', 'confirm', stranger.auth)).statusCode).toBe(404);
  });

  it('declines with a reason (400 without one), written in the thread', async () => {
    const { seller, visitId } = await requested();
    const bare = await act(visitId, 'decline', seller.auth, {});
    expect(bare.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { reason: ['Please give a reason'] } });
    expect((await act(visitId, 'decline', seller.auth, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    const res = await act(visitId, 'decline', seller.auth, { reason: 'The car is at the workshop that day' });
    expect(res.json()).toMatchObject({ message: 'Visit declined', data: { status: 'declined', reason: 'The car is at the workshop that day' } });
    expect((await lastMessage(visitId)).body).toMatch(/^Declined the visit on .+: The car is at the workshop that day$/);
  });

  it('lets either side cancel a planned visit, which frees the slot', async () => {
    const { seller, buyer, listing, visitId, startsAt } = await requested();
    await act(visitId, 'confirm', seller.auth);
    const res = await act(visitId, 'cancel', buyer.auth, { reason: 'Bought another car' });
    expect(res.json()).toMatchObject({ message: 'Visit cancelled', data: { status: 'cancelled', reason: 'Bought another car', role: 'buyer' } });
    const again = await act(visitId, 'cancel', seller.auth, { reason: 'Sorry' });
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'This visit is no longer planned']);
    const other = await createUser(t.ctx);
    const conversation = await seedConversation(t.ctx, listing, other.user.id);
    const rebook = await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${conversation.id}/visits/`, headers: other.auth, payload: { starts_at: startsAt } });
    expect(rebook.statusCode).toBe(200);
  });

  it('moves a visit: the old one is rescheduled, a new one is requested by the mover, and the other side confirms it', async () => {
    const { seller, buyer, visitId } = await requested();
    await act(visitId, 'confirm', seller.auth);
    const newTime = slotIn(50);
    const res = await act(visitId, 'reschedule', seller.auth, { starts_at: newTime, reason: 'I am travelling' });
    expect(res.statusCode).toBe(200);
    const moved = res.json().data;
    expect(res.json().message).toBe('New time proposed');
    expect(moved).toMatchObject({ status: 'requested', requested_by: 'seller', starts_at: newTime, location: 'Baner, Pune' });
    expect(await visitRow(visitId)).toMatchObject({ status: 'rescheduled', reason: 'I am travelling' });
    expect(await visitRow(moved.id)).toMatchObject({ previousVisitId: visitId });
    expect((await lastMessage(moved.id)).body).toMatch(/^Asked to move the visit to .+: I am travelling$/);
    expect((await act(moved.id, 'confirm', seller.auth)).statusCode).toBe(403);
    expect((await act(moved.id, 'confirm', buyer.auth)).json().data.status).toBe('confirmed');
    expect((await titlesOf(buyer.user.id)).at(-2)).toBe('New visit time proposed');
  });

  it('refuses to move a visit onto a slot the seller holds (409) and keeps it as it was', async () => {
    const { seller, listing, visitId } = await requested();
    const other = await createUser(t.ctx);
    const conversation = await seedConversation(t.ctx, listing, other.user.id);
    const taken = slotIn(60);
    await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${conversation.id}/visits/`, headers: other.auth, payload: { starts_at: taken } });
    const res = await act(visitId, 'reschedule', seller.auth, { starts_at: taken, reason: 'Later' });
    expect([res.statusCode, res.json().error.message]).toEqual([409, 'This time is no longer free. Please pick another.']);
    expect((await visitRow(visitId)).status).toBe('requested');
    const tooSoon = await act(visitId, 'reschedule', seller.auth, { starts_at: slotIn(0.2), reason: 'Now' });
    expect(tooSoon.json().error.details).toEqual({ starts_at: ['Pick a time at least an hour from now'] });
  });

  it('refuses a blocked or suspended person’s confirmation or move (403), but lets them cancel', async () => {
    const { seller, buyer, visitId } = await requested();
    await seedBlock(t.ctx, buyer.user.id, seller.user.id);
    const res = await act(visitId, 'confirm', seller.auth);
    expect([res.statusCode, res.json().error.message]).toEqual([403, 'You cannot send messages or book visits in this conversation']);
    const suspended = await requested();
    await t.ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.buyer.user.id));
    expect((await act(suspended.visitId, 'reschedule', suspended.buyer.auth, { starts_at: slotIn(70), reason: 'Later' })).statusCode).toBe(403);
    expect((await act(visitId, 'cancel', seller.auth, { reason: 'Blocked' })).statusCode).toBe(200);
  });

  it('e-mails both people (with the calendar file while the visit is planned), honouring their setting', async () => {
    const { seller, buyer, visitId } = await requested();
    await jobsSettled(t.ctx, 'visit-mails');
    sent.length = 0;
    await act(visitId, 'confirm', seller.auth);
    await jobsSettled(t.ctx, 'visit-mails');
    expect(sent.map((m) => m.to).sort()).toEqual([seller.user.email, buyer.user.email].sort());
    const toBuyer = sent.find((m) => m.to === buyer.user.email)!;
    expect(toBuyer).toMatchObject({ template: 'visit_confirmed', subject: expect.stringMatching(/^Visit confirmed: /) });
    expect(toBuyer.text).toContain('The seller confirmed the visit to see the');
    expect(toBuyer.text).toContain('Place: Baner, Pune');
    expect(toBuyer.attachments).toMatchObject([{ filename: expect.stringMatching(/\.ics$/), contentType: 'text/calendar; charset=utf-8', content: expect.stringContaining('STATUS:CONFIRMED') }]);
    expect(sent.find((m) => m.to === seller.user.email)!.text).toContain('You confirmed the visit');

    sent.length = 0;
    await t.ctx.db.update(users).set({ emailNotifications: false }).where(eq(users.id, buyer.user.id));
    await act(visitId, 'cancel', seller.auth, { reason: 'Sold it' });
    await jobsSettled(t.ctx, 'visit-mails');
    expect(sent.map((m) => m.to)).toEqual([seller.user.email]);
    expect(sent[0]!.attachments).toEqual([]);
  });

  it("e-mails a buyer who chose Hindi in Hindi (issue 25), the English seller word for word as before", async () => {
    const { seller, buyer, visitId } = await requested();
    await t.ctx.db.update(users).set({ language: 'hi' }).where(eq(users.id, buyer.user.id));
    await jobsSettled(t.ctx, 'visit-mails');
    sent.length = 0;
    await act(visitId, 'confirm', seller.auth);
    await jobsSettled(t.ctx, 'visit-mails');
    const toBuyer = sent.find((m) => m.to === buyer.user.email)!;
    expect(toBuyer.subject).toMatch(/^विज़िट पक्की: /);
    expect(toBuyer.text).toMatch(/सेलर ने .+ को .+ देखने की विज़िट पक्की की।/);
    expect(toBuyer.text).toContain('जगह: Baner, Pune');
    expect(toBuyer.text).toContain('/hi/messages/');
    expect(toBuyer.text).not.toMatch(/\b(?:the|visit|Open|Place)\b/);
    // The calendar file goes along in the mail's language too.
    const calendar = String((toBuyer.attachments as Array<{ content: unknown }>)[0]!.content).replace(/\r\n /g, '').replace(/\r\n/g, '\n');
    expect(calendar).toMatch(/^SUMMARY:.+ देखने की विज़िट$/m);
    expect(calendar).toMatch(/^DESCRIPTION:सेलर .+ के साथ विज़िट \(GaadiBazaar\)।/m);
    const toSeller = sent.find((m) => m.to === seller.user.email)!;
    expect(toSeller.subject).toMatch(/^Visit confirmed: /);
    expect(toSeller.text).toContain('You confirmed the visit to see the');
    expect(toSeller.text).toContain('Open the conversation: ');
    expect(toSeller.text).not.toContain('/hi/');
    expect(String((toSeller.attachments as Array<{ content: unknown }>)[0]!.content)).toMatch(/^SUMMARY:See the /m);
  });
});
