// Mail behind one interface: SMTP through nodemailer when SMTP_URL is set, otherwise a console
// outbox (development). Every message is also recorded in email_outbox.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './database.ts';
import { emailOutbox } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Template name, for the outbox and logs (never the body: it may hold a code). */
  template: string;
  /** Files sent along (a visit's calendar file); the outbox keeps the text and HTML only. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mailer {
  /** False when nothing can deliver mail (production without SMTP_URL). */
  readonly available: boolean;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Delivery that the provider refused for this message (recipient rejected, no provider): the
 * request cannot succeed as sent, unlike a crash or an unreachable server.
 */
export class DeliveryRefusedError extends Error {}

/** SMTP 5xx answers and envelope errors are refusals; anything else (network, 4xx) is a failure. */
function classify(e: unknown): Error {
  const err = e as Error & { code?: string; responseCode?: number };
  if (err.code === 'EENVELOPE' || (err.responseCode !== undefined && err.responseCode >= 500 && err.responseCode < 600)) {
    return new DeliveryRefusedError(err.message);
  }
  return err;
}

export function createMailer(opts: { config: Config; db: Db; log: FastifyBaseLogger }): Mailer {
  const { config, db, log } = opts;
  // Bounded timeouts: a dead SMTP server must fail a request in seconds, not minutes.
  const transport = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    : null;
  const available = !!transport || config.env !== 'production';
  return {
    available,
    async send(message) {
      let error: string | null = null;
      try {
        if (transport) {
          await transport
            .sendMail({
              from: config.mailFrom,
              to: message.to,
              subject: message.subject,
              text: message.text,
              html: message.html,
              attachments: message.attachments,
            })
            .catch((e: unknown) => Promise.reject(classify(e)));
        } else if (!available) {
          throw new DeliveryRefusedError('No mail transport configured (SMTP_URL)');
        } else if (config.env === 'development') {
          log.info({ to: message.to, subject: message.subject }, `[console outbox]\n${message.text}`);
        }
      } catch (e) {
        error = (e as Error).message;
        throw e;
      } finally {
        // The outbox keeps no OTP bodies in production.
        const keepBody = config.env !== 'production' || message.template !== 'otp';
        await db
          .insert(emailOutbox)
          .values({
            to: message.to,
            subject: message.subject,
            template: message.template,
            text: keepBody ? message.text : '[redacted]',
            html: keepBody ? message.html : '[redacted]',
            sentAt: error ? null : new Date(),
            error,
          })
          .catch((e: Error) => log.warn({ err: e.message }, 'could not record mail in the outbox'));
      }
    },
    async close() {
      transport?.close();
    },
  };
}
