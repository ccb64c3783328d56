// Issue 15's added fields on a listing (trust and price transparency). New fields only: nothing of
// the contract's Car changes. The API fills them; the web reads them.
import { z } from 'zod';

/** Bands of the fair-price rating, best for the buyer first. */
export const PRICE_RATING_LABELS = ['great', 'good', 'fair', 'high', 'overpriced'] as const;
export type PriceRatingLabel = (typeof PRICE_RATING_LABELS)[number];

/** Present only with at least the minimum number of comparables; null otherwise. */
export const priceRatingSchema = z.object({
  label: z.enum(PRICE_RATING_LABELS),
  expected_low: z.number().int(),
  expected_high: z.number().int(),
  comparables: z.number().int(),
});
export type PriceRating = z.infer<typeof priceRatingSchema>;

/** Oldest first; the first entry is the price the listing was created with (previous_price null). */
export const priceHistoryEntrySchema = z.object({
  price: z.number().int(),
  previous_price: z.number().int().nullable(),
  changed_at: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

export const VERIFICATION_CHECKS = ['rc_seen', 'insurance_valid', 'puc_valid', 'chassis_matches', 'photos_match'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

/** What an admin checked before the listing was marked verified; null when it is not verified. */
export const verificationSchema = z.object({
  checked_at: z.string(),
  checks: z.array(z.object({ key: z.enum(VERIFICATION_CHECKS), passed: z.boolean(), note: z.string() })),
  /** true for the recorded demo check given to seeded demo listings. */
  demo: z.boolean(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** A seller's median first reply to inquiries; null until they have answered at least 3. */
export const sellerResponseSchema = z.object({
  median_minutes: z.number().int(),
  answered: z.number().int(),
});
export type SellerResponse = z.infer<typeof sellerResponseSchema>;
