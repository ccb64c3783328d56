// POST /auth/send-otp/ (contract 3.1): a new code per request, earlier ones invalidated once it is out.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { OTP_TTL_SECONDS } from '@gaadi/domain/constants';
import { maskEmail, maskPhone } from '@gaadi/domain/phone';
import type { SendOtpBody } from '@gaadi/domain/schemas/auth';
import type { AppContext } from '../../platform/context.ts';
import { tooManyRequests } from '../../platform/rate-limit.ts';
import { AUTH_LIMITS, LOGIN_TOO_MANY } from './limits.ts';
import { generateOtp, hashOtp } from './otp-code.ts';
import { deliverOtp } from './otp-delivery.ts';
import { insertOtpSession, invalidateOtherSessions, invalidateSession, type OtpTargetType } from './otp-queries.ts';

export interface SentOtp {
  otp_id: string;
  expires_at: string;
  masked_email?: string;
  masked_phone?: string;
  otp?: string;
  dev_hint?: string;
}

export async function sendOtp(ctx: AppContext, body: SendOtpBody, meta: { ip: string; log: FastifyBaseLogger }): Promise<SentOtp> {
  const target: { type: OtpTargetType; value: string } =
    body.email !== undefined ? { type: 'email', value: body.email } : { type: 'phone', value: body.phone_number! };
  const { limit, windowSeconds } = AUTH_LIMITS.sendOtpPerTarget;
  const hit = await ctx.limiter.hit(`send-otp:target:${target.type}:${target.value}`, limit, windowSeconds);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfter, LOGIN_TOO_MANY);

  const id = randomUUID();
  const code = generateOtp();
  const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
  await insertOtpSession(ctx.db, {
    id,
    targetType: target.type,
    target: target.value,
    codeHash: hashOtp(ctx.config.jwtSecret, id, code),
    expiresAt,
    ip: meta.ip,
  });
  try {
    await deliverOtp(ctx, target, code, meta.log);
  } catch (e) {
    await invalidateSession(ctx.db, id);
    throw e;
  }
  // Only now: a failed delivery must not kill a code the person may already hold.
  await invalidateOtherSessions(ctx.db, target, id);

  const sent: SentOtp = { otp_id: id, expires_at: expiresAt.toISOString() };
  if (target.type === 'email') sent.masked_email = maskEmail(target.value);
  else sent.masked_phone = maskPhone(target.value);
  if (ctx.config.env !== 'production') Object.assign(sent, { otp: code, dev_hint: `Use OTP: ${code}` });
  return sent;
}
