// Abuse limits of the auth routes (contract 1.9), all on ctx.limiter (docs/decisions/002).
import type { LockoutPolicy } from '../../platform/rate-limit.ts';

export const LOGIN_TOO_MANY = 'Too many attempts. Please try again later.';

export const AUTH_LIMITS = {
  sendOtpPerIp: { limit: 10, windowSeconds: 60 },
  sendOtpPerTarget: { limit: 3, windowSeconds: 10 * 60 },
  verifyOtpPerIp: { limit: 20, windowSeconds: 60 },
  refreshPerIp: { limit: 60, windowSeconds: 60 },
  adminLoginPerIp: { limit: 20, windowSeconds: 10 * 60 },
} as const;

/** Per admin e-mail: five free failures, then 1 min, 2 min, 4 min... at most an hour; success resets. */
export const ADMIN_LOCKOUT: LockoutPolicy = {
  freeFailures: 5,
  firstLockSeconds: 60,
  maxSeconds: 60 * 60,
  memorySeconds: 24 * 60 * 60,
};
