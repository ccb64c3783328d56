// Issue 15's quality gate for admins (decision 017): flags on a listing that inform, never block.
// Thresholds and the messages admins read live here, beside each other. Zod-free for the web.

export const QUALITY_FLAG_CODES = ['duplicate_photo', 'km_implausible', 'price_outside_band', 'shared_phone'] as const;
export type QualityFlagCode = (typeof QUALITY_FLAG_CODES)[number];

/** Kilometres a year of age above which, or below which, the odometer is implausible. */
export const KM_PER_YEAR_MAX = 40_000;
export const KM_PER_YEAR_MIN = 1_000;

/** A phone number on listings of this many different seller accounts or more is flagged. */
export const SHARED_PHONE_SELLERS = 3;

/**
 * Two photos are the same when their 64-bit difference hashes differ in at most this many bits
 * (resized and re-encoded copies of test photos differed in 0-4, different photos in 19-36). Five
 * indexed bands of the hash find every pair within 4 bits (one band at least is equal).
 */
export const PHOTO_HASH_MAX_DISTANCE = 4;

/** The bands: [shift, mask] over the 64-bit hash. */
export const PHOTO_HASH_BANDS: readonly (readonly [number, number])[] = [
  [0, 8191],
  [13, 8191],
  [26, 8191],
  [39, 8191],
  [52, 4095],
];

/** Age in years for the kilometre check: a car of this model year counts as one year old. */
export function ageInYears(year: number, now: Date = new Date()): number {
  return Math.max(1, now.getUTCFullYear() - year);
}

export const QUALITY_FLAG_MESSAGES = {
  duplicate_photo: (n: number) => `${n === 1 ? 'A photo also appears' : `${n} photos also appear`} in another seller's listing`,
  km_high: (perYear: number) => `${perYear.toLocaleString('en-IN')} km a year is more than ${KM_PER_YEAR_MAX.toLocaleString('en-IN')}`,
  km_low: (perYear: number) => `${perYear.toLocaleString('en-IN')} km a year is fewer than ${KM_PER_YEAR_MIN.toLocaleString('en-IN')}`,
  price_low: (pct: number) => `Price is ${pct}% below the expected price`,
  price_high: (pct: number) => `Price is ${pct}% above the expected price`,
  shared_phone: (sellers: number) => `The phone number is on listings of ${sellers} seller accounts`,
} as const;
