import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, offers, users } from '../../db/schema.ts';
import { seedBlock, seedConversation, seedDeal } from '../../test/conversation-factory.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { closeOpenOffers, offersByIds, offersOf } from './offer-records.ts';

describe('offers in a conversation (issue 21)', () => {
  const t = useTestApp();
  const post = (conversationId: string, auth: Record<string, string> | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/conversations/${conversationId}/offers/`, headers: auth, payload });
  const act = (offerId: string, action: string, auth: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/v1/offers/${offerId}/${action}/`, headers: auth });
  const offersIn = (conversationId: string) => t.ctx.db.select().from(offers).where(eq(offers.conversationId, conversationId)).orderBy(offers.createdAt);
  const messagesIn = (conversationId: string) => t.ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(messages.seq);

  it('lets the buyer make the first offer, posted as a message in the same write', async () => {
    const { buyer, conversation } = await seedDeal(t.ctx, { price: 500_000 });
    const res = await post(conversation.id, buyer.auth, { amount: 420_000 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Offer sent');
    expect(body.data.offer).toMatchObject({ made_by: 'buyer', amount: 420_000, asking_price: 500_000, status: 'open', responded_at: null });
    expect(body.data.message).toMatchObject({ sender: 'buyer', mine: true, kind: 'offer', body: 'Offered ₹4,20,000', status: 'sent', warning: false, visit: null });
    expect(body.data.message.offer.id).toBe(body.data.offer.id);
    expect(await messagesIn(conversation.id)).toMatchObject([{ kind: 'offer', offerId: body.data.offer.id, senderUserId: buyer.user.id }]);
  });

  it('refuses amounts under half or over the current asking price, per field', async () => {
    const { buyer, conversation } = await seedDeal(t.ctx, { price: 500_000 });
    const low = await post(conversation.id, buyer.auth, { amount: 249_999 });
    expect(low.statusCode).toBe(400);
    expect(low.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { amount: ['An offer must be at least ₹2,50,000, half the asking price'] } });
    const high = await post(conversation.id, buyer.auth, { amount: 500_001 });
    expect(high.json().error.details).toEqual({ amount: ['An offer cannot be more than the asking price of ₹5,00,000'] });
    for (const payload of [{}, { amount: 'lots' }, { amount: 300_000.5 }, { amount: -1 }]) {
      const res = await post(conversation.id, buyer.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details.amount, JSON.stringify(payload)).toBeDefined();
    }
    expect(await offersIn(conversation.id)).toEqual([]);
    // Both ends are allowed.
    expect((await post(conversation.id, buyer.auth, { amount: 250_000 })).statusCode).toBe(200);
  });

  it('counters: the open offer turns countered and the poster’s new one is open, back and forth', async () => {
    const { buyer, seller, conversation } = await seedDeal(t.ctx);
    await post(conversation.id, buyer.auth, { amount: 400_000 });
    const counter = await post(conversation.id, seller.auth, { amount: 470_000 });
    expect(counter.statusCode).toBe(200);
    expect(counter.json()).toMatchObject({ message: 'Counter-offer sent', data: { offer: { made_by: 'seller', amount: 470_000, status: 'open' }, message: { body: 'Countered with ₹4,70,000' } } });
    const back = await post(conversation.id, buyer.auth, { amount: 440_000 });
    expect(back.json().data.offer).toMatchObject({ made_by: 'buyer', status: 'open' });
    const rows = await offersIn(conversation.id);
    expect(rows.map((r) => [r.madeBy, r.amount, r.status])).toEqual([
      ['buyer', 400_000, 'countered'],
      ['seller', 470_000, 'countered'],
      ['buyer', 440_000, 'open'],
    ]);
    expect(rows[0]!.respondedAt).toBeInstanceOf(Date);
  });

  it('refuses a second offer while your own is open (409), and the seller’s first offer (403)', async () => {
    const { buyer, seller, conversation } = await seedDeal(t.ctx);
    const first = await post(conversation.id, seller.auth, { amount: 450_000 });
    expect(first.statusCode).toBe(403);
    expect(first.json().error.message).toBe('The buyer makes the first offer');
    await post(conversation.id, buyer.auth, { amount: 400_000 });
    const again = await post(conversation.id, buyer.auth, { amount: 410_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'CONFLICT', message: 'There is already an open offer: answer it or wait for an answer' });
  });

  it('hides the conversation from a third person and anyone without a valid id (404), and asks for a sign-in (401)', async () => {
    const { conversation } = await seedDeal(t.ctx);
    const stranger = await createUser(t.ctx);
    const res = await post(conversation.id, stranger.auth, { amount: 400_000 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Conversation not found');
    expect((await post('not-an-id', stranger.auth, { amount: 400_000 })).statusCode).toBe(404);
    expect((await post(conversation.id, undefined, { amount: 400_000 })).statusCode).toBe(401);
  });

  it('refuses blocked and suspended people (403), a closed conversation and a car no longer for sale (409)', async () => {
    const blocked = await seedDeal(t.ctx);
    await seedBlock(t.ctx, blocked.seller.user.id, blocked.buyer.user.id);
    const a = await post(blocked.conversation.id, blocked.buyer.auth, { amount: 400_000 });
    expect([a.statusCode, a.json().error.message]).toEqual([403, 'You cannot send messages or book visits in this conversation']);

    const suspended = await seedDeal(t.ctx);
    await t.ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.buyer.user.id));
    const b = await post(suspended.conversation.id, suspended.buyer.auth, { amount: 400_000 });
    expect([b.statusCode, b.json().error.message]).toEqual([403, 'Your account is suspended. Please contact support.']);

    const seller = await createUser(t.ctx);
    const buyer = await createUser(t.ctx);
    const sold = await createListing(t.ctx, { sellerId: seller.user.id, status: 'sold' });
    const closed = await seedConversation(t.ctx, sold, buyer.user.id, { status: 'closed', closedReason: 'sold' });
    const c = await post(closed.id, buyer.auth, { amount: 400_000 });
    expect([c.statusCode, c.json().error.message]).toEqual([409, 'This conversation is closed: the car is no longer for sale']);
    const stillOpen = await seedConversation(t.ctx, sold, buyer.user.id);
    const d = await post(stillOpen.id, buyer.auth, { amount: 400_000 });
    expect([d.statusCode, d.json().error.message]).toEqual([409, 'The car is no longer for sale']);
  });

  it('makes one offer of a retried post with the same client key', async () => {
    const { buyer, conversation } = await seedDeal(t.ctx);
    const first = await post(conversation.id, buyer.auth, { amount: 400_000, client_key: 'k-1' });
    const retry = await post(conversation.id, buyer.auth, { amount: 400_000, client_key: 'k-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.offer.id).toBe(first.json().data.offer.id);
    expect(retry.json().data.message.id).toBe(first.json().data.message.id);
    expect(await offersIn(conversation.id)).toHaveLength(1);
    expect(await messagesIn(conversation.id)).toHaveLength(1);
  });

  it('lets the other side accept or decline, and the maker withdraw, each once', async () => {
    const { buyer, seller, conversation } = await seedDeal(t.ctx);
    const offerId = (await post(conversation.id, buyer.auth, { amount: 400_000 })).json().data.offer.id;
    const own = await act(offerId, 'accept', buyer.auth);
    expect([own.statusCode, own.json().error.message]).toEqual([403, 'You cannot answer your own offer']);
    const notYours = await act(offerId, 'withdraw', seller.auth);
    expect([notYours.statusCode, notYours.json().error.message]).toEqual([403, 'Only the person who made this offer can withdraw it']);
    const accepted = await act(offerId, 'accept', seller.auth);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Offer accepted. Next: book a visit to see the car.',
      data: { offer: { status: 'accepted' }, message: { sender: 'seller', body: 'Accepted the offer of ₹4,00,000' } },
    });
    const late = await act(offerId, 'decline', seller.auth);
    expect([late.statusCode, late.json().error.message]).toEqual([409, 'This offer is no longer open']);

    const next = (await post(conversation.id, buyer.auth, { amount: 410_000 })).json().data.offer.id;
    expect((await act(next, 'withdraw', buyer.auth)).json().data.offer.status).toBe('withdrawn');
    const third = (await post(conversation.id, buyer.auth, { amount: 420_000 })).json().data.offer.id;
    const declined = await act(third, 'decline', seller.auth);
    expect(declined.json()).toMatchObject({ message: 'Offer declined', data: { message: { body: 'Declined the offer of ₹4,20,000' } } });
  });

  it('hides an offer from a third person (404) and answers 404 for unknown ids', async () => {
    const { buyer, conversation } = await seedDeal(t.ctx);
    const offerId = (await post(conversation.id, buyer.auth, { amount: 400_000 })).json().data.offer.id;
    const stranger = await createUser(t.ctx);
    const res = await act(offerId, 'accept', stranger.auth);
    expect([res.statusCode, res.json().error.message]).toEqual([404, 'Offer not found']);
    expect((await act('00000000-0000-4000-8000-000000000000', 'decline', buyer.auth)).statusCode).toBe(404);
    expect((await act('x', 'withdraw', buyer.auth)).statusCode).toBe(404);
  });

  it('gives one winner of two racing answers, and of two racing first offers', async () => {
    const { buyer, seller, conversation } = await seedDeal(t.ctx);
    const offerId = (await post(conversation.id, buyer.auth, { amount: 400_000 })).json().data.offer.id;
    const answers = await Promise.all([act(offerId, 'accept', seller.auth), act(offerId, 'decline', seller.auth), act(offerId, 'withdraw', buyer.auth)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await offersIn(conversation.id)).filter((o) => o.status !== 'open')).toHaveLength(1);

    const other = await seedDeal(t.ctx);
    const posts = await Promise.all([300_000, 310_000, 320_000].map((amount) => post(other.conversation.id, other.buyer.auth, { amount })));
    expect(posts.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await offersIn(other.conversation.id)).toHaveLength(1);
  });

  it('reads the open and accepted offers of conversations, offers by id, and closes what is open', async () => {
    const { buyer, seller, conversation } = await seedDeal(t.ctx);
    const accepted = (await post(conversation.id, buyer.auth, { amount: 400_000 })).json().data.offer.id;
    await act(accepted, 'accept', seller.auth);
    const open = (await post(conversation.id, buyer.auth, { amount: 380_000 })).json().data.offer.id;
    const quiet = await seedDeal(t.ctx);
    const of = await offersOf(t.ctx.db, [conversation.id, quiet.conversation.id]);
    expect(of.get(conversation.id)).toMatchObject({ open: { id: open }, accepted: { id: accepted } });
    expect(of.get(quiet.conversation.id)).toEqual({ open: null, accepted: null });
    expect([...(await offersByIds(t.ctx.db, [open, accepted])).keys()].sort()).toEqual([open, accepted].sort());
    const closed = await t.ctx.db.transaction((tx) => closeOpenOffers(tx, conversation.id));
    expect(closed.map((o) => [o.id, o.status])).toEqual([[open, 'closed']]);
    expect((await offersOf(t.ctx.db, [conversation.id])).get(conversation.id)!.open).toBeNull();
  });
});
