import { describe, expect, it } from 'vitest';
import { listingAdvice } from './listing-advice.ts';

const base = {
  status: 'approved',
  totals: { views: 10, appearances: 100, inquiries: 1, shortlists: 0 },
  images_count: 9,
  price: { typical: 500_000, difference_percent: 0, comparable_prices: [450_000, 500_000, 550_000] },
};
const kinds = (f: Parameters<typeof listingAdvice>[0]) => listingAdvice(f).map((a) => a.kind);

describe('listingAdvice', () => {
  it('places the price against the middle of similar cars, 5% either way being in line', () => {
    expect(listingAdvice({ ...base, price: { ...base.price, difference_percent: 14 } })[0]!.text).toBe(
      'Priced 14% above similar cars (the middle of 3 similar cars is ₹5,00,000). Buyers compare: a price nearer the middle brings more calls.',
    );
    expect(kinds({ ...base, price: { ...base.price, difference_percent: -6 } })).toEqual(['price_below']);
    expect(kinds({ ...base, price: { ...base.price, difference_percent: 5 } })).toEqual(['price_in_line']);
    expect(kinds({ ...base, price: { typical: null, difference_percent: null, comparable_prices: [1, 2] } })).toEqual([]);
  });

  it('names the photos a listing has under eight', () => {
    const [photos] = listingAdvice({ ...base, images_count: 3, price: { typical: null, difference_percent: null, comparable_prices: [] } });
    expect(photos).toMatchObject({ kind: 'photos' });
    expect(photos!.text).toContain('get more inquiries: you have 3.');
    expect(kinds({ ...base, images_count: 8 })).not.toContain('photos');
  });

  it('notices views without inquiries and appearances without clicks', () => {
    expect(kinds({ ...base, totals: { views: 50, appearances: 100, inquiries: 0, shortlists: 0 } })).toContain('no_inquiries');
    expect(kinds({ ...base, totals: { views: 49, appearances: 100, inquiries: 0, shortlists: 0 } })).not.toContain('no_inquiries');
    expect(kinds({ ...base, totals: { views: 3, appearances: 200, inquiries: 0, shortlists: 0 } })).toContain('few_clicks');
    expect(kinds({ ...base, totals: { views: 4, appearances: 200, inquiries: 0, shortlists: 0 } })).not.toContain('few_clicks');
  });

  it('says first that a listing that is not public gets no buyers', () => {
    expect(kinds({ ...base, status: 'pending' })[0]).toBe('not_public');
  });
});
