import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BRAND } from '@gaadi/domain/brand';
import { defaultImageThreads } from './image-work.ts';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  databaseReadUrl: string | null;
  publicUrl: string;
  corsOrigins: string[];
  jwtSecret: string;
  adminEmail: string | null;
  adminPassword: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  smsWebhookUrl: string | null;
  redisUrl: string | null;
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl: string } | null;
  seedDemo: boolean;
  /** Demo listings created on an empty database (72; the stack's failure tests ask for fewer). */
  seedDemoListings: number;
  devOtpBypass: boolean;
  webDistDir: string;
  logLevel: string;
  /**
   * Trust X-Forwarded-*: false (default: a client could forge its IP and dodge per-IP limits),
   * true (every hop: only behind a proxy that overwrites the header), or the proxies' addresses,
   * CIDR ranges or proxy-addr names (`loopback`, `uniquelocal`). No hop count: Fastify 5.12+
   * trusts nobody for a number (it cannot check the immediate peer), so every client would share
   * the proxy's address (decision 039).
   */
  trustProxy: boolean | string[];
  /** Lifetime of cached whole GET /cars/ answers; 0 turns the cache off (decision 004). */
  browseCacheSeconds: number;
  /**
   * Lifetime of server-rendered public pages kept whole (web-render.ts, decision 029); a listing
   * change in any API process clears them at once, so this bounds only what no change announces
   * (a view count, "2 days ago"). 0 turns the cache off.
   */
  pageCacheSeconds: number;
  /**
   * The public search's index in this process's memory (decision 046): about 200 MB at a million
   * listings, read at start. Off (SEARCH_INDEX=off), every search is answered in SQL.
   */
  searchIndex: boolean;
  /**
   * One-time codes may appear in HTTP answers (development on a loopback address only, and
   * tests); everywhere else they reach the person through the mailer or SMS (or the console outbox).
   */
  exposeOtp: boolean;
  /**
   * Image work (issue 24): images decoded at once in this process, libvips threads for each, and
   * the most pixels per byte of file an image over 12 megapixels may have (0: no check).
   */
  images: { concurrency: number; threads: number; maxPixelsPerByte: number };
  /** Per-user limits on uploads and listing creation (per hour; 0 turns one off). */
  userLimits: {
    imagesPerHour: number;
    videosPerHour: number;
    listingsPerDay: number;
    /** New listings a dealer's stock imports may create a day (LIMIT_DEALER_LISTINGS_PER_DAY; the private limit does not apply). */
    dealerListingsPerDay: number;
    messagesPerMinute: number;
    newConversationsPerHour: number;
  };
  /** One-time codes sent per client IP a minute (contract 1.9: 10). */
  otpSendsPerIpPerMinute: number;
  /** Codes to one e-mail or phone from all addresses in an hour (0: no ceiling); issue 24. */
  otpSendsPerTargetPerHour: number;
  /** Saved searches one account may keep (each may e-mail on every matching approval). */
  savedSearchesPerUser: number;
  adminLoginsPerIpPer10Minutes: number;
  /**
   * Live notifications (decision 012): heartbeat period, open-stream limits (per user, per client
   * address, in all) and how often open streams check that their sign-in session still stands.
   */
  sse: { heartbeatMs: number; maxPerUser: number; maxPerIp: number; maxTotal: number; sessionCheckMs: number };
  /**
   * pg-boss (decision 012): seconds between polls of an idle worker (at least 0.5); between
   * maintenance runs, which retry expired jobs; and the expiry of an alert job, after which a job
   * whose worker died is retried (issue 24).
   */
  jobs: { pollSeconds: number; maintenanceSeconds: number; alertExpireSeconds: number };
  /**
   * Prometheus metrics (decision 032): served on a listener of their own at `port` (null: none),
   * bound to `host` (127.0.0.1 unless METRICS_HOST says otherwise), asking for `Authorization:
   * Bearer <token>` when a token is set. Never served on the public port.
   */
  metrics: { port: number | null; host: string; token: string | null };
  /** The company's contact details shown on every page (issue 13): BRAND_CONTACT_EMAIL, BRAND_CONTACT_PHONE. */
  brandContact: { email: string; phone: string };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', 'ip6-localhost']);
export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

const count = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** TRUST_PROXY: true/false, or a comma-separated list of addresses, CIDR ranges and proxy-addr names. */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const v = value?.trim();
  if (!v) return false;
  if (/^\d+$/.test(v))
    throw new Error(`TRUST_PROXY=${v}: a hop count trusts no proxy in Fastify 5.12+ (every client would share the proxy's address). Name the proxy instead, e.g. TRUST_PROXY=127.0.0.1 behind nginx on the same machine.`);
  if (/^(true|false|yes|no|on|off)$/i.test(v)) return bool(v, false);
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

const bool = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());

/** Secrets the demo generates once and keeps in DATA_DIR so that sessions survive a restart. */
function demoSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const value = randomBytes(48).toString('base64url');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

