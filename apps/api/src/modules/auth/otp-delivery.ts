// Sends a code by e-mail or SMS. Delivery that cannot happen is the client's 400
// (OTP_SEND_VALIDATION_ERROR); a crash is a 500 (OTP_SEND_FAILED). Never logs the code.
import { BRAND, OTP_TTL_SECONDS } from '@gaadi/domain/constants';
import { AUTH_MESSAGES } from '@gaadi/domain/auth-messages';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { DeliveryRefusedError } from '../../platform/mail.ts';
import type { OtpTargetType } from './otp-queries.ts';

export const SEND_FAILED_MESSAGE = AUTH_MESSAGES.sendFailed;

const minutes = OTP_TTL_SECONDS / 60;

function otpMail(code: string) {
  const text = `Your ${BRAND.name} login code is ${code}. It is valid for ${minutes} minutes.\n\nIf you did not ask for it, ignore this e-mail.`;
  const html = `<p>Your ${BRAND.name} login code is</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>It is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.</p>`;
  return { subject: `Your ${BRAND.name} login code`, text, html };
}

export async function deliverOtp(ctx: AppContext, target: { type: OtpTargetType; value: string }, code: string, log: { error: (o: object, m: string) => void }) {
  const channel = target.type === 'email' ? ctx.mailer : ctx.sms;
  if (!channel.available) throw new AppError(400, 'OTP_SEND_VALIDATION_ERROR', SEND_FAILED_MESSAGE);
  try {
    if (target.type === 'email') await ctx.mailer.send({ to: target.value, template: 'otp', ...otpMail(code) });
    else await ctx.sms.send(target.value, `${code} is your ${BRAND.name} login code. It is valid for ${minutes} minutes.`);
  } catch (e) {
    if (e instanceof DeliveryRefusedError) throw new AppError(400, 'OTP_SEND_VALIDATION_ERROR', SEND_FAILED_MESSAGE);
    log.error({ channel: target.type, reason: (e as Error).message }, 'OTP delivery failed');
    throw new AppError(500, 'OTP_SEND_FAILED', `${SEND_FAILED_MESSAGE}. Please try again later.`);
  }
}
