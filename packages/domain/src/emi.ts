// EMI calculator of public-side section 2: computed entirely on the client.

export const EMI = {
  defaultPrice: 500_000,
  loan: { min: 50_000, max: 4_000_000, step: 25_000, defaultShare: 0.8 },
  tenure: { min: 12, max: 84, step: 12, default: 60 },
  rate: { min: 5, max: 18, step: 0.25, default: 8.5 },
} as const;

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The price the calculator works with: the car's price, or 500,000 when missing. */
export function emiPrice(price: unknown): number {
  const n = typeof price === 'string' ? Number(price) : price;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : EMI.defaultPrice;
}

/**
 * The loan slider's top (issue 25): never more than the car costs. The spec's 4,000,000 stays the
 * ceiling and 50,000 the floor; within them the top is the last 25,000 step at or under the price,
 * so a ₹4.35 lakh car lends at most ₹4.25 lakh.
 */
export function maxLoanAmount(price: unknown): number {
  const { min, max, step } = EMI.loan;
  const onStep = min + Math.floor((emiPrice(price) - min) / step) * step;
  return clamp(onStep, min, max);
}

/** 80% of the price within the spec's range (the calculator also keeps it under maxLoanAmount). */
export function defaultLoanAmount(price: unknown): number {
  return clamp(emiPrice(price) * EMI.loan.defaultShare, EMI.loan.min, EMI.loan.max);
}

export interface EmiResult {
  monthly: number;
  totalPayable: number;
  totalInterest: number;
}

/** Standard amortised instalment; monthly rate = annual / 12 / 100; zero rate = amount / months. */
export function computeEmi(amount: number, annualRatePercent: number, months: number): EmiResult {
  const r = annualRatePercent / 12 / 100;
  const monthly = r === 0 ? amount / months : (amount * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  const totalPayable = monthly * months;
  return { monthly, totalPayable, totalInterest: totalPayable - amount };
}
