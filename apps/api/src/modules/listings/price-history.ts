// price_history of GET /cars/{id}/ (issue 15): oldest first, the created price first.
import type { PriceHistoryEntry } from '@gaadi/domain/schemas/trust';
import type { DbOrTx } from '../../platform/database.ts';
import { priceHistoryRows } from './price-history-queries.ts';

export async function priceHistoryOf(db: DbOrTx, listingId: string): Promise<PriceHistoryEntry[]> {
  const rows = await priceHistoryRows(db, listingId);
  return rows.map((r) => ({ price: r.price, previous_price: r.previousPrice, changed_at: r.changedAt.toISOString() }));
}
