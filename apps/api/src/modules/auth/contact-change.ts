// A signed-in user changes their e-mail or phone in two steps (issue 10): request → a code goes to
// the NEW address → verify with that code → the address moves. Nobody can put an address they do
// not control on their account, so an OTP sign-in always lands in the account that proved it.
import type { FastifyBaseLogger } from 'fastify';
import { OTP_MAX_ATTEMPTS } from '@gaadi/domain/constants';
import { maskEmail } from '@gaadi/domain/phone';
import type { SendOtpBody } from '@gaadi/domain/schemas/auth';
import { CONTACT_CHANGE_MESSAGES as M, type ContactVerifyBody } from '@gaadi/domain/schemas/contact-change';
import type { User } from '@gaadi/domain/schemas/users';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/database.ts';
import type {} from '../users/account-events.ts'; // the event it publishes (declaration merging)
import { applyProvenIdentity, identityHolder } from '../users/profile.ts';
import { isAdminEmail } from './admin-directory.ts';
import { AUTH_LIMITS, LOGIN_TOO_MANY } from './limits.ts';
import { otpMatches } from './otp-code.ts';
import { claimChangeAttempt, consumeSession, findOtpSession, type OtpTarget } from './otp-queries.ts';
import { issueOtp, targetOf, type SentOtp } from './send-otp.ts';
import { VERIFY_MESSAGES } from './verify-otp.ts';

const field = (t: OtpTarget) => (t.type === 'email' ? 'email' : 'phone_number');
const taken = (t: OtpTarget) => validationError({ [field(t)]: [t.type === 'email' ? M.emailTaken : M.phoneTaken] });

/** 400 naming the field unless the address is free: not this account's, no other account's, no admin's. */
async function assertAvailable(ctx: AppContext, db: DbOrTx, userId: string, target: OtpTarget) {
  const who = { kind: target.type, value: target.value } as const;
  const holder = await identityHolder(db, userId, who);
  if (holder === 'self') throw sameAsMine(target);
  if (holder === 'other') throw taken(target);
  if (target.type === 'email' && (await isAdminEmail(db, target.value))) throw taken(target);
}

const sameAsMine = (t: OtpTarget) => validationError({ [field(t)]: [t.type === 'email' ? M.emailSame : M.phoneSame] });

/**
 * Sends a code to the new address. Whether another account or an admin holds it is not told here
 * (issue 24): taken and free addresses get the same answer, and a taken one fails at verification,
 * asked by someone who has just shown they read that mailbox. The attempt counts before anything
 * is looked at; only the caller's own current address is named (it tells nothing about others).
 */
export async function requestContactChange(
  ctx: AppContext,
  userId: string,
  body: SendOtpBody,
  meta: { ip: string; log: FastifyBaseLogger },
): Promise<SentOtp> {
  const target = targetOf(body);
  await ctx.limits.consume('contact-change:user', userId, AUTH_LIMITS.contactChangePerUser, LOGIN_TOO_MANY);
  if ((await identityHolder(ctx.db, userId, { kind: target.type, value: target.value })) === 'self') throw sameAsMine(target);
  return issueOtp(ctx, target, { purpose: 'change_contact', userId, ...meta });
}

/** PUT /users/me/update/ with a new e-mail: starts the change and says how to finish it. */
export async function startEmailChange(ctx: AppContext, userId: string, email: string, meta: { ip: string; log: FastifyBaseLogger }) {
  const sent = await requestContactChange(ctx, userId, { email }, meta);
  return { ...sent, message: M.confirmEmail(sent.masked_email ?? maskEmail(email)) };
}

const failed = (message: string, key = 'non_field_errors') => new AppError(400, 'VERIFICATION_FAILED', VERIFY_MESSAGES.failed, { [key]: [message] });

export async function confirmContactChange(ctx: AppContext, userId: string, body: ContactVerifyBody): Promise<{ user: User; target: OtpTarget }> {
  const session = await claimChangeAttempt(ctx.db, body.otp_id, userId);
  if (!session) throw await explainRefusal(ctx, body.otp_id, userId);
  if (!otpMatches(ctx.config.jwtSecret, session.id, body.otp, session.codeHash)) {
    const left = OTP_MAX_ATTEMPTS - session.attempts;
    throw failed(left > 0 ? VERIFY_MESSAGES.wrong(left) : VERIFY_MESSAGES.exhausted);
  }
  const target = { type: session.targetType, value: session.target } as OtpTarget;
  try {
    const user = await ctx.events.transaction(async ({ tx, publish }) => {
      if (!(await consumeSession(tx, session.id))) throw failed(VERIFY_MESSAGES.used);
      await assertAvailable(ctx, tx, userId, target);
      const identity = { kind: target.type, value: target.value } as const;
      const user = await applyProvenIdentity(ctx, tx, userId, identity);
      await publish({ type: 'account.identity_proven', userId, identity });
      return user;
    });
    return { user, target };
  } catch (e) {
    if (isUniqueViolation(e)) throw taken(target); // another account proved it a moment earlier
    throw e;
  }
}

async function explainRefusal(ctx: AppContext, otpId: string, userId: string): Promise<AppError> {
  const session = await findOtpSession(ctx.db, otpId);
  if (!session || session.purpose !== 'change_contact' || session.userId !== userId) return failed(VERIFY_MESSAGES.unknownId, 'otp_id');
  if (session.consumedAt) return failed(VERIFY_MESSAGES.used);
  if (OTP_MAX_ATTEMPTS - session.attempts <= 0) return failed(VERIFY_MESSAGES.exhausted);
  if (session.invalidatedAt) return failed(VERIFY_MESSAGES.replaced);
  return failed(VERIFY_MESSAGES.expired);
}
