// Sends a code by e-mail or SMS. Delivery that cannot happen is the client's 400
// (OTP_SEND_VALIDATION_ERROR); a crash is a 500 (OTP_SEND_FAILED). Never logs the code.
// The texts come in the reader's language (issue 25): English unless Hindi is asked for.
import { BRAND, OTP_TTL_SECONDS } from '@gaadi/domain/constants';
import { AUTH_MESSAGES } from '@gaadi/domain/auth-messages';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { translator, type Language } from '../../platform/i18n/translate.ts';
import { DeliveryRefusedError } from '../../platform/mail.ts';
import type { OtpTargetType } from './otp-queries.ts';

export const SEND_FAILED_MESSAGE = AUTH_MESSAGES.sendFailed;

const minutes = OTP_TTL_SECONDS / 60;

export function otpMail(code: string, language: Language = 'en') {
  const t = translator(language);
  const values = { brand: BRAND.name, code, minutes };
  const text = `${t('Your {brand} login code is {code}. It is valid for {minutes} minutes.', values)}\n\n${t('If you did not ask for it, ignore this e-mail.')}`;
  const html = `<p>${t('Your {brand} login code is', values)}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>${t('It is valid for {minutes} minutes. If you did not ask for it, ignore this e-mail.', values)}</p>`;
  return { subject: t('Your {brand} login code', values), text, html };
}

export function otpSms(code: string, language: Language = 'en') {
  const t = translator(language);
  return t('{code} is your {brand} login code. It is valid for {minutes} minutes.', { brand: BRAND.name, code, minutes });
}

export async function deliverOtp(
  ctx: AppContext,
  target: { type: OtpTargetType; value: string },
  code: string,
  log: { error: (o: object, m: string) => void },
  language: Language = 'en',
) {
  const channel = target.type === 'email' ? ctx.mailer : ctx.sms;
  if (!channel.available) throw new AppError(400, 'OTP_SEND_VALIDATION_ERROR', SEND_FAILED_MESSAGE);
  try {
    if (target.type === 'email') await ctx.mailer.send({ to: target.value, template: 'otp', ...otpMail(code, language) });
    else await ctx.sms.send(target.value, otpSms(code, language));
  } catch (e) {
    if (e instanceof DeliveryRefusedError) throw new AppError(400, 'OTP_SEND_VALIDATION_ERROR', SEND_FAILED_MESSAGE);
    log.error({ channel: target.type, reason: (e as Error).message }, 'OTP delivery failed');
    throw new AppError(500, 'OTP_SEND_FAILED', `${SEND_FAILED_MESSAGE}. Please try again later.`);
  }
}
