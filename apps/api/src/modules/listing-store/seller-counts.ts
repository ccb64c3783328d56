// How many listings of one status each of some sellers has, and when the newest of them changed
// (issue 22: the dealers in the sitemap have approved cars; the admin's dealer filter shows how many
// of each dealer's cars wait for review). Reads listings_seller_created_idx per seller.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/database.ts';

export interface SellerCount {
  n: number;
  updatedAt: Date;
}

export async function listingCountsOfSellers(db: DbOrTx, sellerIds: readonly string[], status: string): Promise<Map<string, SellerCount>> {
  if (sellerIds.length === 0) return new Map();
  const { rows } = await db.execute<{ seller_id: string; n: number; updated_at: Date }>(sql`
    select seller_id, count(*)::int as n, max(updated_at) as updated_at from listings
    where status = ${status} and seller_id in ${[...new Set(sellerIds)]}
    group by seller_id`);
  return new Map(rows.map((r) => [r.seller_id, { n: r.n, updatedAt: new Date(r.updated_at) }]));
}