export const DEFAULT_JWT_SECRET = 'change-me';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = resolve(env.DATA_DIR || './data');
  const port = Number(env.PORT || 3000);
  // Outside production only this machine can reach a server started without HOST (issue 10).
  const host = env.HOST || (nodeEnv === 'production' ? '0.0.0.0' : 'localhost');
  let jwtSecret = env.JWT_SECRET || '';
  if (nodeEnv === 'production') {
    if (!jwtSecret || jwtSecret === DEFAULT_JWT_SECRET || jwtSecret.length < 32)
      throw new Error('JWT_SECRET must be set to a random value of at least 32 characters in production.');
  } else if (!jwtSecret) {
    jwtSecret = demoSecret(dataDir, 'jwt-secret');
  }
  const s3 = env.S3_BUCKET
    ? {
        endpoint: env.S3_ENDPOINT || 'https://s3.amazonaws.com',
        bucket: env.S3_BUCKET,
        region: env.S3_REGION || 'us-east-1',
        accessKeyId: env.S3_ACCESS_KEY_ID || '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
        publicUrl: env.S3_PUBLIC_URL || '',
      }
    : null;
  const metrics = {
    port: env.METRICS_PORT ? Number(env.METRICS_PORT) : null,
    host: env.METRICS_HOST || '127.0.0.1',
    token: env.METRICS_TOKEN || null,
  };
  if (metrics.port !== null && (!Number.isInteger(metrics.port) || metrics.port < 0 || metrics.port > 65535))
    throw new Error('METRICS_PORT must be a port number (0-65535).');
  if (metrics.port !== null && metrics.port === port && metrics.port !== 0) throw new Error('METRICS_PORT must differ from PORT.');
  // Anyone who can reach a metrics port on a public address would read the routes, error rates and queue sizes.
  if (nodeEnv === 'production' && metrics.port !== null && !isLoopbackHost(metrics.host) && (metrics.token ?? '').length < 16)
    throw new Error('METRICS_TOKEN (16 characters or more) must be set when METRICS_HOST is not a loopback address in production.');
  return {
    env: nodeEnv,
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databaseReadUrl: env.DATABASE_READ_URL || null,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    corsOrigins: (env.CORS_ORIGINS || '').split(',').map((s) => s.trim()).filter(Boolean),
    jwtSecret,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'GaadiBazaar <no-reply@gaadibazaar.in>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || null,
    redisUrl: env.REDIS_URL || null,
    s3,
    seedDemo: bool(env.SEED_DEMO, true),
    seedDemoListings: Math.max(1, count(env.SEED_DEMO_LISTINGS, 72)),
    // The fixed development OTP works only in development AND with this explicit flag.
    devOtpBypass: nodeEnv === 'development' && bool(env.DEV_OTP_BYPASS, false),
    webDistDir: resolve(env.WEB_DIST_DIR || new URL('../../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    browseCacheSeconds: env.BROWSE_CACHE_SECONDS ? Math.max(0, Number(env.BROWSE_CACHE_SECONDS) || 0) : 10,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS ? Math.max(0, Number(env.PAGE_CACHE_SECONDS) || 0) : 60,
    searchIndex: env.SEARCH_INDEX !== 'off',
    exposeOtp: nodeEnv !== 'production' && isLoopbackHost(host),
    images: {
      concurrency: Math.max(1, count(env.IMAGE_WORK_CONCURRENCY, 1)),
      threads: Math.max(1, count(env.IMAGE_WORK_THREADS, defaultImageThreads())),
      maxPixelsPerByte: count(env.IMAGE_MAX_PIXELS_PER_BYTE, 100),
    },
    userLimits: {
      imagesPerHour: count(env.LIMIT_IMAGES_PER_HOUR, 200),
      videosPerHour: count(env.LIMIT_VIDEOS_PER_HOUR, 10),
      listingsPerDay: count(env.LIMIT_LISTINGS_PER_DAY, 20),
      dealerListingsPerDay: count(env.LIMIT_DEALER_LISTINGS_PER_DAY, 2000),
      messagesPerMinute: count(env.LIMIT_MESSAGES_PER_MINUTE, 20),
      newConversationsPerHour: count(env.LIMIT_NEW_CONVERSATIONS_PER_HOUR, 10),
    },
    /** Contract 1.9's 10 a minute; a test run that signs many people in from one address raises it. */
    otpSendsPerIpPerMinute: count(env.LIMIT_OTP_SENDS_PER_IP_PER_MINUTE, 10),
    otpSendsPerTargetPerHour: count(env.LIMIT_OTP_SENDS_PER_TARGET_PER_HOUR, 10),
    /** Admin sign-in attempts per client IP in 10 minutes (20); the e2e run, all from 127.0.0.1, raises it. */
    adminLoginsPerIpPer10Minutes: count(env.LIMIT_ADMIN_LOGINS_PER_IP_PER_10_MINUTES, 20),
    savedSearchesPerUser: Math.max(1, count(env.LIMIT_SAVED_SEARCHES_PER_USER, 50)),
    sse: {
      heartbeatMs: Math.max(50, count(env.SSE_HEARTBEAT_MS, 15_000)),
      maxPerUser: count(env.SSE_MAX_STREAMS_PER_USER, 5),
      maxPerIp: count(env.SSE_MAX_STREAMS_PER_IP, 20),
      maxTotal: count(env.SSE_MAX_STREAMS, 1000),
      sessionCheckMs: Math.max(50, count(env.SSE_SESSION_CHECK_MS, 30_000)),
    },
    jobs: {
      pollSeconds: Math.max(0.5, Number(env.JOB_POLL_SECONDS) || 2),
      maintenanceSeconds: Math.max(1, count(env.JOB_MAINTENANCE_SECONDS, 15)),
      alertExpireSeconds: Math.max(1, count(env.ALERT_JOB_EXPIRE_SECONDS, 60)),
    },
    metrics,
    brandContact: { email: env.BRAND_CONTACT_EMAIL?.trim() || BRAND.contactEmail, phone: env.BRAND_CONTACT_PHONE?.trim() || BRAND.contactPhone },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
