import { describe, expect, it } from 'vitest';
import { priceDrop, priceDropText } from '@/features/shortlist/price-drop';

describe('priceDrop', () => {
  it('is the difference when the price fell since the car was shortlisted', () => {
    expect(priceDrop({ price: 450_000, price_when_favorited: 500_000 })).toBe(50_000);
    expect(priceDropText(50_000)).toBe('Price dropped ₹50,000 since you shortlisted');
  });

  it('is nothing when the price rose, stayed or is unknown', () => {
    expect(priceDrop({ price: 550_000, price_when_favorited: 500_000 })).toBe(0);
    expect(priceDrop({ price: 500_000, price_when_favorited: 500_000 })).toBe(0);
    expect(priceDrop({ price: 500_000, price_when_favorited: null })).toBe(0);
    expect(priceDrop({ price: 500_000 })).toBe(0);
  });
});
