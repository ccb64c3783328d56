// Auth requests and responses (contract 3.1–3.6).
import { z } from 'zod';
import { DEV_BYPASS_OTP_ID, OTP_LENGTH } from '../constants.ts';
import { toE164 } from '../phone.ts';
import { AUTH_MESSAGES } from '../auth-messages.ts';
import { blankToUndefined, ok } from './envelope.ts';
import { languageField, userSchema } from './users.ts';

// The messages live in auth-messages.ts (the web app shows them too); named here for existing importers.
export { AUTH_MESSAGES } from '../auth-messages.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Trimmed, lower-cased e-mail: the one form stored and compared. */
export const emailField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.email({ message: AUTH_MESSAGES.emailInvalid }).max(254, AUTH_MESSAGES.emailInvalid),
);

/** Any way of typing an Indian (or +country) number → E.164. */
export const phoneField = z
  .string({ message: AUTH_MESSAGES.phoneInvalid })
  .max(32, AUTH_MESSAGES.phoneInvalid)
  .transform((v, ctx) => {
    const e164 = toE164(v);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return e164;
  });

const exactlyOneTarget = (v: { email?: string; phone_number?: string }, ctx: z.RefinementCtx) => {
  if (v.email === undefined && v.phone_number === undefined) ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.targetMissing });
  else if (v.email !== undefined && v.phone_number !== undefined) ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.targetTwice });
};

/** POST /auth/send-otp/: exactly one of email, phone_number (3.1). */
export const sendOtpBody = z
  .object({
    email: z.preprocess(blankToUndefined, emailField.optional()),
    phone_number: z.preprocess(blankToUndefined, phoneField.optional()),
    /** Added (issue 25): the language of the page asking, which the code's e-mail or SMS comes in. */
    language: languageField.optional(),
  })
  .superRefine(exactlyOneTarget);
export type SendOtpBody = z.infer<typeof sendOtpBody>;

export const sendOtpResponse = ok(
  z.object({
    otp_id: z.string(),
    expires_at: z.string(),
    masked_email: z.string().optional(),
    masked_phone: z.string().optional(),
    // Development only (never in production).
    otp: z.string().optional(),
    dev_hint: z.string().optional(),
  }),
);

/**
 * POST /auth/verify-otp/ (3.2). The target stays a raw string here: the development bypass sends
 * an e-mail inside phone_number ("+91asha@example.com"); the service normalises and compares.
 */
export const otpIdField = z.string({ message: AUTH_MESSAGES.otpIdInvalid }).trim().regex(UUID, AUTH_MESSAGES.otpIdInvalid);
export const otpField = z
  .string({ message: AUTH_MESSAGES.otpInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.otpInvalid);

export const verifyOtpBody = z
  .object({
    otp_id: z
      .string({ message: AUTH_MESSAGES.otpIdInvalid })
      .trim()
      .refine((v) => v === DEV_BYPASS_OTP_ID || UUID.test(v), AUTH_MESSAGES.otpIdInvalid),
    otp: otpField,
    email: z.preprocess(blankToUndefined, z.string().max(254, AUTH_MESSAGES.emailInvalid).optional()),
    phone_number: z.preprocess(blankToUndefined, z.string().max(260, AUTH_MESSAGES.phoneInvalid).optional()),
  })
  .superRefine(exactlyOneTarget);
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;

export const tokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Access token expiry, Unix seconds. */
  expires_at: z.number().int(),
});
export type Tokens = z.infer<typeof tokensSchema>;

const signedIn = z.object({ user: userSchema, tokens: tokensSchema });
/** `user` and `tokens` at `data` and again at `data.data` (2.9). */
export const verifyOtpResponse = ok(signedIn.extend({ isNewUser: z.boolean(), data: signedIn }));

export const refreshBody = z.object({
  refresh_token: z.string({ message: AUTH_MESSAGES.refreshMissing }).trim().min(1, AUTH_MESSAGES.refreshMissing).max(512),
});
export const refreshResponse = ok(z.object({ access_token: z.string(), expires_at: z.number().int() }));

export const logoutBody = refreshBody;

export const statusUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  is_verified: z.boolean(),
});
export const authStatusResponse = z.object({
  success: z.literal(true),
  authenticated: z.literal(true),
  user: statusUserSchema,
  data: z.object({ authenticated: z.literal(true), user: statusUserSchema }),
});

export const adminLoginBody = z.object({
  email: z.string({ message: AUTH_MESSAGES.credentialsMissing }).trim().toLowerCase().min(1, AUTH_MESSAGES.credentialsMissing).max(254),
  password: z.string({ message: AUTH_MESSAGES.credentialsMissing }).min(1, AUTH_MESSAGES.credentialsMissing).max(1024),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminLoginResponse = ok(z.object({ token: z.string(), user: adminUserSchema }));
