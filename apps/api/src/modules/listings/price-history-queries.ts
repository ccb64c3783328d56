// listing_price_history: written by the triggers of migration 0007 on every insert and price change.
import { asc, eq } from 'drizzle-orm';
import { listingPriceHistory } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export async function priceHistoryRows(db: DbOrTx, listingId: string) {
  return db
    .select({ price: listingPriceHistory.price, previousPrice: listingPriceHistory.previousPrice, changedAt: listingPriceHistory.changedAt })
    .from(listingPriceHistory)
    .where(eq(listingPriceHistory.listingId, listingId))
    .orderBy(asc(listingPriceHistory.changedAt), asc(listingPriceHistory.id));
}
