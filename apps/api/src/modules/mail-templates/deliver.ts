import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { MailAttachment } from '../../platform/mail.ts';
import type { RenderedMail } from './layout.ts';

/**
 * Sends after the write has committed, without holding up the response: a mail failure is
 * logged (and kept in the outbox by the mailer) but never fails the request that caused it.
 */
export function deliverInBackground(ctx: AppContext, log: FastifyBaseLogger, template: string, recipients: string[], mail: RenderedMail & { attachments?: MailAttachment[] }) {
  // Production without SMTP has nothing to deliver with: skip quietly rather than log failures.
  if (!ctx.mailer.available) return Promise.resolve();
  const to = [...new Set(recipients.map((r) => r.trim()).filter(Boolean))];
  return Promise.all(
    to.map((address) =>
      ctx.mailer.send({ ...mail, to: address, template }).catch((e: Error) => log.warn({ template, err: e.message }, 'listing e-mail failed')),
    ),
  ).then(() => undefined);
}
