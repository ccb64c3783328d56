import { describe, expect, it } from 'vitest';
import { afterLoginPath, cleanOtp, LOGIN_TEXT, loginTarget, readSignIn, targetLabel, validateEmail, validateLoginInput, verifyBody } from '@/features/auth/otp-login';

describe('login rules', () => {
  it('validates the e-mail', () => {
    expect(validateEmail('  ')).toBe('Enter your email');
    expect(validateEmail('asha@')).toBe('Enter a valid email');
    expect(validateEmail('asha@example.com')).toBeNull();
  });

  it('takes an e-mail or a 10-digit Indian mobile number, with the spec e-mail messages for e-mail input', () => {
    expect(validateLoginInput('  ')).toBe('Enter your email');
    expect(validateLoginInput('asha@')).toBe('Enter a valid email');
    expect(validateLoginInput('not-an-email')).toBe('Enter a valid email');
    expect(validateLoginInput('asha@example.com')).toBeNull();
    expect(validateLoginInput('98765 43210')).toBeNull();
    expect(validateLoginInput('+91 98765 43210')).toBeNull();
    expect(validateLoginInput('12345')).toBe('Enter a valid 10-digit mobile number');
    expect(validateLoginInput('98765432101')).toBe('Enter a valid 10-digit mobile number');
    expect(LOGIN_TEXT.phoneInvalid).toBe('Enter a valid 10-digit mobile number');
  });

  it('sends a mobile number as +91 and names it in Indian grouping', () => {
    expect(loginTarget('098765-43210')).toBe('+919876543210');
    expect(loginTarget(' asha@example.com ')).toBe('asha@example.com');
    expect(targetLabel('9876543210')).toBe('+91 98765 43210');
    expect(verifyBody(loginTarget('9876543210'), 'id-1', '123456')).toEqual({ otp_id: 'id-1', otp: '123456', phone_number: '+919876543210' });
  });

  it('keeps only digits in the code, at most six', () => {
    expect(cleanOtp('12a 34-5678')).toBe('123456');
  });

  it('verifies with the e-mail, or the normalised phone', () => {
    expect(verifyBody(' asha@example.com ', 'id-1', '123456')).toEqual({ otp_id: 'id-1', otp: '123456', email: 'asha@example.com' });
    expect(verifyBody('919876543210', 'id-1', '123456')).toEqual({ otp_id: 'id-1', otp: '123456', phone_number: '+919876543210' });
  });

  it('reads user and tokens at data or data.data, and names what is missing', () => {
    const user = { id: 'u', name: 'Asha', email: 'a@b.in', phone_number: null };
    const tokens = { access_token: 'eyJx', refresh_token: 'r' };
    expect(readSignIn({ data: { user, tokens } })).toEqual({ user, tokens });
    expect(readSignIn({ data: { data: { user, tokens } } })).toEqual({ user, tokens });
    expect(() => readSignIn({ success: true })).toThrow(LOGIN_TEXT.invalidResponse);
    expect(() => readSignIn({ data: { user } })).toThrow(LOGIN_TEXT.missingUserOrTokens);
  });

  it('goes to the seller dashboard when returnUrl is /sell or absent', () => {
    expect(afterLoginPath(null)).toBe('/seller/dashboard');
    expect(afterLoginPath('/sell')).toBe('/seller/dashboard');
    expect(afterLoginPath('/dashboard?tab=inquiries')).toBe('/dashboard?tab=inquiries');
    expect(afterLoginPath('//evil.example')).toBe('/seller/dashboard');
  });
});
