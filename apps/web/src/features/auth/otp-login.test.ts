import { describe, expect, it } from 'vitest';
import { afterLoginPath, cleanOtp, LOGIN_TEXT, readSignIn, validateEmail, verifyBody } from '@/features/auth/otp-login';

describe('login rules', () => {
  it('validates the e-mail', () => {
    expect(validateEmail('  ')).toBe('Enter your email');
    expect(validateEmail('asha@')).toBe('Enter a valid email');
    expect(validateEmail('asha@example.com')).toBeNull();
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
