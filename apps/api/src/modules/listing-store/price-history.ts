// price_history of GET /cars/{id}/ (issue 15), oldest first, the created price first.
// listing_price_history is written by the triggers of migration 0007 on every insert and price change.
import type { PriceHistoryEntry } from '@gaadi/domain/schemas/trust';

/**
 * `left join lateral (…) history on true` giving "priceHistory": the listing's price changes oldest
 * first (ties in id order), as JSON with each time in epoch milliseconds (priceHistoryOfJoined
 * reads it), for the statement that reads a listing's page (listingPageQuery, decision 048).
 */
export const priceHistoryJoin = (listingIdSql: string) => `left join lateral (
    select coalesce(json_agg(json_build_object(
      'price', h.price, 'previous_price', h.previous_price, 'changed_at', floor(extract(epoch from h.changed_at) * 1000)
    ) order by h.changed_at, h.id), '[]') as "priceHistory"
    from listing_price_history h where h.listing_id = ${listingIdSql}
  ) history on true`;

/** What priceHistoryJoin adds to a row. */
export interface JoinedPriceHistory {
  priceHistory: Array<{ price: number; previous_price: number | null; changed_at: number }>;
}

/** What priceHistoryJoin gave, as GET /cars/{id}/ answers it (the column holds milliseconds: the epoch's are exact). */
export const priceHistoryOfJoined = ({ priceHistory }: JoinedPriceHistory): PriceHistoryEntry[] =>
  priceHistory.map((r) => ({ price: r.price, previous_price: r.previous_price, changed_at: new Date(r.changed_at).toISOString() }));
