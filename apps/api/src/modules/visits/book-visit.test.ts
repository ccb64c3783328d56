import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, notifications, users, visits } from '../../db/schema.ts';
import { seedBlock, seedConversation, seedDeal, seedVisitHours, slotIn } from '../../test/conversation-factory.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

describe('booking a visit (issue 21)', () => {
  const t = useTestApp();
  const book = (conversationId: string, auth: Record<string, string> | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/conversations/${conversationId}/visits/`, headers: auth, payload });

  it('requests a slot of the visiting hours, posts the step in the thread and tells both people', async () => {
    const { seller, buyer, listing, conversation } = await seedDeal(t.ctx);
    await seedVisitHours(t.ctx, seller.user.id, { location: 'Baner, Pune' });
    const startsAt = slotIn(26);
    const res = await book(conversation.id, buyer.auth, { starts_at: startsAt, note: 'I will bring a mechanic' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Visit requested: the seller will confirm');
    const visit = res.json().data;
    expect(visit).toMatchObject({
      conversation_id: conversation.id,
      car: { id: listing.id, title: conversation.carTitle },
      role: 'buyer',
      other_party: { name: 'Ravi' },
      starts_at: startsAt,
      ends_at: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
      status: 'requested',
      requested_by: 'buyer',
      from_windows: true,
      location: 'Baner, Pune',
      note: 'I will bring a mechanic',
      reason: null,
      calendar_url: `/api/v1/visits/${visit.id}/calendar.ics`,
    });
    const [message] = await t.ctx.db.select().from(messages).where(eq(messages.visitId, visit.id));
    expect(message).toMatchObject({ kind: 'visit', sender: 'buyer', body: expect.stringMatching(/^Asked to see the car on .+: I will bring a mechanic$/) });
    for (const userId of [seller.user.id, buyer.user.id]) {
      const [note] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
      expect(note).toMatchObject({ type: 'system', title: 'Visit requested', data: { kind: 'visit', visit_id: visit.id, conversation_id: conversation.id, car_id: listing.id } });
    }
  });

  it('takes any other time as a proposal (from_windows false), also when the seller has no hours', async () => {
    const { buyer, conversation } = await seedDeal(t.ctx);
    const res = await book(conversation.id, buyer.auth, { starts_at: slotIn(30) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Time proposed: the other side will confirm', data: { status: 'requested', from_windows: false, location: '', note: '' } });
  });

  it('refuses times off the half hour, too soon or too far, and unreadable ones, per field', async () => {
    const { buyer, conversation } = await seedDeal(t.ctx);
    const offHalf = new Date(Date.parse(slotIn(30)) + 10 * 60_000).toISOString();
    const cases: Array<[unknown, string]> = [
      [offHalf, 'Visits start on the hour or the half hour'],
      [slotIn(0.25), 'Pick a time at least an hour from now'],
      [slotIn(15 * 24), 'Pick a time within the next 14 days'],
      ['tomorrow at ten', 'Pick a valid date and time'],
      ['', 'Pick a date and time'],
      [undefined, 'Pick a date and time'],
    ];
    for (const [startsAt, message] of cases) {
      const res = await book(conversation.id, buyer.auth, { starts_at: startsAt });
      expect(res.statusCode, String(startsAt)).toBe(400);
      expect(res.json().error.details.starts_at, String(startsAt)).toEqual([message]);
    }
    expect((await book(conversation.id, buyer.auth, { starts_at: slotIn(30), note: 'x'.repeat(501) })).json().error.details.note).toBeDefined();
    expect(await t.ctx.db.select().from(visits).where(eq(visits.conversationId, conversation.id))).toEqual([]);
  });

  it('lets only the buyer book (the seller: 403, a third person: 404, nobody: 401)', async () => {
    const { seller, conversation } = await seedDeal(t.ctx);
    const asSeller = await book(conversation.id, seller.auth, { starts_at: slotIn(30) });
    expect([asSeller.statusCode, asSeller.json().error.message]).toEqual([403, 'Only the buyer can do this']);
    const stranger = await createUser(t.ctx);
    const asStranger = await book(conversation.id, stranger.auth, { starts_at: slotIn(30) });
    expect([asStranger.statusCode, asStranger.json().error.message]).toEqual([404, 'Conversation not found']);
    expect((await book('x', stranger.auth, { starts_at: slotIn(30) })).statusCode).toBe(404);
    expect((await book(conversation.id, undefined, { starts_at: slotIn(30) })).statusCode).toBe(401);
  });

  it('refuses blocked (403) and suspended (403) people and closed conversations (409)', async () => {
    const blocked = await seedDeal(t.ctx);
    await seedBlock(t.ctx, blocked.buyer.user.id, blocked.seller.user.id);
    const a = await book(blocked.conversation.id, blocked.buyer.auth, { starts_at: slotIn(30) });
    expect([a.statusCode, a.json().error.message]).toEqual([403, 'You cannot send messages or book visits in this conversation']);

    const suspended = await seedDeal(t.ctx);
    await t.ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.buyer.user.id));
    const b = await book(suspended.conversation.id, suspended.buyer.auth, { starts_at: slotIn(30) });
    expect([b.statusCode, b.json().error.message]).toEqual([403, 'Your account is suspended. Please contact support.']);

    const seller = await createUser(t.ctx);
    const buyer = await createUser(t.ctx);
    const sold = await createListing(t.ctx, { sellerId: seller.user.id, status: 'sold' });
    const closed = await seedConversation(t.ctx, sold, buyer.user.id, { status: 'closed', closedReason: 'sold' });
    const c = await book(closed.id, buyer.auth, { starts_at: slotIn(30) });
    expect([c.statusCode, c.json().error.message]).toEqual([409, 'This conversation is closed: the car is no longer for sale']);
  });

  it('books once for a retried request with the same client key', async () => {
    const { buyer, conversation } = await seedDeal(t.ctx);
    const payload = { starts_at: slotIn(30), client_key: 'visit-1' };
    const first = await book(conversation.id, buyer.auth, payload);
    const retry = await book(conversation.id, buyer.auth, payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect(await t.ctx.db.select().from(visits).where(eq(visits.conversationId, conversation.id))).toHaveLength(1);
  });

  it('lets exactly one of 50 simultaneous bookings of one slot through; the others are told it is taken', async () => {
    const seller = await createUser(t.ctx);
    await seedVisitHours(t.ctx, seller.user.id);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(t.ctx)));
    const threads = await Promise.all(buyers.map((b) => seedConversation(t.ctx, listing, b.user.id)));
    const startsAt = slotIn(48);
    const answers = await Promise.all(threads.map((c, i) => book(c.id, buyers[i]!.auth, { starts_at: startsAt })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json().error).toEqual({ code: 'CONFLICT', message: 'This time is no longer free. Please pick another.' });
    }
    const rows = await t.ctx.db.select().from(visits).where(and(eq(visits.sellerId, seller.user.id), eq(visits.startsAt, new Date(startsAt))));
    expect(rows).toHaveLength(1);
    // The refused bookings left nothing behind: one message, one pair of notifications.
    expect(await t.ctx.db.select().from(messages).where(eq(messages.kind, 'visit'))).toHaveLength(await t.ctx.db.$count(visits));
  });
});
