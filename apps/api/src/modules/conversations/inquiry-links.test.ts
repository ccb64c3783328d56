// The way from an inquiry to its conversation (issue 21): the seller's inquiry list (6.6), the
// inquiry's detail (6.7) and the notifications about it (6.10) name the conversation the inquiry is
// a message of; knowing the id gives a stranger nothing. Migration 0013 names it for older ones.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedInquiry, seedNotification } from '../../test/inquiry-factory.ts';

type Auth = Record<string, string>;

describe('inquiries name their conversation (issue 21)', () => {
  const t = useTestApp();
  let seller: Awaited<ReturnType<typeof createUser>>;
  let buyer: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    seller = await createUser(t.ctx, { name: 'Ravi' });
    buyer = await createUser(t.ctx, { name: 'Meera' });
    stranger = await createUser(t.ctx);
  });

  const inject = (method: 'GET' | 'POST', url: string, auth: Auth = {}, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...auth, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) }, payload });
  let address = 0;
  const contact = (carId: string, auth: Auth = {}, message = 'Is it still available?') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/cars/${carId}/contact/`,
      remoteAddress: `10.7.0.${++address}`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: { buyer_name: 'Meera', buyer_phone: '9876543210', buyer_email: 'meera@example.com', message },
    });
  const sellerInquiries = async () =>
    (await inject('GET', '/inquiries/?limit=50', seller.auth)).json().data.inquiries as Array<{ id: string; conversation_id: string | null }>;
  const notificationsOf = async (auth: Auth) =>
    (await inject('GET', '/inquiries/notifications/?limit=50', auth)).json().data.notifications as Array<{
      type: string;
      data: Record<string, unknown>;
      conversation_id: string | null;
    }>;

  it("gives each of the seller's inquiries its conversation, a second one from the same buyer the same", async () => {
    const car = await createListing(t.ctx, { sellerId: seller.user.id });
    const first = (await contact(car.id, buyer.auth)).json().data.inquiry_id as string;
    const second = (await contact(car.id, buyer.auth, 'Can I see it on Sunday?')).json().data.inquiry_id as string;
    const signedOut = (await contact(car.id)).json().data.inquiry_id as string;

    const list = await sellerInquiries();
    // The first opened the conversation (its id), the second joined it; a signed-out one has its own.
    expect(list.find((i) => i.id === first)?.conversation_id).toBe(first);
    expect(list.find((i) => i.id === second)?.conversation_id).toBe(first);
    expect(list.find((i) => i.id === signedOut)?.conversation_id).toBe(signedOut);
    // The conversation is the seller's and the buyer's to read.
    expect((await inject('GET', `/conversations/${first}/`, seller.auth)).statusCode).toBe(200);
    expect((await inject('GET', `/conversations/${first}/`, buyer.auth)).statusCode).toBe(200);

    // The buyer's own view of the inquiry (6.7) names it too.
    const detail = await inject('GET', `/inquiries/${second}/`, buyer.auth);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.conversation_id).toBe(first);
  });

  it('gives a stranger who knows the id nothing: not the conversation, its messages, nor a way to write', async () => {
    const car = await createListing(t.ctx, { sellerId: seller.user.id });
    const id = (await contact(car.id, buyer.auth)).json().data.inquiry_id as string;
    const conversationId = (await sellerInquiries()).find((i) => i.id === id)!.conversation_id!;
    expect(conversationId).toBe(id);
    expect((await inject('GET', `/conversations/${conversationId}/`, stranger.auth)).statusCode).toBe(404);
    expect((await inject('GET', `/conversations/${conversationId}/messages/`, stranger.auth)).statusCode).toBe(404);
    expect((await inject('POST', `/conversations/${conversationId}/messages/`, stranger.auth, { body: 'Hello?', client_key: 'k-stranger-1' })).statusCode).toBe(404);
    expect((await inject('GET', `/inquiries/${id}/`, stranger.auth)).statusCode).toBe(404);
    // Nor does the stranger's own inquiry list show it.
    const theirs = (await inject('GET', '/inquiries/', stranger.auth)).json().data.inquiries as unknown[];
    expect(theirs).toEqual([]);
  });

  it("names the conversation on the seller's New inquiry and the buyer's Seller responded", async () => {
    const car = await createListing(t.ctx, { sellerId: seller.user.id });
    const id = (await contact(car.id, buyer.auth)).json().data.inquiry_id as string;
    expect((await inject('POST', `/inquiries/${id}/respond/`, seller.auth, { message: 'Yes, come and see it' })).statusCode).toBe(200);

    const received = (await notificationsOf(seller.auth)).find((n) => n.type === 'inquiry_received' && n.data.inquiry_id === id);
    expect(received?.conversation_id).toBe(id);
    const responded = (await notificationsOf(buyer.auth)).find((n) => n.type === 'inquiry_response' && n.data.inquiry_id === id);
    expect(responded?.conversation_id).toBe(id);
    // A visit's (or a report's) names it in its data, and the field says the same; a notice about nothing has none.
    const other = await createUser(t.ctx);
    await seedNotification(t.ctx, { userId: other.user.id, title: 'Visit confirmed', data: { kind: 'visit', conversation_id: id } });
    await seedNotification(t.ctx, { userId: other.user.id, title: 'Welcome' });
    const theirs = await notificationsOf(other.auth);
    expect(theirs.map((n) => n.conversation_id).sort()).toEqual([id, null].sort());
  });

  it('migration 0013 names the conversation of inquiries written before it', async () => {
    const car = await createListing(t.ctx, { sellerId: seller.user.id });
    const id = (await contact(car.id, buyer.auth)).json().data.inquiry_id as string;
    // An inquiry with no conversation at all (none was written for it) keeps none.
    const orphan = await seedInquiry(t.ctx, car);
    const db = t.ctx.pool;
    await db.query('update inquiries set conversation_id = null where id = $1', [id]);
    expect((await sellerInquiries()).find((i) => i.id === id)?.conversation_id).toBeNull();

    const sql = readFileSync(new URL('../../db/migrations/0013_inquiry_conversation.sql', import.meta.url), 'utf8');
    const [, backfill] = sql.split('--> statement-breakpoint');
    await db.query(backfill!);

    const list = await sellerInquiries();
    expect(list.find((i) => i.id === id)?.conversation_id).toBe(id);
    expect(list.find((i) => i.id === orphan.id)?.conversation_id).toBeNull();
  });
});
