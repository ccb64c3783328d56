// Issue 10: nobody can put an address they do not control on their account, and an OTP sign-in
// always lands in the account that proved the address.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { useTestApp, type TestApp } from '../../test/helper.ts';

const rnd = () => randomBytes(4).toString('hex');
const newIp = () => `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function client(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      remoteAddress: newIp(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  /** The whole OTP sign-in over HTTP, as a browser does it. */
  async function signIn(target: { email: string } | { phone_number: string }) {
    const sent = (await call('POST', '/auth/send-otp/', target)).json().data as { otp_id: string; otp: string };
    const res = await call('POST', '/auth/verify-otp/', { otp_id: sent.otp_id, otp: sent.otp, ...target });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { user: { id: string; email: string | null; is_new_user: boolean }; tokens: { access_token: string } };
    return { user: data.user, token: data.tokens.access_token };
  }
  return { call, signIn };
}

describe('changing e-mail or phone (issue 10)', () => {
  const t = useTestApp();

  it('replays the pre-claim attack: the victim lands in their own account, the attacker keeps their e-mail', async () => {
    const { call, signIn } = client(t);
    const attackerEmail = `attacker-${rnd()}@example.com`;
    const victimEmail = `victim-${rnd()}@example.com`;
    const attacker = await signIn({ email: attackerEmail });

    // Step 1 of the old attack: put the victim's address on the attacker's account.
    const update = await call('PUT', '/users/me/update/', { email: victimEmail }, attacker.token);
    expect(update.statusCode).toBe(200);
    expect(update.json().data.email).toBe(attackerEmail);
    // The code went to the victim's mailbox, which the attacker cannot read; guessing fails.
    const otpId = update.json().email_change.otp_id as string;
    const [mail] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, victimEmail));
    expect(mail!.template).toBe('otp');
    for (const guess of ['000000', '111111', '222222']) {
      const res = await call('POST', '/users/me/contact/verify/', { otp_id: otpId, otp: guess }, attacker.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VERIFICATION_FAILED');
    }
    // The change code cannot sign anyone in either.
    const asSignIn = await call('POST', '/auth/verify-otp/', { otp_id: otpId, otp: '123456', email: victimEmail });
    expect(asSignIn.json().error.details).toEqual({ otp_id: ['Invalid OTP ID'] });

    // Step 2: the victim signs in by OTP and lands in a new account of their own.
    const victim = await signIn({ email: victimEmail });
    expect(victim.user.id).not.toBe(attacker.user.id);
    expect(victim.user.is_new_user).toBe(true);
    expect(victim.user.email).toBe(victimEmail);
    const me = await call('GET', '/users/me/', undefined, attacker.token);
    expect(me.json().data.email).toBe(attackerEmail);
  });

  it('refuses the account\'s own address and bad input, naming the field (taken addresses: contact-change-privacy.test.ts)', async () => {
    const { call } = client(t);
    const me = await createUser(t.ctx);
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ email: me.user.email! }, { email: ['This is already your email.'] }],
      [{ email: 'not-an-email' }, { email: ['Enter a valid email'] }],
    ];
    for (const [body, details] of cases) {
      const res = await call('POST', '/users/me/contact/change/', body, me.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details });
    }
    expect((await call('POST', '/users/me/contact/change/', { email: `x-${rnd()}@example.com` })).statusCode).toBe(401);
  });

  it('moves a proven e-mail and phone: sign-in then finds the account by them', async () => {
    const { call, signIn } = client(t);
    const owner = await signIn({ email: `old-${rnd()}@example.com` });
    const newEmail = `new-${rnd()}@example.com`;
    const sent = await call('POST', '/users/me/contact/change/', { email: newEmail }, owner.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: 'Verification code sent', data: { masked_email: expect.any(String) } });
    const { otp_id, otp } = sent.json().data;
    const done = await call('POST', '/users/me/contact/verify/', { otp_id, otp }, owner.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Email updated', data: { id: owner.user.id, email: newEmail } });
    // Used once only.
    expect((await call('POST', '/users/me/contact/verify/', { otp_id, otp }, owner.token)).json().error.details).toEqual({
      non_field_errors: ['This OTP has already been used. Please request a new OTP.'],
    });
    expect((await signIn({ email: newEmail })).user.id).toBe(owner.user.id);

    const phone = `+9197${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const phoneSent = (await call('POST', '/users/me/contact/change/', { phone_number: phone.slice(3) }, owner.token)).json().data;
    expect(phoneSent.masked_phone).toBeDefined();
    const phoneDone = await call('POST', '/users/me/contact/verify/', { otp_id: phoneSent.otp_id, otp: phoneSent.otp }, owner.token);
    expect(phoneDone.json()).toMatchObject({ message: 'Phone number updated', data: { phone_number: phone } });
    expect((await signIn({ phone_number: phone })).user.id).toBe(owner.user.id);
  });

  it("does not let one account use another account's change code", async () => {
    const { call } = client(t);
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    const sent = (await call('POST', '/users/me/contact/change/', { email: `c-${rnd()}@example.com` }, a.token)).json().data;
    const res = await call('POST', '/users/me/contact/verify/', { otp_id: sent.otp_id, otp: sent.otp }, b.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VERIFICATION_FAILED', details: { otp_id: ['Invalid OTP ID'] } });
    const malformed = await call('POST', '/users/me/contact/verify/', { otp_id: 'dev-bypass', otp: '000000' }, b.token);
    expect(malformed.json().error).toMatchObject({ code: 'VERIFICATION_VALIDATION_ERROR', details: { otp_id: ['Must be a valid UUID.'] } });
  });

  it('gives a contested address to the first account that proves it', async () => {
    const { call } = client(t);
    const email = `contested-${rnd()}@example.com`;
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    const sentA = (await call('POST', '/users/me/contact/change/', { email }, a.token)).json().data;
    const sentB = (await call('POST', '/users/me/contact/change/', { email }, b.token)).json().data;
    expect((await call('POST', '/users/me/contact/verify/', { otp_id: sentB.otp_id, otp: sentB.otp }, b.token)).statusCode).toBe(200);
    const late = await call('POST', '/users/me/contact/verify/', { otp_id: sentA.otp_id, otp: sentA.otp }, a.token);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.details).toEqual({ email: ['This email is already in use.'] });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row!.email).toBe(a.user.email);
  });

  it('takes an address set before changes needed a code away from that account at the next proven sign-in', async () => {
    const { call, signIn } = client(t);
    const email = `legacy-${rnd()}@example.com`;
    // What the old PUT /users/me/update/ could leave behind (the migration marks such rows).
    const squatter = await createUser(t.ctx, { email, emailUnproven: true });
    const owner = await signIn({ email });
    expect(owner.user.id).not.toBe(squatter.user.id);
    const [row] = await t.ctx.db.select().from(users).where(and(eq(users.id, squatter.user.id)));
    expect(row!.email).toBeNull();
    expect((await call('GET', '/users/me/', undefined, squatter.token)).json().data.email).toBeNull();
  });
});
