// Unread messages by e-mail (issue 21): only what is still unread after 10 minutes, at most one
// e-mail per conversation and side an hour, never to someone who turned e-mails off; a buyer who
// wrote signed out hears at the address they gave, with a sign-in link.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { MESSAGE_MAIL_QUEUE, sendUnreadMail } from './message-mails.ts';

describe('unread-message e-mails', () => {
  const t = useTestApp();
  const minutes = (n: number) => n * 60_000;
  let from = 0;
  const open = async (opts: { buyerAuth?: Record<string, string>; email?: string } = {}) => {
    const seller = await createUser(t.ctx, { name: 'Ravi' });
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/cars/${listing.id}/contact/`,
      remoteAddress: `10.7.0.${++from}`,
      headers: opts.buyerAuth ?? {},
      payload: { buyer_name: 'Meera', buyer_phone: '9876543210', buyer_email: opts.email ?? '', message: 'Is it available?' },
    });
    return { seller, id: res.json().data.inquiry_id as string };
  };
  const mailsTo = (to: string) => t.ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, 'unread-messages')));

  it('queues one job per conversation and side, ten minutes on, however many messages come', async () => {
    const { seller, id } = await open({ email: 'asker@example.com' });
    for (const body of ['One', 'Two']) await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${id}/messages/`, headers: seller.auth, payload: { body } });
    const { rows } = await t.ctx.pool.query(`select data, start_after > now() + interval '9 minutes' as later from pgboss.job where name = $1 and data->>'conversationId' = $2`, [MESSAGE_MAIL_QUEUE, id]);
    expect(rows.map((r) => [r.data.side, r.later]).sort()).toEqual([
      ['buyer', true],
      ['seller', true],
    ]);
  });

  it('sends what is still unread after 10 minutes, once an hour at most, and nothing once it is read', async () => {
    const seller = await createUser(t.ctx, { name: 'Ravi', email: `ravi-${Date.now()}@example.com` });
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/cars/${listing.id}/contact/`,
      remoteAddress: '10.7.1.1',
      payload: { buyer_name: 'Meera', buyer_phone: '9876543210', message: 'Is it available?' },
    });
    const id = res.json().data.inquiry_id as string;
    const job = { conversationId: id, side: 'seller' as const };
    const now = Date.now();
    expect(await sendUnreadMail(t.ctx, t.app.log, job, new Date(now + minutes(5)))).toBe('nothing'); // not 10 minutes yet
    expect(await sendUnreadMail(t.ctx, t.app.log, job, new Date(now + minutes(11)))).toBe('sent');
    const [mail] = await mailsTo(seller.user.email!);
    expect(mail!.subject).toContain('Meera wrote about');
    expect(mail!.text).toContain('“Is it available?”');
    expect(mail!.text).toContain(`/messages/${id}`);
    // Nothing new since: nothing more.
    expect(await sendUnreadMail(t.ctx, t.app.log, job, new Date(now + minutes(30)))).toBe('nothing');
    // A new message within the hour waits for the hour's end.
    const more = await t.app.inject({
      method: 'POST',
      url: `/api/v1/cars/${listing.id}/contact/`,
      remoteAddress: '10.7.1.2',
      payload: { buyer_name: 'Meera', buyer_phone: '9876543210', message: 'Hello?' },
    });
    expect(more.statusCode).toBe(200);
    expect(await mailsTo(seller.user.email!)).toHaveLength(1);
    // Read in the app: nothing to mail.
    await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${id}/read/`, headers: seller.auth });
    expect(await sendUnreadMail(t.ctx, t.app.log, job, new Date(now + minutes(90)))).toBe('nothing');
  });

  it('waits for the end of the hour after an e-mail, then sends the rest', async () => {
    const { seller, id } = await open();
    const buyer = await createUser(t.ctx, { email: `buyer-${Date.now()}@example.com` });
    await t.ctx.pool.query('update conversations set buyer_user_id = $1 where id = $2', [buyer.user.id, id]);
    const job = { conversationId: id, side: 'buyer' as const };
    const now = Date.now();
    // The buyer last read an hour ago (their own inquiry): what follows is the seller's.
    await t.ctx.pool.query('update conversations set buyer_read_at = $1 where id = $2', [new Date(now - minutes(60)), id]);
    /** The seller writes, as if `ago` minutes ago. */
    const write = async (body: string, ago: number) => {
      const m = (await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${id}/messages/`, headers: seller.auth, payload: { body } })).json().data;
      await t.ctx.pool.query('update messages set created_at = $1 where id = $2', [new Date(now - minutes(ago)), m.id]);
    };
    await write('Yes, it is', 50);
    expect(await sendUnreadMail(t.ctx, t.app.log, job, new Date(now - minutes(40)))).toBe('sent');
    await write('Come on Sunday', 35);
    expect(await sendUnreadMail(t.ctx, t.app.log, job, new Date(now))).toBe('later'); // mailed 40 minutes ago
    expect(await sendUnreadMail(t.ctx, t.app.log, job, new Date(now + minutes(25)))).toBe('sent');
    const mails = await mailsTo(buyer.user.email!);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('“Come on Sunday”');
    expect(mails[1]!.text).not.toContain('“Yes, it is”');
  });

  it("honours the account's e-mail setting, and writes a signed-out buyer at the address they gave", async () => {
    const quiet = await createUser(t.ctx, { email: `quiet-${Date.now()}@example.com`, emailNotifications: false });
    const a = await open({ buyerAuth: quiet.auth });
    await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${a.id}/messages/`, headers: a.seller.auth, payload: { body: 'Yes' } });
    expect(await sendUnreadMail(t.ctx, t.app.log, { conversationId: a.id, side: 'buyer' }, new Date(Date.now() + minutes(11)))).toBe('no-address');

    const address = `guest-${Date.now()}@example.com`;
    const b = await open({ email: address });
    await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${b.id}/messages/`, headers: b.seller.auth, payload: { body: 'Yes' } });
    expect(await sendUnreadMail(t.ctx, t.app.log, { conversationId: b.id, side: 'buyer' }, new Date(Date.now() + minutes(11)))).toBe('sent');
    const [mail] = await mailsTo(address);
    expect(mail!.text).toContain('Sign in with this e-mail address');
    expect(mail!.text).toContain(`/login?returnUrl=${encodeURIComponent(`/messages/${b.id}`)}`);
  });
});
