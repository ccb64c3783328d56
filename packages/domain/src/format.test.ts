import { describe, expect, it } from 'vitest';
import { formatKm, formatLakh, formatPrice, ownerText, showOriginalPrice } from './format.ts';

describe('rupee formatting (contract 8.4)', () => {
  it('groups digits the Indian way', () => {
    expect(formatPrice(550000)).toBe('₹5,50,000');
    expect(formatPrice(10_000_000)).toBe('₹1,00,00,000');
  });
  it('shows ₹0 for empty or non-numeric values', () => {
    for (const v of [0, '', null, undefined, 'abc', NaN]) expect(formatPrice(v)).toBe('₹0');
  });
  it('truncates to an integer and accepts numeric strings', () => {
    expect(formatPrice(1234.99)).toBe('₹1,234');
    expect(formatPrice('250000')).toBe('₹2,50,000');
  });
  it('strikes the original price only when it is higher', () => {
    expect(showOriginalPrice(500_000, 600_000)).toBe(true);
    expect(showOriginalPrice(500_000, 500_000)).toBe(false);
    expect(showOriginalPrice(500_000, null)).toBe(false);
  });
  it('formats kilometres and owners', () => {
    expect(formatKm(42000)).toBe('42,000 km');
    expect(ownerText('1st')).toBe('1st owner');
  });
});

describe('formatLakh', () => {
  it('says lakh and crore as buyers do, with at most two decimals', () => {
    expect(formatLakh(450000)).toBe('₹4.5 Lakh');
    expect(formatLakh('500000')).toBe('₹5 Lakh');
    expect(formatLakh(1_234_567)).toBe('₹12.35 Lakh');
    expect(formatLakh(12_500_000)).toBe('₹1.25 Crore');
    expect(formatLakh(75_000)).toBe('₹75,000');
    expect(formatLakh('')).toBe('₹0');
    expect(formatLakh('abc')).toBe('₹0');
  });
});
