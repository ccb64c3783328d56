// One-time codes: uniformly random digits, stored only as an HMAC bound to their session id.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@gaadi/domain/constants';

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Keyed with the server secret: a leaked table does not allow an offline search of 10^6 codes. */
export function hashOtp(secret: string, otpId: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${otpId}:${code}`).digest('hex');
}

export function otpMatches(secret: string, otpId: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashOtp(secret, otpId, code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
