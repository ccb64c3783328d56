// SMS behind a small provider interface. The only adapter is an HTTP webhook (SMS_WEBHOOK_URL):
// the server POSTs {to, message} as JSON; any 2xx counts as delivered, a 4xx as refused (the
// provider will not take this number or message), anything else as a failure. Development
// without a webhook prints to the console outbox.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { DeliveryRefusedError } from './mail.ts';

export interface SmsSender {
  /** False when no delivery is configured (production without a provider). */
  readonly available: boolean;
  send(to: string, message: string): Promise<void>;
}

export function createWebhookSmsSender(url: string, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    available: true,
    async send(to, message) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, message }),
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel().catch(() => {});
      if (res.status >= 400 && res.status < 500) throw new DeliveryRefusedError(`SMS webhook refused the message (${res.status})`);
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    },
  };
}

export function createSmsSender(opts: { config: Config; log: FastifyBaseLogger }): SmsSender {
  if (opts.config.smsWebhookUrl) return createWebhookSmsSender(opts.config.smsWebhookUrl);
  const dev = opts.config.env !== 'production';
  return {
    available: dev,
    async send(to, message) {
      if (!dev) throw new DeliveryRefusedError('No SMS provider configured');
      if (opts.config.env === 'development') opts.log.info({ to }, `[console outbox] SMS: ${message}`);
    },
  };
}
