// The verification checklist's wording (issue 15), zod-free so that the web may import it.
import type { VerificationCheck } from './schemas/trust.ts';

/** The checks in the order admins see them (the same keys as VERIFICATION_CHECKS). */
export const CHECKLIST_ORDER: readonly VerificationCheck[] = ['rc_seen', 'insurance_valid', 'puc_valid', 'chassis_matches', 'photos_match'];

export const VERIFICATION_CHECK_LABELS: Record<VerificationCheck, string> = {
  rc_seen: 'RC (registration certificate) seen',
  insurance_valid: 'Insurance valid',
  puc_valid: 'PUC certificate valid',
  chassis_matches: 'Chassis number matches the RC',
  photos_match: 'Photos match the car',
};

export const VERIFICATION_MESSAGES = {
  saved: 'Verification checklist saved',
  eachCheckOnce: 'Give each of the five checks exactly once',
} as const;
