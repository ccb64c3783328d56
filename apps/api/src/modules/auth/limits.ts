// Abuse limits of the auth routes (contract 1.9), all on ctx.limits (docs/decisions/010).
import { AUTH_MESSAGES } from '@gaadi/domain/auth-messages';
import type { LimitRule, LockoutPolicy } from '../../platform/rate-limit.ts';

export const LOGIN_TOO_MANY = AUTH_MESSAGES.tooManyAttempts;

export const AUTH_LIMITS = {
  /**
   * Codes to one e-mail or phone asked from one client address: anti-bombing that a stranger
   * cannot turn against the owner (issue 24), whose own requests come from another address.
   */
  sendOtpPerTargetAndIp: { points: 3, windowSeconds: 10 * 60 },
  verifyOtpPerIp: { points: 20, windowSeconds: 60 },
  refreshPerIp: { points: 60, windowSeconds: 60 },
  /** points: config.adminLoginsPerIpPer10Minutes (LIMIT_ADMIN_LOGINS_PER_IP_PER_10_MINUTES, 20). */
  adminLoginPerIp: { points: 20, windowSeconds: 10 * 60 },
  /** A signed-in user asking to prove a new e-mail or phone. */
  contactChangePerUser: { points: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, LimitRule>;

/**
 * Per admin e-mail AND client IP: five free failures, then 1 min, 2 min, 4 min... at most an hour;
 * success resets. Someone hammering the account from one address never locks out its owner
 * signing in from another.
 */
export const ADMIN_LOCKOUT: LockoutPolicy = {
  freeFailures: 5,
  firstLockSeconds: 60,
  maxSeconds: 60 * 60,
  memorySeconds: 24 * 60 * 60,
};

/**
 * Per admin e-mail from anywhere: a generous ceiling against a distributed guess. 100 failures
 * within an hour lock the account for 15 minutes, whatever the address.
 */
export const ADMIN_ACCOUNT_LOCKOUT: LockoutPolicy = {
  freeFailures: 100,
  firstLockSeconds: 15 * 60,
  maxSeconds: 15 * 60,
  memorySeconds: 60 * 60,
};
