// price_history of GET /cars/{id}/ (issue 15), oldest first, the created price first.
// listing_price_history is written by the triggers of migration 0007 on every insert and price change.
import { asc, eq, sql } from 'drizzle-orm';
import type { PriceHistoryEntry } from '@gaadi/domain/schemas/trust';
import { listingPriceHistory } from '../../db/schema.ts';
import { preparedQuery, type DbOrTx } from '../../platform/database.ts';

const historyOfListing = preparedQuery((db) =>
  db
    .select({ price: listingPriceHistory.price, previousPrice: listingPriceHistory.previousPrice, changedAt: listingPriceHistory.changedAt })
    .from(listingPriceHistory)
    .where(eq(listingPriceHistory.listingId, sql.placeholder('listingId')))
    .orderBy(asc(listingPriceHistory.changedAt), asc(listingPriceHistory.id))
    .prepare('price_history_of_listing'),
);
export async function priceHistoryOf(db: DbOrTx, listingId: string): Promise<PriceHistoryEntry[]> {
  const rows = await historyOfListing(db).execute({ listingId });
  return rows.map((r) => ({ price: r.price, previous_price: r.previousPrice, changed_at: r.changedAt.toISOString() }));
}
