import { describe, expect, it } from 'vitest';
import { computeEmi, defaultLoanAmount, EMI, emiPrice, maxLoanAmount } from './emi.ts';

describe('EMI calculator (public-side section 2)', () => {
  it('uses 500,000 when the price is missing or not a number', () => {
    expect(emiPrice(undefined)).toBe(500_000);
    expect(emiPrice(0)).toBe(500_000);
    expect(emiPrice('abc')).toBe(500_000);
    expect(emiPrice(750_000)).toBe(750_000);
  });

  it('defaults the loan to 80% of the price, clamped to 50,000..4,000,000', () => {
    expect(defaultLoanAmount(500_000)).toBe(400_000);
    expect(defaultLoanAmount(20_000)).toBe(50_000);
    expect(defaultLoanAmount(9_000_000)).toBe(4_000_000);
    expect(defaultLoanAmount(null)).toBe(400_000);
  });

  it('bounds the loan by the price: the last 25,000 step at or under it, within 50,000..4,000,000', () => {
    expect(maxLoanAmount(435_000)).toBe(425_000);
    expect(maxLoanAmount(450_000)).toBe(450_000);
    expect(maxLoanAmount(449_999)).toBe(425_000);
    expect(maxLoanAmount(null)).toBe(500_000);
    expect(maxLoanAmount(9_000_000)).toBe(4_000_000);
    expect(maxLoanAmount(4_000_000)).toBe(4_000_000);
    expect(maxLoanAmount(40_000)).toBe(50_000);
    expect(defaultLoanAmount(435_000)).toBe(348_000);
  });

  it('has the slider bounds, steps and defaults of the spec', () => {
    expect(EMI.loan).toMatchObject({ min: 50_000, max: 4_000_000, step: 25_000 });
    expect(EMI.tenure).toEqual({ min: 12, max: 84, step: 12, default: 60 });
    expect(EMI.rate).toEqual({ min: 5, max: 18, step: 0.25, default: 8.5 });
  });

  it('computes the amortised instalment with monthly rate = annual / 12 / 100', () => {
    // 4,00,000 at 8.5% for 60 months: the textbook figure is ₹8,206.6.
    const r = computeEmi(400_000, 8.5, 60);
    expect(r.monthly).toBeCloseTo(8206.6, 0);
    expect(r.totalPayable).toBeCloseTo(r.monthly * 60, 6);
    expect(r.totalInterest).toBeCloseTo(r.totalPayable - 400_000, 6);
  });

  it('divides the amount by the months at a zero rate', () => {
    expect(computeEmi(120_000, 0, 12)).toEqual({ monthly: 10_000, totalPayable: 120_000, totalInterest: 0 });
  });
});
