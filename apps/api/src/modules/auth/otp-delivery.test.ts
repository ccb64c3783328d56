// Delivery through a real SMTP server and a real SMS webhook started here, in production mode,
// with the app's log captured: codes and tokens must never reach it.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.ts';
import { useTestApp } from '../../test/helper.ts';

const rnd = () => randomBytes(4).toString('hex');
const newIp = () => `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const mails: Array<{ to: string; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (!address.address.startsWith('refused')) return callback();
    const err = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
    callback(err);
  },
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => (raw += c.toString()));
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo[0]!.address, raw });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const texts: Array<{ to: string; message: string }> = [];
let webhookStatus = 200;
const webhook: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    if (webhookStatus === 200) texts.push(JSON.parse(body));
    res.writeHead(webhookStatus, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
const webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/sms`;

const deadPort = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as AddressInfo;
    s.close(() => resolve(port));
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

const logLines: string[] = [];
const codeIn = (text: string) => text.match(/login code is (\d{6})/)?.[1] ?? text.match(/(\d{6}) is your/)?.[1];

describe('OTP delivery in production (SMTP and SMS webhook)', () => {
  const t = useTestApp({
    env: { NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SMS_WEBHOOK_URL: webhookUrl, LOG_LEVEL: 'trace' },
    logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
  });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: newIp() });
  const secrets: string[] = [];

  it('mails the code, returns no code, and signs in with the code from the message', async () => {
    const email = `mail-${rnd()}@example.com`;
    const sent = await post('/auth/send-otp/', { email });
    expect(sent.statusCode).toBe(200);
    const data = sent.json().data;
    expect(data.otp).toBeUndefined();
    expect(data.dev_hint).toBeUndefined();
    expect(data.masked_email).toBe('m***@e***.com');
    const mail = mails.find((m) => m.to === email);
    const code = codeIn(mail!.raw);
    expect(code).toMatch(/^\d{6}$/);
    const [outbox] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(outbox!.text).toBe('[redacted]');

    const verify = await post('/auth/verify-otp/', { otp_id: data.otp_id, otp: code!, email });
    expect(verify.statusCode).toBe(200);
    const { tokens } = verify.json().data;
    const refresh = await post('/auth/refresh/', { refresh_token: tokens.refresh_token });
    expect(refresh.statusCode).toBe(200);
    secrets.push(code!, tokens.access_token, tokens.refresh_token, refresh.json().data.access_token);
  });

  it('mails a change-of-address code to the new address only, never storing it readable', async () => {
    const email = `first-${rnd()}@example.com`;
    const first = await post('/auth/send-otp/', { email });
    const signedIn = await post('/auth/verify-otp/', { otp_id: first.json().data.otp_id, otp: codeIn(mails.find((m) => m.to === email)!.raw)!, email });
    const token = signedIn.json().data.tokens.access_token as string;
    const next = `second-${rnd()}@example.com`;
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/users/me/contact/change/', payload: { email: next }, headers: { authorization: `Bearer ${token}` } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.otp).toBeUndefined();
    const code = codeIn(mails.find((m) => m.to === next)!.raw)!;
    const [outbox] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, next));
    expect(outbox!.text).toBe('[redacted]');
    const done = await t.app.inject({ method: 'POST', url: '/api/v1/users/me/contact/verify/', payload: { otp_id: sent.json().data.otp_id, otp: code }, headers: { authorization: `Bearer ${token}` } });
    expect(done.json().data.email).toBe(next);
    secrets.push(code, token);
  });

  it('texts the code to the webhook and signs in by phone', async () => {
    const phone = `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const sent = await post('/auth/send-otp/', { phone_number: phone });
    expect(sent.statusCode).toBe(200);
    const text = texts.find((m) => m.to === phone);
    const code = codeIn(text!.message);
    const verify = await post('/auth/verify-otp/', { otp_id: sent.json().data.otp_id, otp: code!, phone_number: phone });
    expect(verify.statusCode).toBe(200);
    secrets.push(code!, verify.json().data.tokens.access_token, verify.json().data.tokens.refresh_token);
  });

  it('answers a refused recipient with 400 OTP_SEND_VALIDATION_ERROR', async () => {
    const res = await post('/auth/send-otp/', { email: `refused-${rnd()}@example.com` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'OTP_SEND_VALIDATION_ERROR', message: 'Failed to send OTP' });
  });

  it('answers a crashed webhook with 500 OTP_SEND_FAILED and keeps the earlier code usable', async () => {
    const phone = `+9196${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const first = await post('/auth/send-otp/', { phone_number: phone });
    const code = codeIn(texts.find((m) => m.to === phone)!.message)!;
    webhookStatus = 502;
    try {
      const res = await post('/auth/send-otp/', { phone_number: phone });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe('OTP_SEND_FAILED');
      webhookStatus = 422;
      const refused = await post('/auth/send-otp/', { phone_number: phone });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('OTP_SEND_VALIDATION_ERROR');
    } finally {
      webhookStatus = 200;
    }
    const verify = await post('/auth/verify-otp/', { otp_id: first.json().data.otp_id, otp: code, phone_number: phone });
    expect(verify.statusCode).toBe(200);
    secrets.push(code, verify.json().data.tokens.access_token, verify.json().data.tokens.refresh_token);
  });

  it('never writes a code or token to the production log', () => {
    expect(logLines.length).toBeGreaterThan(10); // the log was captured at all
    expect(secrets.length).toBeGreaterThanOrEqual(9);
    const log = logLines.join('\n');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

describe('OTP delivery that cannot happen', () => {
  const t = useTestApp({ env: { NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${deadPort}` } });
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/send-otp/', payload, remoteAddress: newIp() });

  it('answers an unreachable SMTP server with 500 OTP_SEND_FAILED', async () => {
    const res = await post({ email: `down-${rnd()}@example.com` });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('OTP_SEND_FAILED');
  });

  it('answers SMS without a provider in production with 400 OTP_SEND_VALIDATION_ERROR', async () => {
    const res = await post({ phone_number: '+919812345678' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'OTP_SEND_VALIDATION_ERROR', message: 'Failed to send OTP' });
  });
});

describe('e-mail without SMTP in production', () => {
  const t = useTestApp({ env: { NODE_ENV: 'production' } });

  it('answers 400 OTP_SEND_VALIDATION_ERROR', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-otp/', payload: { email: `x-${rnd()}@example.com` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('OTP_SEND_VALIDATION_ERROR');
  });
});

describe('a development server reachable from other machines (issue 10)', () => {
  const t = useTestApp({ env: { HOST: '0.0.0.0' } });

  it('never returns the code in the answer; it goes to the outbox only', async () => {
    const email = `wide-${rnd()}@example.com`;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-otp/', payload: { email }, remoteAddress: newIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.otp_id).toBeDefined();
    expect(res.json().data.otp).toBeUndefined();
    expect(res.json().data.dev_hint).toBeUndefined();
    expect(res.body).not.toMatch(/\b\d{6}\b/);
    const [mail] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail!.text).toMatch(/login code is \d{6}/);
  });
});
