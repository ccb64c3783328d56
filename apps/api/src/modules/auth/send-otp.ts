// POST /auth/send-otp/ (contract 3.1): a new code per request, earlier ones invalidated once it is out.
// The same issuing serves a signed-in user proving a new e-mail or phone (contact-change.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { OTP_TTL_SECONDS } from '@gaadi/domain/constants';
import { maskEmail, maskPhone } from '@gaadi/domain/phone';
import type { SendOtpBody } from '@gaadi/domain/schemas/auth';
import type { AppContext } from '../../platform/context.ts';
import { languageOf, type Language } from '../../platform/i18n/translate.ts';
import { savedLanguage } from '../users/accounts.ts';
import { AppError } from '../../platform/errors.ts';
import { AUTH_LIMITS, LOGIN_TOO_MANY } from './limits.ts';
import { generateOtp, hashOtp } from './otp-code.ts';
import { deliverOtp } from './otp-delivery.ts';
import { insertOtpSession, invalidateOtherSessions, invalidateSession, signedInFrom, type OtpPurpose, type OtpTarget } from './otp-queries.ts';

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
  /** The language of the page that asked (send-otp's `language`); else the account's saved one. */
  language?: Language;
}

/**
 * The code's language (issue 25): the page's, when it says (the person reads that page while
 * waiting), else the one saved on the account (the signed-in account changing an address, or the
 * account this address signs in to), else English.
 */
async function codeLanguage(ctx: AppContext, target: OtpTarget, opts: IssueOptions): Promise<Language> {
  if (opts.language) return opts.language;
  const who = opts.userId ? { kind: 'id' as const, value: opts.userId } : { kind: target.type === 'email' ? ('email' as const) : ('phone' as const), value: target.value };
  return languageOf(await savedLanguage(ctx.db, who));
}

/**
 * Codes to one target: 3 per requesting address in 10 minutes, and a ceiling from all addresses
 * together (LIMIT_OTP_SENDS_PER_TARGET_PER_HOUR) against bombing from many, which does not hold
 * back an address that has signed in to this target before. So a stranger, or many, can neither
 * lock the owner out nor flood them (issue 24; docs/decisions/021).
 */
async function limitPerTarget(ctx: AppContext, target: OtpTarget, ip: string) {
  const key = `${target.type}:${target.value}`;
  await ctx.limits.consume('send-otp:target-ip', `${key}|${ip}`, AUTH_LIMITS.sendOtpPerTargetAndIp, LOGIN_TOO_MANY);
  const ceiling = ctx.config.otpSendsPerTargetPerHour;
  if (!ceiling) return;
  try {
    await ctx.limits.consume('send-otp:target', key, { points: ceiling, windowSeconds: 60 * 60 }, LOGIN_TOO_MANY);
  } catch (e) {
    if (!(e instanceof AppError && e.statusCode === 429) || !(await signedInFrom(ctx.db, target, ip))) throw e;
  }
}

/** Limits per target, stores only the code's HMAC, delivers it, then retires older codes. */
export async function issueOtp(ctx: AppContext, target: OtpTarget, opts: IssueOptions): Promise<SentOtp> {
  await limitPerTarget(ctx, target, opts.ip);

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
    await deliverOtp(ctx, target, code, opts.log, await codeLanguage(ctx, target, opts));
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
  return issueOtp(ctx, targetOf(body), { purpose: 'sign_in', language: body.language, ...meta });
}
