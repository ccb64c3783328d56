// Where a sign-in code for a phone goes when no SMS webhook is set (issue 14: phone sign-in).
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from './config.ts';
import { DeliveryRefusedError } from './mail.ts';
import { createSmsSender } from './sms.ts';

function capture() {
  const lines: Array<{ obj: object; msg: string }> = [];
  const log = { info: (obj: object, msg: string) => lines.push({ obj, msg }) } as unknown as FastifyBaseLogger;
  return { lines, log };
}
const config = (env: Config['env']) => ({ env, smsWebhookUrl: null }) as unknown as Config;

describe('SMS without a webhook', () => {
  it('prints the text to the console outbox in development', async () => {
    const { lines, log } = capture();
    const sms = createSmsSender({ config: config('development'), log });
    expect(sms.available).toBe(true);
    await sms.send('+919876543210', '123456 is your login code.');
    expect(lines).toEqual([{ obj: { to: '+919876543210' }, msg: '[console outbox] SMS: 123456 is your login code.' }]);
  });

  it('refuses in production, so that send-otp answers "Failed to send OTP"', async () => {
    const { lines, log } = capture();
    const sms = createSmsSender({ config: config('production'), log });
    expect(sms.available).toBe(false);
    await expect(sms.send('+919876543210', 'x')).rejects.toBeInstanceOf(DeliveryRefusedError);
    expect(lines).toEqual([]);
  });
});
