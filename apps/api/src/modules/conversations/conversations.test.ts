// Conversations through the API (issue 21): an inquiry opens one and the seller's spec response
// joins it, both people write, read, archive, block and report; strangers, admins, blocked and
// suspended people, closed conversations and bad input are refused without a trace.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, messages, notifications } from '../../db/schema.ts';
import { createAdmin, createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

type Auth = Record<string, string>;

describe('conversations (issue 21)', () => {
  const t = useTestApp({ env: { LIMIT_MESSAGES_PER_MINUTE: '6', LIMIT_NEW_CONVERSATIONS_PER_HOUR: '3' } });
  let seller: Awaited<ReturnType<typeof createUser>>;
  let buyer: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createAdmin>>;

  beforeAll(async () => {
    seller = await createUser(t.ctx, { name: 'Ravi', phoneNumber: '+919800011111' });
    stranger = await createUser(t.ctx);
    admin = await createAdmin(t.ctx);
  });
  // A buyer of their own per test: each may start LIMIT_NEW_CONVERSATIONS_PER_HOUR (3 here) an hour.
  beforeEach(async () => {
    buyer = await createUser(t.ctx, { name: 'Meera' });
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth = {}, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...auth, ...(payload || method !== 'GET' ? { 'content-type': 'application/json' } : {}) }, payload: payload ?? (method === 'GET' ? undefined : {}) });
  // Each from its own address: the contract's per-address limit of the contact form is not under test here.
  let address = 0;
  const contact = (carId: string, auth: Auth = {}, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/cars/${carId}/contact/`,
      remoteAddress: `10.9.0.${++address}`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: { buyer_name: 'Meera', buyer_phone: '9876543210', buyer_email: 'meera@example.com', message: 'Is it still available?', ...extra },
    });
  const car = (price = 500_000) => createListing(t.ctx, { sellerId: seller.user.id, price, values: { sellerPhone: '+919800011111', sellerName: 'Ravi' } });
  const detail = async (id: string, auth: Auth) => (await inject('GET', `/conversations/${id}/`, auth)).json().data;

  it('opens a conversation with the inquiry, which the seller answers through the spec inbox', async () => {
    const listing = await car();
    const sent = await contact(listing.id, buyer.auth);
    expect(sent.statusCode).toBe(200);
    const inquiryId = sent.json().data.inquiry_id;

    const inbox = (await inject('GET', '/conversations/', seller.auth)).json().data;
    const line = inbox.conversations.find((c: { id: string }) => c.id === inquiryId);
    expect(line).toMatchObject({ role: 'seller', unread_count: 1, other_party: { name: 'Meera' }, last_message: { sender: 'them', kind: 'inquiry', body: 'Is it still available?' } });
    expect(inbox.unread_total).toBeGreaterThanOrEqual(1);

    expect((await inject('POST', `/inquiries/${inquiryId}/respond/`, seller.auth, { message: 'Yes, come and see it', available_for_call: true })).statusCode).toBe(200);
    const seen = await detail(inquiryId, buyer.auth);
    expect(seen.messages.map((m: { kind: string; mine: boolean; body: string }) => [m.kind, m.mine, m.body])).toEqual([
      ['inquiry', true, 'Is it still available?'],
      ['response', false, 'Yes, come and see it'],
    ]);
    expect(seen).toMatchObject({ role: 'buyer', unread_count: 1, buyer_contact: null, seller_phone: null, can_message: true, can_book: true });
    // The seller sees the buyer's contact as the inquiry inbox shows it.
    expect((await detail(inquiryId, seller.auth)).buyer_contact).toEqual({ name: 'Meera', phone: '+919876543210', email: 'meera@example.com' });
  });

  it('continues the same conversation when a signed-in buyer writes about the car again', async () => {
    const listing = await car();
    const first = (await contact(listing.id, buyer.auth)).json().data.inquiry_id;
    const second = (await contact(listing.id, buyer.auth, { message: 'Can I see it on Sunday?' })).json().data.inquiry_id;
    expect(second).not.toBe(first);
    const seen = await detail(first, buyer.auth);
    expect(seen.messages.map((m: { body: string }) => m.body)).toEqual(['Is it still available?', 'Can I see it on Sunday?']);
  });

  it('gives a signed-out buyer their conversation once they sign in with the e-mail they gave', async () => {
    const listing = await car();
    const id = (await contact(listing.id, {}, { buyer_email: 'new.buyer@example.com' })).json().data.inquiry_id;
    const send = await inject('POST', '/auth/send-otp/', {}, { email: 'new.buyer@example.com' });
    const { otp_id, otp } = send.json().data;
    const signedIn = await inject('POST', '/auth/verify-otp/', {}, { otp_id, otp, email: 'new.buyer@example.com' });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().data.tokens.access_token;
    const inbox = (await inject('GET', '/conversations/', { authorization: `Bearer ${token}` })).json().data;
    expect(inbox.conversations.map((c: { id: string }) => c.id)).toEqual([id]);
    // Someone who did not prove that address sees nothing of it.
    expect((await inject('GET', `/conversations/${id}/`, stranger.auth)).statusCode).toBe(404);
  });

  it('lets both people write; the reader is warned of a request for money, the writer is not', async () => {
    const listing = await car();
    const id = (await contact(listing.id, buyer.auth)).json().data.inquiry_id;
    const fromSeller = await inject('POST', `/conversations/${id}/messages/`, seller.auth, { body: 'Pay a token amount of ₹5,000 by UPI to book it' });
    expect(fromSeller.statusCode).toBe(200);
    expect(fromSeller.json().data).toMatchObject({ mine: true, warning: false, status: 'sent', sender: 'seller' });
    const read = await detail(id, buyer.auth);
    expect(read.messages.at(-1)).toMatchObject({ mine: false, warning: true });
    // Reading turns the seller's ticks; nothing is left unread.
    expect((await inject('POST', `/conversations/${id}/read/`, buyer.auth)).statusCode).toBe(200);
    const after = await detail(id, seller.auth);
    expect(after.messages.at(-1)).toMatchObject({ mine: true, status: 'read' });
    expect((await detail(id, buyer.auth)).unread_count).toBe(0);
  });

  it('stores a retried send once (the same client key) and refuses bad input with details', async () => {
    const listing = await car();
    const id = (await contact(listing.id, buyer.auth)).json().data.inquiry_id;
    const body = { body: 'When can I see it?', client_key: 'tab-1-msg-7' };
    const a = (await inject('POST', `/conversations/${id}/messages/`, buyer.auth, body)).json().data;
    const b = (await inject('POST', `/conversations/${id}/messages/`, buyer.auth, body)).json().data;
    expect(b.id).toBe(a.id);
    expect(await t.ctx.db.$count(messages, eq(messages.conversationId, id))).toBe(2);
    // The sender reads the key back (their sending copy is replaced, not doubled); the other side never sees it.
    expect(a.client_key).toBe('tab-1-msg-7');
    expect((await detail(id, buyer.auth)).messages.at(-1)).toMatchObject({ client_key: 'tab-1-msg-7' });
    expect((await detail(id, seller.auth)).messages.at(-1)).toMatchObject({ client_key: null });
    for (const [payload, field, text] of [
      [{ body: '   ' }, 'body', 'Type a message'],
      [{ body: 'x'.repeat(2001) }, 'body', 'A message can be at most 2,000 characters'],
      [{}, 'body', 'Type a message'],
    ] as const) {
      const res = await inject('POST', `/conversations/${id}/messages/`, buyer.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { [field]: [text] } });
    }
    expect(await t.ctx.db.$count(messages, eq(messages.conversationId, id))).toBe(2);
  });

  it('hides a conversation from a third person and refuses admins and the signed-out', async () => {
    const listing = await car();
    const id = (await contact(listing.id, buyer.auth)).json().data.inquiry_id;
    for (const [method, url, payload] of [
      ['GET', `/conversations/${id}/`],
      ['GET', `/conversations/${id}/messages/`],
      ['POST', `/conversations/${id}/messages/`, { body: 'hi' }],
      ['POST', `/conversations/${id}/read/`],
      ['POST', `/conversations/${id}/archive/`, { archived: true }],
      ['POST', `/conversations/${id}/share-phone/`],
      ['POST', `/conversations/${id}/block/`],
      ['POST', `/conversations/${id}/report/`, { reason: 'spam' }],
    ] as const) {
      const res = await inject(method, url, stranger.auth, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe('Conversation not found');
      expect((await inject(method, url, admin.auth, payload)).statusCode).toBe(403);
      expect((await inject(method, url, {}, payload)).statusCode).toBe(401);
    }
    expect((await inject('GET', '/conversations/not-an-id/', buyer.auth)).statusCode).toBe(404);
    expect(await t.ctx.db.$count(messages, eq(messages.conversationId, id))).toBe(1);
  });

  it("shows the seller's number to the buyer only after the seller shares it", async () => {
    const listing = await car();
    const id = (await contact(listing.id, buyer.auth)).json().data.inquiry_id;
    expect((await detail(id, buyer.auth)).seller_phone).toBeNull();
    const refused = await inject('POST', `/conversations/${id}/share-phone/`, buyer.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only the seller can do this');
    expect((await inject('POST', `/conversations/${id}/share-phone/`, seller.auth)).json().message).toBe('Your number is now visible to this buyer');
    const seen = await detail(id, buyer.auth);
    expect(seen).toMatchObject({ seller_phone: '+919800011111', phone_shared: true });
    expect(seen.messages.at(-1)).toMatchObject({ sender: 'system', kind: 'phone_shared', body: 'Ravi shared their phone number' });
  });

  it('archives for one side only, and blocking stops both from writing until unblocked', async () => {
    const listing = await car();
    const id = (await contact(listing.id, buyer.auth)).json().data.inquiry_id;
    await inject('POST', `/conversations/${id}/archive/`, seller.auth, { archived: true });
    const ids = async (auth: Auth, archived: boolean) =>
      ((await inject('GET', `/conversations/?archived=${archived}`, auth)).json().data.conversations as Array<{ id: string }>).map((c) => c.id);
    expect(await ids(seller.auth, false)).not.toContain(id);
    expect(await ids(seller.auth, true)).toContain(id);
    expect(await ids(buyer.auth, false)).toContain(id);
    expect((await inject('GET', '/conversations/?archived=maybe', seller.auth)).statusCode).toBe(400);

    await inject('POST', `/conversations/${id}/block/`, seller.auth);
    for (const auth of [buyer.auth, seller.auth]) {
      const res = await inject('POST', `/conversations/${id}/messages/`, auth, { body: 'hello?' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('You cannot send messages or book visits in this conversation');
    }
    expect(await detail(id, seller.auth)).toMatchObject({ blocked_by_me: true, can_message: false });
    await inject('DELETE', `/conversations/${id}/block/`, seller.auth);
    expect((await inject('POST', `/conversations/${id}/messages/`, buyer.auth, { body: 'hello?' })).statusCode).toBe(200);
  });

  it('closes with a note when the car is sold, and refuses messages after', async () => {
    const listing = await car();
    const id = (await contact(listing.id, buyer.auth)).json().data.inquiry_id;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/cars/${listing.id}/update/`, headers: admin.auth, payload: { status: 'sold' } })).statusCode).toBe(200);
    const seen = await detail(id, buyer.auth);
    expect(seen).toMatchObject({ status: 'closed', closed_reason: 'sold', can_message: false });
    expect(seen.messages.at(-1)).toMatchObject({ sender: 'system', body: 'The car has been sold: this conversation is closed.' });
    const res = await inject('POST', `/conversations/${id}/messages/`, buyer.auth, { body: 'Still there?' });
    expect(res.statusCode).toBe(409);
  });

  it('limits messages per minute with a 429 and Retry-After', async () => {
    const talker = await createUser(t.ctx);
    const listing = await car();
    const id = (await contact(listing.id, talker.auth)).json().data.inquiry_id;
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await inject('POST', `/conversations/${id}/messages/`, talker.auth, { body: `message ${i}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const res = await inject('POST', `/conversations/${id}/messages/`, talker.auth, { body: 'again' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits new conversations per signed-in buyer an hour; writing again to an open one is not new', async () => {
    const eager = await createUser(t.ctx);
    const cars = await Promise.all([car(), car(), car(), car()]);
    const codes = [];
    for (const c of cars) codes.push((await contact(c.id, eager.auth)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await contact(cars[0]!.id, eager.auth, { message: 'One more thing' })).statusCode).toBe(200);
  });

  it('sends reports to the admins only, who warn or suspend; a suspended account no longer writes', async () => {
    const listing = await car();
    const id = (await contact(listing.id, buyer.auth)).json().data.inquiry_id;
    await inject('POST', `/conversations/${id}/messages/`, seller.auth, { body: 'Send the advance first' });
    expect((await inject('POST', `/conversations/${id}/report/`, buyer.auth, { reason: 'fraud' })).statusCode).toBe(400);
    expect((await inject('POST', `/conversations/${id}/report/`, buyer.auth, { reason: 'scam', details: 'Asked for money' })).json().message).toBe(
      'Thank you. Our team will look at this conversation.',
    );
    expect((await inject('POST', `/conversations/${id}/report/`, buyer.auth, { reason: 'scam' })).statusCode).toBe(409);
    expect((await detail(id, buyer.auth)).reported_by_me).toBe(true);

    expect((await inject('GET', '/admin/conversation-reports/', seller.auth)).statusCode).toBe(403);
    const queue = (await inject('GET', '/admin/conversation-reports/', admin.auth)).json().data.reports;
    const report = queue.find((r: { conversation_id: string }) => r.conversation_id === id);
    expect(report).toMatchObject({ reason: 'scam', reporter_role: 'buyer', status: 'open', seller: { name: 'Ravi', suspended: false } });
    const full = (await inject('GET', `/admin/conversation-reports/${report.id}/`, admin.auth)).json().data;
    expect(full.messages.map((m: { body: string }) => m.body)).toContain('Send the advance first');
    // A conversation nobody reported is not in reach: its id is no report's.
    expect((await inject('GET', `/admin/conversation-reports/${id}/`, admin.auth)).statusCode).toBe(404);

    const bad = await inject('POST', `/admin/conversation-reports/${report.id}/resolve/`, admin.auth, { action: 'suspend' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.about).toEqual(['Choose whom the action is about']);
    expect((await inject('POST', `/admin/conversation-reports/${report.id}/resolve/`, admin.auth, { action: 'suspend', about: 'seller', note: 'Advance payment' })).statusCode).toBe(200);
    expect((await inject('POST', `/admin/conversation-reports/${report.id}/resolve/`, admin.auth, { action: 'warn', about: 'seller' })).statusCode).toBe(409);
    const res = await inject('POST', `/conversations/${id}/messages/`, seller.auth, { body: 'hello' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Your account is suspended. Please contact support.');
  });

  it('warns a reported person in the app', async () => {
    const other = await createUser(t.ctx);
    const listing = await car();
    const id = (await contact(listing.id, other.auth)).json().data.inquiry_id;
    await inject('POST', `/conversations/${id}/report/`, seller.auth, { reason: 'abusive' });
    const report = (await inject('GET', '/admin/conversation-reports/', admin.auth)).json().data.reports.find((r: { conversation_id: string }) => r.conversation_id === id);
    await inject('POST', `/admin/conversation-reports/${report.id}/resolve/`, admin.auth, { action: 'warn', about: 'buyer' });
    const [n] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, other.user.id));
    expect(n).toMatchObject({ type: 'system', title: 'A warning from the GaadiBazaar team', priority: 'high' });
    const [c] = await t.ctx.db.select().from(conversations).where(eq(conversations.id, id));
    expect(c!.status).toBe('open');
  });
});
