// Safe defaults (issue 10): outside production nothing but this machine reaches a server started
// without HOST, and one-time codes appear in HTTP answers only on a loopback address.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loadConfig } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'gaadi-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('configuration defaults', () => {
  it('reads the company contact from BRAND_CONTACT_EMAIL and BRAND_CONTACT_PHONE, with defaults', () => {
    expect(load({}).brandContact).toEqual({ email: 'support@gaadibazaar.in', phone: '+91 98765 43210' });
    expect(load({ BRAND_CONTACT_EMAIL: 'help@example.in', BRAND_CONTACT_PHONE: '+91 90000 11111' }).brandContact).toEqual({
      email: 'help@example.in',
      phone: '+91 90000 11111',
    });
  });

  it('listens on loopback only outside production unless HOST is set', () => {
    expect(load({}).host).toBe('localhost');
    expect(load({ NODE_ENV: 'development' }).host).toBe('localhost');
    expect(load({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(load({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).host).toBe('0.0.0.0');
  });

  it('returns one-time codes in answers only in development on a loopback address', () => {
    expect(load({}).exposeOtp).toBe(true);
    expect(load({ HOST: '127.0.0.1' }).exposeOtp).toBe(true);
    expect(load({ HOST: '::1' }).exposeOtp).toBe(true);
    expect(load({ HOST: '0.0.0.0' }).exposeOtp).toBe(false);
    expect(load({ HOST: '192.168.1.20' }).exposeOtp).toBe(false);
    expect(load({ NODE_ENV: 'production', HOST: '127.0.0.1', JWT_SECRET: 'x'.repeat(40) }).exposeOtp).toBe(false);
  });

  it('recognises loopback hosts and nothing else', () => {
    for (const h of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['0.0.0.0', '::', '10.0.0.1', 'example.com', '127.0.0.1.example.com', 'localhost.evil.in']) expect(isLoopbackHost(h)).toBe(false);
  });

  it('reads per-user limits, falling back on nonsense', () => {
    expect(load({}).userLimits).toEqual({ imagesPerHour: 200, videosPerHour: 10, listingsPerDay: 20, dealerListingsPerDay: 2000, messagesPerMinute: 20, newConversationsPerHour: 10 });
    expect(
      load({ LIMIT_IMAGES_PER_HOUR: '5', LIMIT_VIDEOS_PER_HOUR: 'lots', LIMIT_LISTINGS_PER_DAY: '-1', LIMIT_DEALER_LISTINGS_PER_DAY: '500', LIMIT_MESSAGES_PER_MINUTE: '0', LIMIT_NEW_CONVERSATIONS_PER_HOUR: 'x' })
        .userLimits,
    ).toEqual({
      imagesPerHour: 5,
      videosPerHour: 10,
      listingsPerDay: 20,
      dealerListingsPerDay: 500,
      messagesPerMinute: 0,
      newConversationsPerHour: 10,
    });
  });

  it('sends at most 10 codes a minute per IP unless LIMIT_OTP_SENDS_PER_IP_PER_MINUTE says otherwise', () => {
    expect(load({}).otpSendsPerIpPerMinute).toBe(10);
    expect(load({ LIMIT_OTP_SENDS_PER_IP_PER_MINUTE: '100' }).otpSendsPerIpPerMinute).toBe(100);
    expect(load({ LIMIT_OTP_SENDS_PER_IP_PER_MINUTE: 'many' }).otpSendsPerIpPerMinute).toBe(10);
    expect(load({}).adminLoginsPerIpPer10Minutes).toBe(20);
    expect(load({ LIMIT_ADMIN_LOGINS_PER_IP_PER_10_MINUTES: '500' }).adminLoginsPerIpPer10Minutes).toBe(500);
  });

  it('serves metrics on a port of their own on loopback, only when METRICS_PORT is set, and asks for a token off loopback in production', () => {
    expect(load({}).metrics).toEqual({ port: null, host: '127.0.0.1', token: null });
    expect(load({ METRICS_PORT: '9464', METRICS_TOKEN: 'abc' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: 'abc' });
    expect(() => load({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => load({ METRICS_PORT: '3000' })).toThrow(/differ from PORT/);
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), METRICS_PORT: '9464' };
    expect(load(prod).metrics.host).toBe('127.0.0.1');
    expect(() => load({ ...prod, METRICS_HOST: '10.0.0.5' })).toThrow(/METRICS_TOKEN/);
    expect(() => load({ ...prod, METRICS_HOST: '10.0.0.5', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(load({ ...prod, METRICS_HOST: '10.0.0.5', METRICS_TOKEN: 't'.repeat(32) }).metrics.host).toBe('10.0.0.5');
  });

  it('trusts X-Forwarded-For from named proxies, and refuses a hop count (Fastify 5.12+ would trust nobody, decision 039)', async () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => load({ TRUST_PROXY: '1' })).toThrow(/hop count/);
    // What the refusal is about: behind nginx (127.0.0.1) a hop count leaves every client at nginx's address.
    const { default: Fastify } = await import('fastify');
    const ipWith = async (trustProxy: boolean | number | string[]) => {
      const app = Fastify({ trustProxy: trustProxy as boolean });
      app.get('/', async (req) => req.ip);
      const res = await app.inject({ url: '/', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } });
      await app.close();
      return res.body;
    };
    expect(await ipWith(1)).toBe('127.0.0.1');
    expect(await ipWith(load({ TRUST_PROXY: '127.0.0.1' }).trustProxy)).toBe('203.0.113.7');
  });
});
