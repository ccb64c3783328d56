// Issue 25: a person's e-mails and SMS follow the language saved on their account. Sent through a
// real SMTP server and SMS webhook started here, in production mode, and read back decoded.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { validBody } from '../../test/listing-factory.ts';

const rnd = () => randomBytes(4).toString('hex');
const newIp = () => `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const mails: Array<{ to: string; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => (raw += c.toString()));
    stream.on('end', () => {
      for (const r of session.envelope.rcptTo) mails.push({ to: r.address, raw });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const texts: Array<{ to: string; message: string }> = [];
const webhook: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    texts.push(JSON.parse(body));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

const unfold = (s: string) => s.replace(/\r?\n[ \t]/g, ' ');
const encodedWords = (s: string) =>
  s.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
  ).trim();
const qp = (s: string) => Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

/** The subject and the plain-text part of a message as nodemailer writes it (MIME, UTF-8). */
function read(raw: string): { subject: string; text: string } {
  const [head] = raw.split(/\r?\n\r?\n/);
  const subject = encodedWords(unfold(head!).match(/^Subject: (.*)$/im)![1]!);
  const part = raw.split(/\r?\n--/).find((p) => /content-type: text\/plain/i.test(p)) ?? raw;
  const [partHead, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  const encoding = /content-transfer-encoding: (\S+)/i.exec(partHead!)?.[1]?.toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? qp(content) : content;
  return { subject, text };
}

const mailTo = async (to: string, subject?: RegExp) =>
  vi.waitFor(
    () => {
      const found = mails.map((m) => (m.to === to ? read(m.raw) : null)).find((m) => m && (!subject || subject.test(m.subject)));
      if (!found) throw new Error(`no mail to ${to} yet`);
      return found;
    },
    { timeout: 15_000, interval: 50 },
  );

describe('e-mails and SMS in the language saved on the account (issue 25)', () => {
  const t = useTestApp({
    env: {
      NODE_ENV: 'production',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMS_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/sms`,
      ADMIN_EMAIL: `team-${rnd()}@example.in`,
    },
  });
  const sendOtp = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/send-otp/', payload, remoteAddress: newIp() });

  it('mails the login code in Hindi to an account that chose Hindi, and word for word in English to the others', async () => {
    const hindi = await createUser(t.ctx, { email: `hi-${rnd()}@example.com`, language: 'hi' });
    const english = await createUser(t.ctx, { email: `en-${rnd()}@example.com`, language: 'en' });
    const never = await createUser(t.ctx, { email: `none-${rnd()}@example.com` });
    for (const u of [hindi, english, never]) expect((await sendOtp({ email: u.user.email })).statusCode).toBe(200);

    const hi = await mailTo(hindi.user.email!);
    expect(hi.subject).toBe('आपका GaadiBazaar लॉग इन कोड');
    expect(hi.text).toMatch(/^आपका GaadiBazaar लॉग इन कोड \d{6} है। यह \d+ मिनट तक मान्य है।/);
    expect(hi.text).not.toMatch(/login|valid|ignore/);
    for (const u of [english, never]) {
      const en = await mailTo(u.user.email!);
      expect(en.subject).toBe('Your GaadiBazaar login code');
      expect(en.text).toMatch(/^Your GaadiBazaar login code is \d{6}\. It is valid for \d+ minutes\.\s+If you did not ask for it, ignore this e-mail\./);
    }
  });

  it('texts the login code in Hindi to a phone whose account chose Hindi, and follows the page that asked for a new address', async () => {
    const phone = `+9195${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await createUser(t.ctx, { email: null, phoneNumber: phone, language: 'hi' });
    expect((await sendOtp({ phone_number: phone })).statusCode).toBe(200);
    await vi.waitFor(() => expect(texts.find((m) => m.to === phone)?.message).toMatch(/^\d{6} आपका GaadiBazaar लॉग इन कोड है। यह \d+ मिनट तक मान्य है।$/));

    // Nobody has this address yet: the Hindi login page says which language it reads in.
    const newcomer = `new-${rnd()}@example.com`;
    expect((await sendOtp({ email: newcomer, language: 'hi' })).statusCode).toBe(200);
    expect((await mailTo(newcomer)).subject).toBe('आपका GaadiBazaar लॉग इन कोड');
    const bad = await sendOtp({ email: `x-${rnd()}@example.com`, language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.language).toEqual(['Language must be "en" or "hi"']);
  });

  it("mails a Hindi seller's submitted listing in Hindi with links to the Hindi pages; the admins' notice stays English", async () => {
    const seller = await createUser(t.ctx, { name: 'Ravi', email: `seller-${rnd()}@example.com`, language: 'hi' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/cars/seller/create/', headers: seller.auth, payload: validBody() });
    expect(res.statusCode).toBe(201);
    const mail = await mailTo(seller.user.email!, /जाँच/);
    expect(mail.subject).toMatch(/^आपकी लिस्टिंग ".+" जाँच के लिए भेज दी गई है$/);
    expect(mail.text).toContain('नमस्ते Ravi,');
    expect(mail.text).toContain('हमारी टीम नई लिस्टिंग 24-48 घंटे में जाँचती है।');
    expect(mail.text).toContain('अपनी लिस्टिंग देखें: http');
    expect(mail.text).toContain('/hi/seller/dashboard');
    const admin = await mailTo(t.ctx.config.adminEmail!, /New listing to review/);
    expect(admin.text).toContain('Hello team,');
  });

  it('switches a seller back to English once they choose it', async () => {
    const seller = await createUser(t.ctx, { email: `back-${rnd()}@example.com`, language: 'hi' });
    const put = await t.app.inject({ method: 'PUT', url: '/api/v1/users/me/language/', headers: seller.auth, payload: { language: 'en' } });
    expect(put.json().data.language).toBe('en');
    await t.app.inject({ method: 'POST', url: '/api/v1/cars/seller/create/', headers: seller.auth, payload: validBody() });
    const mail = await mailTo(seller.user.email!, /submitted for review/);
    expect(mail.subject).toMatch(/^Your listing ".+" was submitted for review$/);
    expect(mail.text).toContain('Our team reviews new listings within 24-48 hours.');
    expect(mail.text).not.toContain('/hi/');
  });
});
