// Rate limits and lockouts on rate-limiter-flexible: in memory by default, in Redis when REDIS_URL
// is set (shared by every API process). With Redis configured but unreachable, each limiter falls
// back to an in-memory insurance limiter (logged once) so sign-in keeps working with per-process
// limits, and /api/ready reports not ready. See docs/decisions/010-rate-limits-on-rate-limiter-flexible.md.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@gaadi/domain/messages';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';

export interface LimitRule {
  /** Requests allowed per window. */
  points: number;
  windowSeconds: number;
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

export interface Lockout {
  /** Throws 429 with Retry-After while the key is locked. */
  check(key: string, message?: string): Promise<void>;
  /** Counts a failure; locks the key once the free failures are spent. */
  fail(key: string): Promise<void>;
  /** Ends the current lock but remembers the failures (support unlocking someone; tests). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export function tooManyRequests(retryAfter: number, message: string = HTTP_MESSAGES.rateLimited) {
  return new AppError(429, 'RATE_LIMIT_EXCEEDED', message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfter))) });
}

const retrySeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export interface RateLimitsOptions {
  redisUrl?: string | null;
  /** Key prefix in Redis (tests use a private one). */
  prefix?: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Every limit of the app, on one store. Limiters are made once per name and rule. */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly redis: Redis | null;
  private readonly prefix: string;
  private readonly log?: Pick<FastifyBaseLogger, 'warn'>;
  private warned = false;

  constructor(opts: RateLimitsOptions = {}) {
    this.prefix = opts.prefix ?? 'rl';
    this.log = opts.log;
    this.redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false })
      : null;
    this.redis?.on('error', () => this.warnOnce('Redis is unreachable: rate limits fall back to this process'));
    this.redis?.on('ready', () => (this.warned = false));
  }

  get store(): 'memory' | 'redis' {
    return this.redis ? 'redis' : 'memory';
  }

  /** False while the configured Redis is unreachable (readiness). */
  async healthy(): Promise<boolean> {
    if (!this.redis) return true;
    if (this.redis.status !== 'ready') return false;
    try {
      return (await Promise.race([this.redis.ping(), new Promise<never>((_, no) => setTimeout(() => no(new Error('timeout')), 1_000))])) === 'PONG';
    } catch {
      return false;
    }
  }

  private warnOnce(message: string) {
    if (this.warned) return;
    this.warned = true;
    this.log?.warn(message);
  }

  private limiter(name: string, points: number, windowSeconds: number): RateLimiterAbstract {
    const id = `${name}:${points}:${windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const opts = { keyPrefix: `${this.prefix}:${name}`, points, duration: windowSeconds };
      limiter = this.redis
        ? new RateLimiterRedis({
            ...opts,
            storeClient: this.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(opts),
          })
        : new RateLimiterMemory(opts);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Spends `points` (one request by default) of `key` under `name`; 429 with Retry-After once the rule is exhausted. */
  async consume(name: string, key: string, rule: LimitRule, message?: string, points = 1): Promise<void> {
    try {
      await this.limiter(name, rule.points, rule.windowSeconds).consume(key, points);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw tooManyRequests(retrySeconds(e), message);
      throw e;
    }
  }

  /** Throws the 429 `consume` would, without spending anything (check first, spend on success). */
  async check(name: string, key: string, rule: LimitRule, message?: string): Promise<void> {
    const res = await this.limiter(name, rule.points, rule.windowSeconds).get(key);
    if (res && res.remainingPoints <= 0) throw tooManyRequests(retrySeconds(res), message);
  }

  /** A route hook (onRequest, so malformed requests count too) limiting per client IP. */
  perIp(name: string, rule: LimitRule, message?: string) {
    return async (request: FastifyRequest, _reply: FastifyReply) => this.consume(name, `ip:${request.ip}`, rule, message);
  }

  /** A growing lockout per key: check before, fail or clear after. */
  lockout(name: string, policy: LockoutPolicy): Lockout {
    const failures = this.limiter(`${name}:fail`, Number.MAX_SAFE_INTEGER, policy.memorySeconds);
    // One point: any recorded block makes get() report more consumed points than allowed.
    const locks = this.limiter(`${name}:lock`, 1, policy.maxSeconds);
    return {
      async check(key, message) {
        const lock = await locks.get(key);
        if (lock && lock.consumedPoints > 1) throw tooManyRequests(retrySeconds(lock), message);
      },
      async fail(key) {
        const res = await failures.penalty(key, 1);
        const over = res.consumedPoints - policy.freeFailures;
        if (over >= 0) await locks.block(key, Math.min(policy.maxSeconds, policy.firstLockSeconds * 2 ** over));
      },
      async release(key) {
        await locks.delete(key);
      },
      async clear(key) {
        await Promise.all([failures.delete(key), locks.delete(key)]);
      },
    };
  }

  async close(): Promise<void> {
    if (this.redis) await this.redis.quit().catch(() => this.redis!.disconnect());
  }
}
