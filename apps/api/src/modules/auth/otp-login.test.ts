import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, otpSessions, users } from '../../db/schema.ts';
import { useTestApp } from '../../test/helper.ts';

const rnd = () => randomBytes(4).toString('hex');
const newIp = () => `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe('OTP sign-in (contract 3.1, 3.2)', () => {
  const t = useTestApp();
  const post = (url: string, payload: object, remoteAddress = newIp()) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });
  const send = async (target: { email?: string; phone_number?: string }) => {
    const res = await post('/auth/send-otp/', target);
    expect(res.statusCode).toBe(200);
    return res.json().data as { otp_id: string; otp: string; expires_at: string; dev_hint: string };
  };

  it('sends a code, signs a new user in with it and answers the double-nested body', async () => {
    const email = `Asha.${rnd()}@Example.com`;
    const res = await post('/auth/send-otp/', { email: `  ${email} ` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('OTP sent successfully');
    expect(body.data.otp_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.masked_email).toBe('a***@e***.com');
    expect(body.data.otp).toMatch(/^\d{6}$/);
    expect(body.data.dev_hint).toBe(`Use OTP: ${body.data.otp}`);
    const ttl = Date.parse(body.data.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(4.5 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    // Only a hash is stored.
    const [row] = await t.ctx.db.select().from(otpSessions).where(eq(otpSessions.id, body.data.otp_id));
    expect(row!.target).toBe(email.toLowerCase());
    expect(row!.codeHash).not.toContain(body.data.otp);
    const [mail] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email.toLowerCase()));
    expect(mail!.text).toContain(body.data.otp);

    const verify = await post('/auth/verify-otp/', { otp_id: body.data.otp_id, otp: body.data.otp, email: email.toUpperCase() });
    expect(verify.statusCode).toBe(200);
    const v = verify.json();
    expect(v.success).toBe(true);
    expect(v.message).toBe('Login successful');
    expect(v.data.user).toMatchObject({ email: email.toLowerCase(), name: '', phone_number: null, avatar: null, is_new_user: true });
    expect(v.data.user.profile).toEqual({ avatar: null, city: '', verified: true });
    expect(v.data.isNewUser).toBe(true);
    expect(v.data.tokens.access_token).toMatch(/^eyJ/);
    expect(v.data.tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(v.data.tokens.expires_at).toBeGreaterThan(Date.now() / 1000 + 14 * 60);
    expect(v.data.data).toEqual({ user: v.data.user, tokens: v.data.tokens });

    const me = await t.app.inject({ url: '/api/v1/users/me/', headers: { authorization: `Bearer ${v.data.tokens.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(v.data.user.id);

    // Second sign-in: the same account, no longer new.
    const again = await send({ email });
    const second = await post('/auth/verify-otp/', { otp_id: again.otp_id, otp: again.otp, email });
    expect(second.json().data.user).toMatchObject({ id: v.data.user.id, is_new_user: false });
    expect(second.json().data.isNewUser).toBe(false);
  });

  it('stores phones in E.164 with +91 by default and signs in by phone', async () => {
    const local = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const res = await post('/auth/send-otp/', { phone_number: `0${local.slice(0, 5)} ${local.slice(5)}` });
    expect(res.statusCode).toBe(200);
    const sent = res.json().data;
    expect(sent.masked_phone).toBe(`+91******${local.slice(-4)}`);
    expect(sent.masked_email).toBeUndefined();
    // The client builds the verify phone from the digits typed, so a leading 0 may survive there.
    const verify = await post('/auth/verify-otp/', { otp_id: sent.otp_id, otp: sent.otp, phone_number: `+910${local}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.user).toMatchObject({ phone_number: `+91${local}`, email: null, is_new_user: true });
  });

  it('rejects a send-otp body without exactly one valid target', async () => {
    for (const [payload, key] of [
      [{}, 'non_field_errors'],
      [{ email: 'a@b.co', phone_number: '+919876543210' }, 'non_field_errors'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone_number: '12' }, 'phone_number'],
    ] as const) {
      const res = await post('/auth/send-otp/', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().error.details)).toContain(key);
    }
    const invalid = await post('/auth/send-otp/', { email: 'not-an-email' });
    expect(invalid.json().error.details.email).toEqual(['Enter a valid email']);
  });

  it('answers a malformed verify body with VERIFICATION_VALIDATION_ERROR', async () => {
    const res = await post('/auth/verify-otp/', { otp_id: 'abc', otp: '123456', email: 'a@b.co' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VERIFICATION_VALIDATION_ERROR', details: { otp_id: ['Must be a valid UUID.'] } });
    const short = await post('/auth/verify-otp/', { otp_id: randomUUID(), otp: '12', email: 'a@b.co' });
    expect(short.json().error.code).toBe('VERIFICATION_VALIDATION_ERROR');
    expect(short.json().error.details.otp).toEqual(['Please enter a valid 6-digit OTP']);
  });

  it('answers an unknown otp_id with VERIFICATION_FAILED, never 401', async () => {
    const res = await post('/auth/verify-otp/', { otp_id: randomUUID(), otp: '123456', email: 'a@b.co' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'VERIFICATION_FAILED', message: 'Invalid OTP or request data', details: { otp_id: ['Invalid OTP ID'] } });
  });

  it('counts wrong codes down and kills the session after the third', async () => {
    const email = `brute-${rnd()}@example.com`;
    const sent = await send({ email });
    const wrong = sent.otp === '000001' ? '000002' : '000001';
    const messages: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post('/auth/verify-otp/', { otp_id: sent.otp_id, otp: wrong, email });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VERIFICATION_FAILED');
      messages.push(res.json().error.details.non_field_errors[0]);
    }
    expect(messages).toEqual(['Invalid OTP. 2 attempts remaining.', 'Invalid OTP. 1 attempt remaining.', 'Maximum OTP attempts exceeded']);
    // Even the right code no longer works.
    const right = await post('/auth/verify-otp/', { otp_id: sent.otp_id, otp: sent.otp, email });
    expect(right.statusCode).toBe(400);
    expect(right.json().error.details.non_field_errors).toEqual(['Maximum OTP attempts exceeded']);
  });

  it('never lets concurrent guesses exceed three attempts or one code sign in twice', async () => {
    const email = `race-${rnd()}@example.com`;
    const sent = await send({ email });
    const wrong = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post('/auth/verify-otp/', { otp_id: sent.otp_id, otp: String((Number(sent.otp) + 1 + i) % 1e6).padStart(6, '0'), email })),
    );
    expect(wrong.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await t.ctx.db.select().from(otpSessions).where(eq(otpSessions.id, sent.otp_id));
    expect(row!.attempts).toBe(3);

    const fresh = await send({ email });
    const right = await Promise.all(Array.from({ length: 5 }, () => post('/auth/verify-otp/', { otp_id: fresh.otp_id, otp: fresh.otp, email })));
    expect(right.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(right.filter((r) => r.statusCode === 400)).toHaveLength(4);
  });

  it('refuses a used code', async () => {
    const email = `reuse-${rnd()}@example.com`;
    const sent = await send({ email });
    expect((await post('/auth/verify-otp/', { otp_id: sent.otp_id, otp: sent.otp, email })).statusCode).toBe(200);
    const again = await post('/auth/verify-otp/', { otp_id: sent.otp_id, otp: sent.otp, email });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('VERIFICATION_FAILED');
    expect(again.json().error.details.non_field_errors[0]).toMatch(/already been used/);
  });

  it('refuses an expired code', async () => {
    const email = `late-${rnd()}@example.com`;
    const sent = await send({ email });
    await t.ctx.db.update(otpSessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(otpSessions.id, sent.otp_id));
    const res = await post('/auth/verify-otp/', { otp_id: sent.otp_id, otp: sent.otp, email });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.non_field_errors).toEqual(['OTP has expired. Please request a new OTP.']);
  });

  it('invalidates the earlier code when a new one is sent', async () => {
    const email = `resend-${rnd()}@example.com`;
    const first = await send({ email });
    const second = await send({ email });
    const old = await post('/auth/verify-otp/', { otp_id: first.otp_id, otp: first.otp, email });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe('VERIFICATION_FAILED');
    expect((await post('/auth/verify-otp/', { otp_id: second.otp_id, otp: second.otp, email })).statusCode).toBe(200);
  });

  it('refuses a code presented for another e-mail or phone, without spending an attempt', async () => {
    const email = `owner-${rnd()}@example.com`;
    const sent = await send({ email });
    for (const target of [{ email: `other-${rnd()}@example.com` }, { phone_number: '+919876543210' }, { email: 'garbage' }]) {
      const res = await post('/auth/verify-otp/', { otp_id: sent.otp_id, otp: sent.otp, ...target });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.non_field_errors).toEqual(['This OTP was not sent to this email or phone number.']);
    }
    const [row] = await t.ctx.db.select().from(otpSessions).where(eq(otpSessions.id, sent.otp_id));
    expect(row!.attempts).toBe(0);
    expect((await post('/auth/verify-otp/', { otp_id: sent.otp_id, otp: sent.otp, email })).statusCode).toBe(200);
  });

  it('refuses the development bypass when the flag is off', async () => {
    const res = await post('/auth/verify-otp/', { otp_id: 'dev-bypass', otp: '000000', phone_number: '+91asha@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VERIFICATION_FAILED', details: { otp_id: ['Invalid OTP ID'] } });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, 'asha@example.com'));
    expect(user).toBeUndefined();
  });
});
