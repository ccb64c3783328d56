// Issue 15's admin and public endpoints beyond the Car fields of trust.ts: the verification
// checklist (admins only), quality flags (admin answers only) and the fair-price method (public).
import { z } from 'zod';
import { QUALITY_FLAG_CODES } from '../quality-flags.ts';
import { VERIFICATION_MESSAGES } from '../verification-checklist.ts';
import { ok } from './envelope.ts';
import { PRICE_RATING_LABELS, VERIFICATION_CHECKS } from './trust.ts';

export const qualityFlagSchema = z.object({
  code: z.enum(QUALITY_FLAG_CODES),
  message: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
});
export type QualityFlag = z.infer<typeof qualityFlagSchema>;

/** PUT /admin/cars/{id}/verification/: all five checks, each once. */
export const verificationBody = z.object({
  checks: z
    .array(
      z.object({
        key: z.enum(VERIFICATION_CHECKS),
        passed: z.boolean(),
        note: z.string().trim().max(500, 'Must be at most 500 characters').default(''),
      }),
    )
    .length(VERIFICATION_CHECKS.length, VERIFICATION_MESSAGES.eachCheckOnce)
    .refine((checks) => new Set(checks.map((c) => c.key)).size === VERIFICATION_CHECKS.length, VERIFICATION_MESSAGES.eachCheckOnce),
});
export type VerificationBody = z.infer<typeof verificationBody>;

export const verificationRecordSchema = z.object({
  checked_at: z.string(),
  checks: z.array(z.object({ key: z.enum(VERIFICATION_CHECKS), passed: z.boolean(), note: z.string() })),
  all_passed: z.boolean(),
  demo: z.boolean(),
  /** null for the demo check and for an admin account since removed. */
  admin: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type VerificationRecord = z.infer<typeof verificationRecordSchema>;

/** The listing's verified flag and its newest checklist (null: none recorded). */
export const verificationStateSchema = z.object({ verified: z.boolean(), record: verificationRecordSchema.nullable() });
export type VerificationState = z.infer<typeof verificationStateSchema>;
export const verificationResponse = ok(verificationStateSchema);

export const fairPriceMethodSchema = z.object({
  year_window: z.number().int(),
  min_comparables: z.number().int(),
  adjustments: z.object({
    per_10000_km: z.number(),
    per_extra_owner: z.number(),
    per_year_newer: z.number(),
    fuel: z.record(z.string(), z.number()),
    transmission: z.record(z.string(), z.number()),
  }),
  owner_counts: z.record(z.string(), z.number()),
  bands: z.array(z.object({ label: z.enum(PRICE_RATING_LABELS), up_to: z.number().nullable() })),
  expected_range: z.object({ low: z.number(), high: z.number() }),
  price_flag_deviation: z.number(),
});
export type FairPriceMethod = z.infer<typeof fairPriceMethodSchema>;
export const fairPriceMethodResponse = ok(fairPriceMethodSchema);
