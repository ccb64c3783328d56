import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/helper.ts';

const rnd = () => randomBytes(4).toString('hex');
const bypass = (t: TestApp, phone_number: string, otp = '000000') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-otp/', payload: { otp_id: 'dev-bypass', otp, phone_number } });

describe('development bypass with DEV_OTP_BYPASS in development (contract 3.2)', () => {
  const t = useTestApp({ env: { NODE_ENV: 'development', DEV_OTP_BYPASS: 'true' } });

  it('signs in the e-mail typed after +91, creating the account once', async () => {
    const email = `dev-${rnd()}@example.com`;
    const first = await bypass(t, `+91${email}`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data.user).toMatchObject({ email, is_new_user: true });
    expect(body.data.tokens.access_token).toMatch(/^eyJ/);
    expect(body.data.data.user.id).toBe(body.data.user.id);
    const again = await bypass(t, `+91${email.toUpperCase()}`);
    expect(again.json().data.user).toMatchObject({ id: body.data.user.id, is_new_user: false });
  });

  it('treats a typed number as a phone', async () => {
    const res = await bypass(t, '+919876500001');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ phone_number: '+919876500001', email: null });
  });

  it('still wants the fixed code', async () => {
    const res = await bypass(t, `+91dev-${rnd()}@example.com`, '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VERIFICATION_FAILED');
  });
});

describe('development bypass without the flag', () => {
  const t = useTestApp({ env: { NODE_ENV: 'development' } });

  it('is an ordinary VERIFICATION_FAILED', async () => {
    const res = await bypass(t, `+91dev-${rnd()}@example.com`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VERIFICATION_FAILED', details: { otp_id: ['Invalid OTP ID'] } });
  });
});

describe('development bypass in production', () => {
  const t = useTestApp({ env: { NODE_ENV: 'production', DEV_OTP_BYPASS: 'true' } });

  it('is refused even with DEV_OTP_BYPASS=true', async () => {
    expect(t.config.devOtpBypass).toBe(false);
    const res = await bypass(t, `+91prod-${rnd()}@example.com`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VERIFICATION_FAILED');
  });
});
