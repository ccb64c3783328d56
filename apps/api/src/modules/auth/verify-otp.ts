// POST /auth/verify-otp/ (contract 3.2). Every refusal is 400 VERIFICATION_FAILED, never 401.
import { DEV_BYPASS_OTP, DEV_BYPASS_OTP_ID, OTP_MAX_ATTEMPTS } from '@gaadi/domain/constants';
import { toE164 } from '@gaadi/domain/phone';
import { AUTH_MESSAGES, emailField, type VerifyOtpBody } from '@gaadi/domain/schemas/auth';
import type { ErrorDetails } from '@gaadi/domain/schemas/envelope';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Identity } from '../users/accounts.ts';
import { otpMatches } from './otp-code.ts';
import { claimAttempt, consumeSession, findOtpSession } from './otp-queries.ts';
import type { ClientMeta } from './sessions.ts';
import { signIn, type SignedIn } from './sign-in.ts';

export const VERIFY_MESSAGES = {
  failed: 'Invalid OTP or request data',
  unknownId: 'Invalid OTP ID',
  mismatch: 'This OTP was not sent to this email or phone number.',
  used: 'This OTP has already been used. Please request a new OTP.',
  replaced: 'A newer OTP has been sent. Please use the latest one.',
  expired: 'OTP has expired. Please request a new OTP.',
  exhausted: 'Maximum OTP attempts exceeded',
  bypassWrong: 'Invalid OTP.',
  wrong: (left: number) => `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} remaining.`,
} as const;

const failed = (details: ErrorDetails) => new AppError(400, 'VERIFICATION_FAILED', VERIFY_MESSAGES.failed, details);
const failedWith = (message: string) => failed({ non_field_errors: [message] });

/** The identity the body names, normalised as stored (lower-case e-mail, E.164 phone). */
function identityOf(body: VerifyOtpBody): Identity | null {
  if (body.email !== undefined) {
    const email = emailField.safeParse(body.email);
    return email.success ? { kind: 'email', value: email.data } : null;
  }
  // Clients keep a typed leading 0 here ("+9109876…") though send-otp dropped it: same number.
  const phone = toE164((body.phone_number ?? '').trim().replace(/^\+910+/, '+91'));
  return phone ? { kind: 'phone', value: phone } : null;
}

export async function verifyOtp(ctx: AppContext, body: VerifyOtpBody, meta: ClientMeta): Promise<SignedIn> {
  if (body.otp_id === DEV_BYPASS_OTP_ID) return devBypass(ctx, body, meta);
  const who = identityOf(body);
  if (!who) throw await explainRefusal(ctx, body.otp_id, null);
  // Spending the attempt first, in one conditional UPDATE, keeps concurrent guesses within the limit.
  const session = await claimAttempt(ctx.db, body.otp_id, { type: who.kind, value: who.value });
  if (!session) throw await explainRefusal(ctx, body.otp_id, who);
  if (!otpMatches(ctx.config.jwtSecret, session.id, body.otp, session.codeHash)) {
    const left = OTP_MAX_ATTEMPTS - session.attempts;
    throw failedWith(left > 0 ? VERIFY_MESSAGES.wrong(left) : VERIFY_MESSAGES.exhausted);
  }
  return ctx.events.transaction(async (w) => {
    if (!(await consumeSession(w.tx, session.id))) throw failedWith(VERIFY_MESSAGES.used);
    return signIn(ctx, w, who, meta);
  });
}

/** Why no attempt could be spent on this session, for the person's benefit. */
async function explainRefusal(ctx: AppContext, otpId: string, who: Identity | null): Promise<AppError> {
  const session = await findOtpSession(ctx.db, otpId);
  if (!session || session.purpose !== 'sign_in') return failed({ otp_id: [VERIFY_MESSAGES.unknownId] });
  if (!who || session.targetType !== who.kind || session.target !== who.value) return failedWith(VERIFY_MESSAGES.mismatch);
  if (session.consumedAt) return failedWith(VERIFY_MESSAGES.used);
  if (session.attempts >= OTP_MAX_ATTEMPTS) return failedWith(VERIFY_MESSAGES.exhausted);
  if (session.invalidatedAt) return failedWith(VERIFY_MESSAGES.replaced);
  return failedWith(VERIFY_MESSAGES.expired);
}

/**
 * Development shortcut (3.2): only with DEV_OTP_BYPASS in development. Clients send "+91" plus
 * whatever was typed, usually an e-mail.
 */
async function devBypass(ctx: AppContext, body: VerifyOtpBody, meta: ClientMeta): Promise<SignedIn> {
  if (!ctx.config.devOtpBypass) throw failed({ otp_id: [VERIFY_MESSAGES.unknownId] });
  if (body.otp !== DEV_BYPASS_OTP) throw failedWith(VERIFY_MESSAGES.bypassWrong);
  const typed = (body.email ?? body.phone_number ?? '').trim().replace(/^\+91(?=.*@)/, '');
  const who = identityOf(typed.includes('@') ? { ...body, email: typed } : { ...body, email: undefined, phone_number: typed });
  if (!who) {
    throw new AppError(400, 'VERIFICATION_VALIDATION_ERROR', AUTH_MESSAGES.emailInvalid, { phone_number: [AUTH_MESSAGES.emailInvalid] });
  }
  return ctx.events.transaction((w) => signIn(ctx, w, who, meta));
}
