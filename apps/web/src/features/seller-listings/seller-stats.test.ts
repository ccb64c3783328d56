import { describe, expect, it } from 'vitest';
import { sellerStatCards } from './seller-stats';

const listings = [
  { status: 'pending', views_count: 3 },
  { status: 'approved', views_count: 10 },
  { status: 'APPROVED', views_count: 7 },
  { status: 'rejected', views_count: 0 },
  { status: 'sold', views_count: null },
];

describe('sellerStatCards', () => {
  it('takes Total Listings from the stats call when it has a total', () => {
    expect(sellerStatCards(listings, 12).total).toBe(12);
  });

  it('falls back to the count of loaded listings when the stats total is missing or zero', () => {
    expect(sellerStatCards(listings).total).toBe(5);
    expect(sellerStatCards(listings, null).total).toBe(5);
    expect(sellerStatCards(listings, 0).total).toBe(5);
  });

  it('counts pending and approved listings, ignoring case', () => {
    const cards = sellerStatCards(listings, 5);
    expect(cards.pending).toBe(1);
    expect(cards.approved).toBe(2);
  });

  it('sums views_count, treating missing values as zero', () => {
    expect(sellerStatCards(listings).views).toBe(20);
  });

  it('is all zero without listings', () => {
    expect(sellerStatCards([])).toEqual({ total: 0, pending: 0, approved: 0, views: 0 });
  });
});
