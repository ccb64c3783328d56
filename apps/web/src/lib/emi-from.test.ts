import { describe, expect, it } from 'vitest';
import { computeEmi, EMI } from '@gaadi/domain/emi';
import { EMI_NOTE, emiFrom, emiFromText } from '@/lib/emi-from';

describe('EMI from', () => {
  it('is the EMI calculator’s default instalment: 80% lent at 8.5% for 60 months', () => {
    expect(emiFrom(500_000)).toBe(Math.ceil(computeEmi(400_000, 8.5, 60).monthly));
    expect(emiFromText(500_000)).toBe('EMI from ₹8,207/month');
  });

  it('is nothing without a price', () => {
    expect(emiFrom(0)).toBeNull();
    expect(emiFrom(undefined)).toBeNull();
    expect(emiFromText(null)).toBe('');
  });

  it('names the defaults it uses', () => {
    expect(EMI_NOTE).toBe(`Indicative: ${EMI.loan.defaultShare * 100}% of the price at ${EMI.rate.default}% a year for ${EMI.tenure.default} months`);
  });
});
