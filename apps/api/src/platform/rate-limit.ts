// Fixed-window counters, in memory by default and in Redis when REDIS_URL is set (shared by
// every API process). One mechanism serves per-IP route limits, per-target OTP limits and the
// admin login lockout; see docs/decisions/002-one-rate-limiter.md.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors.ts';

export interface HitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<HitResult>;
  /** Current count without adding to it. */
  peek(key: string): Promise<{ count: number; retryAfter: number }>;
  /** Blocks `key` for `seconds` (lockouts). */
  block(key: string, seconds: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  }, 60_000);
  sweep.unref();
  const current = (key: string) => {
    const w = windows.get(key);
    return w && w.resetAt > Date.now() ? w : undefined;
  };
  return {
    async hit(key, limit, windowSeconds) {
      const now = Date.now();
      let w = current(key);
      if (!w) windows.set(key, (w = { count: 0, resetAt: now + windowSeconds * 1000 }));
      w.count++;
      return { allowed: w.count <= limit, count: w.count, retryAfter: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
    },
    async peek(key) {
      const w = current(key);
      return { count: w?.count ?? 0, retryAfter: w ? Math.max(1, Math.ceil((w.resetAt - Date.now()) / 1000)) : 0 };
    },
    async block(key, seconds) {
      windows.set(key, { count: Number.MAX_SAFE_INTEGER, resetAt: Date.now() + seconds * 1000 });
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function createRedisRateLimiter(url: string, prefix = 'rl:'): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', () => {}); // surfaced per command
  return {
    async hit(key, limit, windowSeconds) {
      const k = prefix + key;
      const res = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 0);
      const ttl = Number(res?.[2]?.[1] ?? windowSeconds);
      return { allowed: count <= limit, count, retryAfter: Math.max(1, ttl) };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.ttl(k)]);
      return { count: Number(count ?? 0), retryAfter: Math.max(0, ttl) };
    },
    async block(key, seconds) {
      await redis.set(prefix + key, String(Number.MAX_SAFE_INTEGER), 'EX', seconds);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function tooManyRequests(retryAfter: number, message = 'Too many requests. Please try again later.') {
  return new AppError(429, 'RATE_LIMIT_EXCEEDED', message, undefined, { 'Retry-After': String(retryAfter) });
}

/** A hook (onRequest or preHandler) limiting a route per client IP. */
export function limitPerIp(limiter: RateLimiter, name: string, limit: number, windowSeconds: number, message?: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const r = await limiter.hit(`${name}:ip:${request.ip}`, limit, windowSeconds);
    if (!r.allowed) throw tooManyRequests(r.retryAfter, message);
  };
}

export interface LockoutPolicy {
  /** Failures allowed before the first lock. */
  freeFailures: number;
  /** First lock; each further failure doubles it, up to maxSeconds. */
  firstLockSeconds: number;
  maxSeconds: number;
  /** How long failures are remembered without a success. */
  memorySeconds: number;
}

/** A growing lockout per key (e.g. an e-mail) on the same counters: check before, fail/clear after. */
export function createLockout(limiter: RateLimiter, name: string, policy: LockoutPolicy) {
  const lockKey = (key: string) => `${name}:lock:${key}`;
  const failKey = (key: string) => `${name}:fail:${key}`;
  return {
    /** Throws 429 with Retry-After while the key is locked. */
    async check(key: string, message?: string) {
      const lock = await limiter.peek(lockKey(key));
      if (lock.count > 0) throw tooManyRequests(Math.max(1, lock.retryAfter), message);
    },
    async fail(key: string) {
      const { count } = await limiter.hit(failKey(key), Number.MAX_SAFE_INTEGER, policy.memorySeconds);
      const over = count - policy.freeFailures;
      if (over >= 0) await limiter.block(lockKey(key), Math.min(policy.maxSeconds, policy.firstLockSeconds * 2 ** over));
    },
    async clear(key: string) {
      await Promise.all([limiter.reset(failKey(key)), limiter.reset(lockKey(key))]);
    },
  };
}
