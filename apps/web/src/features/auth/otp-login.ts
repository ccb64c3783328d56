// Login rules of public-side sections 2, 5 and 8 and contract 3.1–3.2, without React.
import { otpTargetFromInput, phoneForVerify } from '@gaadi/domain/phone';
import type { CurrentUser } from '@/app/session';
import { api, ApiError } from '@/lib/api/client';

export const LOGIN_TEXT = {
  emailRequired: 'Enter your email',
  emailInvalid: 'Enter a valid email',
  otpInvalid: 'Please enter a valid 6-digit OTP',
  sessionExpired: 'OTP session expired. Please request a new OTP.',
  rateLimited: 'Too many attempts. Please try again later.',
  sendFailed: 'Failed to send OTP',
  sendNetwork: 'Failed to send OTP. Please try again.',
  verifyNetwork: 'Failed to verify OTP. Please try again.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  invalidResponse: 'Invalid response structure',
  missingUserOrTokens: 'Missing user or tokens in response',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | null {
  if (!value.trim()) return LOGIN_TEXT.emailRequired;
  return EMAIL.test(value.trim()) ? null : LOGIN_TEXT.emailInvalid;
}

/** The OTP field keeps digits only, at most 6. */
export const cleanOtp = (value: string) => value.replace(/\D/g, '').slice(0, 6);

export interface OtpSession {
  otp_id: string;
  dev_hint?: string;
  otp?: string;
}

export class LoginError extends Error {}

/** Send (or resend) an OTP. The answer's data is the OTP session and must be an object. */
export async function sendOtp(input: string): Promise<OtpSession> {
  try {
    const body = await api.post<{ data?: OtpSession }>('/auth/send-otp/', otpTargetFromInput(input), { auth: 'none' });
    if (!body.data || typeof body.data !== 'object' || !body.data.otp_id) throw new LoginError(LOGIN_TEXT.sendNetwork);
    return body.data;
  } catch (e) {
    if (e instanceof LoginError) throw e;
    if (e instanceof ApiError && e.isRateLimit) throw new LoginError(LOGIN_TEXT.rateLimited);
    if (e instanceof ApiError && !e.isNetwork) throw new LoginError(e.message || LOGIN_TEXT.sendFailed);
    throw new LoginError(LOGIN_TEXT.sendNetwork);
  }
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
}

/** Verify body: otp_id, otp and the e-mail, or the phone normalised for verification. */
export function verifyBody(input: string, otpId: string, otp: string) {
  const value = input.trim();
  return value.includes('@') ? { otp_id: otpId, otp, email: value } : { otp_id: otpId, otp, phone_number: phoneForVerify(value) };
}

/** user and tokens may sit at data or at data.data (contract 3.2). */
export function readSignIn(body: unknown): { user: CurrentUser; tokens: Tokens } {
  const data = (body as { data?: Record<string, unknown> } | null)?.data;
  if (!data || typeof data !== 'object') throw new LoginError(LOGIN_TEXT.invalidResponse);
  const inner = (data.data ?? {}) as Record<string, unknown>;
  const user = (data.user ?? inner.user) as CurrentUser | undefined;
  const tokens = (data.tokens ?? inner.tokens) as Tokens | undefined;
  if (!user || !tokens?.access_token) throw new LoginError(LOGIN_TEXT.missingUserOrTokens);
  return { user, tokens };
}

export async function verifyOtp(input: string, otpId: string, otp: string) {
  try {
    return readSignIn(await api.post<unknown>('/auth/verify-otp/', verifyBody(input, otpId, otp), { auth: 'none' }));
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
