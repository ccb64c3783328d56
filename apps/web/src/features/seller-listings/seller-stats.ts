// The four stat cards of /seller/dashboard (seller-admin spec section 2).

export interface StatListing {
  status?: string | null;
  views_count?: number | null;
}

export interface SellerStatCards {
  total: number;
  pending: number;
  approved: number;
  views: number;
}

/**
 * Total Listings from the stats call (data.listings.total), else the count of loaded listings;
 * Pending Review and Approved count statuses; Total Views sums views_count.
 */
export function sellerStatCards(listings: readonly StatListing[], statsTotal?: number | null): SellerStatCards {
  const count = (status: string) => listings.filter((l) => (l.status ?? '').toLowerCase() === status).length;
  return {
    total: statsTotal || listings.length,
    pending: count('pending'),
    approved: count('approved'),
    views: listings.reduce((sum, l) => sum + (Number(l.views_count) || 0), 0),
  };
}
