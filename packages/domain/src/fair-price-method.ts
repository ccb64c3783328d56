// The fair-price method of issue 15 (decision 017), as numbers: the API rates listings with them,
// GET /api/v1/fair-price/method/ returns them and the /fair-price page explains them. Zod-free, so
// the web may import it. Changing a number here changes every rating on the next read (the API
// keeps sums per model, year, fuel and transmission, not ratings).
import type { PriceRatingLabel } from './schemas/trust.ts';

/** Comparables: approved listings of the same model whose year is within this many years. */
export const FAIR_PRICE_YEAR_WINDOW = 2;

/** Fewer comparables than this: no rating. */
export const FAIR_PRICE_MIN_COMPARABLES = 5;

/**
 * Each comparable's price is first adjusted to the rated car, as a fraction of the comparable's
 * price, then the adjusted prices are averaged into the expected price.
 */
export const FAIR_PRICE_ADJUSTMENTS = {
  /** Per 10,000 km the rated car has driven more than the comparable (fewer: the opposite sign). */
  per10000Km: -0.02,
  /** Per owner more than the comparable (1st = 1, 2nd = 2, 3rd = 3, 4th+ = 4). */
  perExtraOwner: -0.05,
  /** Per model year newer than the comparable. */
  perYearNewer: 0.08,
  /** Value of each fuel against petrol; the difference between two cars' fuels is applied. */
  fuel: { petrol: 0, diesel: 0.06, cng: -0.04, electric: 0.1 } as Record<string, number>,
  /** Value of each transmission against manual. */
  transmission: { manual: 0, automatic: 0.07 } as Record<string, number>,
} as const;

/** Owner numbers as counts for the owner adjustment. */
export const OWNER_COUNTS: Record<string, number> = { '1st': 1, '2nd': 2, '3rd': 3, '4th+': 4 };

/**
 * Bands, best for the buyer first: the label of the first band whose `upTo` (price against the
 * expected price, -0.1 = 10% below) the price does not exceed; above the last: overpriced.
 */
export const FAIR_PRICE_BANDS: readonly { label: PriceRatingLabel; upTo: number | null }[] = [
  { label: 'great', upTo: -0.1 },
  { label: 'good', upTo: -0.03 },
  { label: 'fair', upTo: 0.03 },
  { label: 'high', upTo: 0.1 },
  { label: 'overpriced', upTo: null },
];

/** expected_low and expected_high are the edges of the Fair band around the expected price. */
export const FAIR_PRICE_RANGE = { low: -0.03, high: 0.03 } as const;

/** Quality flag (admins only): a price this far from the expected price, either way. */
export const PRICE_FLAG_DEVIATION = 0.3;

export interface RatedCar {
  year: number;
  kmDriven: number;
  ownerNumber: string;
  fuelType: string;
  transmission: string;
}

const ownersOf = (o: string) => OWNER_COUNTS[o] ?? 1;
const fuelOf = (f: string) => FAIR_PRICE_ADJUSTMENTS.fuel[f] ?? 0;
const transmissionOf = (t: string) => FAIR_PRICE_ADJUSTMENTS.transmission[t] ?? 0;

/** One comparable's price adjusted to the rated car (the rule; the API uses its sums form). */
export function adjustedPrice(comparable: RatedCar & { price: number }, rated: RatedCar): number {
  const a = FAIR_PRICE_ADJUSTMENTS;
  const factor =
    1 +
    (a.per10000Km * (rated.kmDriven - comparable.kmDriven)) / 10_000 +
    a.perExtraOwner * (ownersOf(rated.ownerNumber) - ownersOf(comparable.ownerNumber)) +
    a.perYearNewer * (rated.year - comparable.year) +
    (fuelOf(rated.fuelType) - fuelOf(comparable.fuelType)) +
    (transmissionOf(rated.transmission) - transmissionOf(comparable.transmission));
  return comparable.price * factor;
}

/** The band of a price against the expected price. */
export function priceLabel(price: number, expected: number): PriceRatingLabel {
  const deviation = price / expected - 1;
  // Rounded past floating-point noise so that a price exactly on an edge lands in the better band.
  const d = Math.round(deviation * 1e9) / 1e9;
  for (const band of FAIR_PRICE_BANDS) if (band.upTo === null || d <= band.upTo) return band.label;
  return 'overpriced';
}

export const fairPriceFactors = { ownersOf, fuelOf, transmissionOf };
