import { DEFAULT_COUNTRY_CODE } from './constants.ts';

export type OtpTarget = { email: string } | { phone_number: string };

/** Login input → send-otp body: "@" means e-mail (trimmed); else a phone with spaces and leading zeros removed, +91 unless it starts with +. */
export function otpTargetFromInput(input: string): OtpTarget {
  const value = input.trim();
  if (value.includes('@')) return { email: value };
  const compact = value.replace(/\s+/g, '').replace(/^0+/, '');
  return { phone_number: compact.startsWith('+') ? compact : `${DEFAULT_COUNTRY_CODE}${compact}` };
}

/** Verify-otp phone: digits only, a leading 91 stripped (when a 10-digit number remains), +91 prefixed unless it began with +. */
export function phoneForVerify(input: string): string {
  const value = input.trim();
  const digits = value.replace(/\D/g, '');
  if (value.startsWith('+')) return `+${digits}`;
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  return `${DEFAULT_COUNTRY_CODE}${local}`;
}

/** Inquiry phone check: optional +, optional 91, then 10 digits (spaces and dashes ignored). */
export function isValidInquiryPhone(input: string): boolean {
  return /^\+?(91)?\d{10}$/.test(input.replace(/[\s-]/g, ''));
}

/**
 * A 10-digit Indian mobile number as people type it (+91, 91 or 0 in front; spaces, dashes,
 * brackets) → "+919876543210"; null for anything else. Mobile numbers begin with 6, 7, 8 or 9.
 */
export function indianMobileE164(input: string): string | null {
  const value = input.trim();
  if (!/^\+?[\d\s()-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  let local = digits;
  if (value.startsWith('+')) local = digits.startsWith('91') ? digits.slice(2) : '';
  else if (digits.length === 12 && digits.startsWith('91')) local = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) local = digits.slice(1);
  return /^[6-9]\d{9}$/.test(local) ? `${DEFAULT_COUNTRY_CODE}${local}` : null;
}

/** E.164 for storage, +91 by default: "098765 43210" → "+919876543210". Null when it cannot be one. */
export function toE164(input: string): string | null {
  const value = input.trim();
  const digits = value.replace(/\D/g, '');
  if (value.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  const local = digits.replace(/^0+/, '');
  if (local.length === 10) return `${DEFAULT_COUNTRY_CODE}${local}`;
  if (local.length === 12 && local.startsWith('91')) return `+${local}`;
  return null;
}

/** "+919876543210" → "+91 98765 43210" for display; others unchanged. */
export function formatIndianPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const m = phone.match(/^\+91(\d{5})(\d{5})$/);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}

export { maskEmail, maskPhone } from './mask.ts';
