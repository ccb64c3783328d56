// POST /auth/send-otp/ (contract 3.1): a new code per request, earlier ones invalidated once it is out.
// The same issuing serves a signed-in user proving a new e-mail or phone (contact-change.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { OTP_TTL_SECONDS } from '@gaadi/domain/constants';
import { maskEmail, maskPhone } from '@gaadi/domain/phone';
import type { SendOtpBody } from '@gaadi/domain/schemas/auth';
import type { AppContext } from '../../platform/context.ts';
import { AUTH_LIMITS, LOGIN_TOO_MANY } from './limits.ts';
import { generateOtp, hashOtp } from './otp-code.ts';
import { deliverOtp } from './otp-delivery.ts';
import { insertOtpSession, invalidateOtherSessions, invalidateSession, type OtpPurpose, type OtpTarget } from './otp-queries.ts';

export interface SentOtp {
  otp_id: string;
  expires_at: string;
  masked_email?: string;
  masked_phone?: string;
  otp?: string;
  dev_hint?: string;
}

export const targetOf = (body: SendOtpBody): OtpTarget =>
  body.email !== undefined ? { type: 'email', value: body.email } : { type: 'phone', value: body.phone_number! };

export interface IssueOptions {
  purpose: OtpPurpose;
  /** The signed-in account asking (change_contact). */
  userId?: string;
  ip: string;
  log: FastifyBaseLogger;
}

/** Limits per target, stores only the code's HMAC, delivers it, then retires older codes. */
export async function issueOtp(ctx: AppContext, target: OtpTarget, opts: IssueOptions): Promise<SentOtp> {
  await ctx.limits.consume('send-otp:target', `${target.type}:${target.value}`, AUTH_LIMITS.sendOtpPerTarget, LOGIN_TOO_MANY);

  const id = randomUUID();
  const code = generateOtp();
  const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
  await insertOtpSession(ctx.db, {
    id,
    targetType: target.type,
    target: target.value,
    purpose: opts.purpose,
    userId: opts.userId ?? null,
    codeHash: hashOtp(ctx.config.jwtSecret, id, code),
    expiresAt,
    ip: opts.ip,
  });
  try {
    await deliverOtp(ctx, target, code, opts.log);
  } catch (e) {
    await invalidateSession(ctx.db, id);
    throw e;
  }
  // Only now: a failed delivery must not kill a code the person may already hold.
  await invalidateOtherSessions(ctx.db, target, opts.purpose, opts.userId ?? null, id);

  const sent: SentOtp = { otp_id: id, expires_at: expiresAt.toISOString() };
  if (target.type === 'email') sent.masked_email = maskEmail(target.value);
  else sent.masked_phone = maskPhone(target.value);
  // Development on a loopback address only: anyone else who can reach the port must not read it.
  if (ctx.config.exposeOtp) Object.assign(sent, { otp: code, dev_hint: `Use OTP: ${code}` });
  return sent;
}

export function sendOtp(ctx: AppContext, body: SendOtpBody, meta: { ip: string; log: FastifyBaseLogger }): Promise<SentOtp> {
  return issueOtp(ctx, targetOf(body), { purpose: 'sign_in', ...meta });
}
