import { describe, expect, it } from 'vitest';
import { formatIndianPhone, indianMobileE164, isValidInquiryPhone, maskEmail, otpTargetFromInput, phoneForVerify, toE164 } from './phone.ts';

describe('send-otp input normalisation (public-side section 5)', () => {
  it('treats input with @ as a trimmed e-mail', () => {
    expect(otpTargetFromInput('  asha@example.com ')).toEqual({ email: 'asha@example.com' });
  });
  it('removes leading zeros and spaces and prefixes +91', () => {
    expect(otpTargetFromInput('098765 43210')).toEqual({ phone_number: '+919876543210' });
    expect(otpTargetFromInput('98765 43210')).toEqual({ phone_number: '+919876543210' });
  });
  it('keeps a number that already starts with +', () => {
    expect(otpTargetFromInput('+44 7700 900123')).toEqual({ phone_number: '+447700900123' });
  });
});

describe('verify-otp phone normalisation', () => {
  it('keeps digits only, strips a leading 91 and prefixes +91', () => {
    expect(phoneForVerify('919876543210')).toBe('+919876543210');
    expect(phoneForVerify('98765-43210')).toBe('+919876543210');
  });
  it('keeps a number that began with +', () => {
    expect(phoneForVerify('+91 98765 43210')).toBe('+919876543210');
  });
});

describe('inquiry phone check: optional +, optional 91, then 10 digits', () => {
  it.each(['9876543210', '919876543210', '+919876543210', '+9876543210', '98765 43210'])('accepts %s', (p) => {
    expect(isValidInquiryPhone(p)).toBe(true);
  });
  it.each(['12345', '98765432100', '+91987654321', 'abcdefghij', ''])('rejects %s', (p) => {
    expect(isValidInquiryPhone(p)).toBe(false);
  });
});

describe('E.164 storage form', () => {
  it('defaults to +91', () => {
    expect(toE164('09876543210')).toBe('+919876543210');
    expect(toE164('919876543210')).toBe('+919876543210');
    expect(toE164('12')).toBeNull();
  });
  it('masks e-mails', () => {
    expect(maskEmail('asha@gmail.com')).toBe('a***@g***.com');
  });
});

// Moved from the /dashboard texts test, whose inquiry phone formatting now is this function.
describe('inquiry phone display (/dashboard inquiry cards)', () => {
  it('groups an Indian number as XXXXX XXXXX', () => {
    expect(formatIndianPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('+4420123456')).toBe('+4420123456');
    expect(formatIndianPhone(null)).toBe('');
  });
});

describe('Indian mobile number for sign-in (issue 14)', () => {
  it.each(['9876543210', '98765 43210', '098765-43210', '919876543210', '+91 98765 43210', '+91-98765-43210', '(987) 654 3210'])('accepts %s as +919876543210', (p) => {
    expect(indianMobileE164(p)).toBe('+919876543210');
  });
  it.each(['12345', '98765432101', '5876543210', '+44 7700 900123', '+9198765', 'abc9876543210', '98765x43210', ''])('refuses %s', (p) => {
    expect(indianMobileE164(p)).toBeNull();
  });
});
