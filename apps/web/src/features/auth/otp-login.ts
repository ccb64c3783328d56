// Login rules of public-side sections 2, 5 and 8 and contract 3.1–3.2, without React. Issue 14:
// the field takes an e-mail or a 10-digit Indian mobile number (the code then goes by SMS).
import { AUTH_MESSAGES } from '@gaadi/domain/auth-messages';
import { formatIndianPhone, indianMobileE164, otpTargetFromInput, phoneForVerify } from '@gaadi/domain/phone';
import type { sendOtpResponse, Tokens } from '@gaadi/domain/schemas/auth';
import type { DataOf } from '@/lib/api/answer';
import * as authApi from '@/lib/api/auth';
import { ApiError } from '@/lib/api/client';
import { currentLocale, msg } from '@/lib/i18n/i18n';
import type { CurrentUser } from '@/lib/session';

export const LOGIN_TEXT = {
  emailRequired: msg('Enter your email'),
  emailInvalid: AUTH_MESSAGES.emailInvalid,
  phoneInvalid: msg('Enter a valid 10-digit mobile number'),
  otpInvalid: AUTH_MESSAGES.otpInvalid,
  sessionExpired: msg('OTP session expired. Please request a new OTP.'),
  rateLimited: AUTH_MESSAGES.tooManyAttempts,
  sendFailed: AUTH_MESSAGES.sendFailed,
  sendNetwork: msg('Failed to send OTP. Please try again.'),
  verifyNetwork: msg('Failed to verify OTP. Please try again.'),
  resendFailed: msg('Failed to resend OTP. Please try again.'),
  invalidResponse: msg('Invalid response structure'),
  missingUserOrTokens: msg('Missing user or tokens in response'),
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | null {
  if (!value.trim()) return LOGIN_TEXT.emailRequired;
  return EMAIL.test(value.trim()) ? null : LOGIN_TEXT.emailInvalid;
}

/** Digits with the usual separators (and no @): the person meant a phone number. */
const looksLikePhone = (value: string) => /^\+?[\d\s()-]+$/.test(value) && /\d/.test(value);

/** The spec's e-mail messages for e-mail input; a number must be a 10-digit Indian mobile. */
export function validateLoginInput(value: string): string | null {
  const v = value.trim();
  if (v && !v.includes('@') && looksLikePhone(v)) return indianMobileE164(v) ? null : LOGIN_TEXT.phoneInvalid;
  return validateEmail(v);
}

/** What is sent: the trimmed e-mail, or the mobile number as +91XXXXXXXXXX. */
export const loginTarget = (value: string) => indianMobileE164(value) ?? value.trim();

/** The target as the screens name it: the e-mail, or "+91 98765 43210". */
export const targetLabel = (value: string) => formatIndianPhone(loginTarget(value));

/** The OTP field keeps digits only, at most 6. */
export const cleanOtp = (value: string) => value.replace(/\D/g, '').slice(0, 6);

type OtpAnswer = DataOf<typeof sendOtpResponse>;
export type OtpSession = Pick<OtpAnswer, 'otp_id'> & Partial<OtpAnswer>;

export class LoginError extends Error {}

/** Send (or resend) an OTP. The answer's data is the OTP session and must be an object. */
export async function sendOtp(input: string): Promise<OtpSession> {
  try {
    // A Hindi page asks for the code in Hindi (issue 25); an English page sends what it always sent.
    const language = currentLocale() === 'hi' ? { language: 'hi' as const } : {};
    const { data } = await authApi.sendOtp({ ...otpTargetFromInput(input), ...language });
    if (!data || typeof data !== 'object' || !data.otp_id) throw new LoginError(LOGIN_TEXT.sendNetwork);
    return { ...data, otp_id: data.otp_id };
  } catch (e) {
    if (e instanceof LoginError) throw e;
    if (e instanceof ApiError && e.isRateLimit) throw new LoginError(LOGIN_TEXT.rateLimited);
    if (e instanceof ApiError && !e.isNetwork) throw new LoginError(e.message || LOGIN_TEXT.sendFailed);
    throw new LoginError(LOGIN_TEXT.sendNetwork);
  }
}

type SignInTokens = Pick<Tokens, 'access_token'> & Partial<Tokens>;

/** Verify body: otp_id, otp and the e-mail, or the phone normalised for verification. */
export function verifyBody(input: string, otpId: string, otp: string) {
  const value = input.trim();
  return value.includes('@') ? { otp_id: otpId, otp, email: value } : { otp_id: otpId, otp, phone_number: phoneForVerify(value) };
}

/** user and tokens may sit at data or at data.data (contract 3.2). */
export function readSignIn(body: unknown): { user: CurrentUser; tokens: SignInTokens } {
  const data = (body as { data?: Record<string, unknown> } | null)?.data;
  if (!data || typeof data !== 'object') throw new LoginError(LOGIN_TEXT.invalidResponse);
  const inner = (data.data ?? {}) as Record<string, unknown>;
  const user = (data.user ?? inner.user) as CurrentUser | undefined;
  const tokens = (data.tokens ?? inner.tokens) as SignInTokens | undefined;
  if (!user || !tokens?.access_token) throw new LoginError(LOGIN_TEXT.missingUserOrTokens);
  return { user, tokens };
}

export async function verifyOtp(input: string, otpId: string, otp: string) {
  try {
    return readSignIn(await authApi.verifyOtp(verifyBody(input, otpId, otp)));
  } catch (e) {
    if (e instanceof LoginError) throw e;
    if (e instanceof ApiError && e.isRateLimit) throw new LoginError(LOGIN_TEXT.rateLimited);
    if (e instanceof ApiError && !e.isNetwork) throw new LoginError(e.firstDetail ?? e.message);
    throw new LoginError(LOGIN_TEXT.verifyNetwork);
  }
}

/** Where to go after signing in: returnUrl, or the seller dashboard when it is /sell or absent. */
export function afterLoginPath(returnUrl: string | null): string {
  // Only same-site paths, never "//host" or absolute URLs.
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl === '/sell') return '/seller/dashboard';
  return returnUrl;
}
