// Listing cards read in the same statement as a page of ids: the public search composes its page
// query with this one (one round trip per page, decision 004), so the columns of a card stay
// defined here and the cover image's join by media (the caller passes it in).
import { getTableColumns } from 'drizzle-orm';
import { listings } from '../../db/schema.ts';
import type { ListingRow } from './listing-rows.ts';

/** A listing as cards need it: every column but the search text, and its cover image and dealer. */
export type CardRow = Omit<ListingRow, 'searchText'> & {
  imageId: string | null;
  imageKey: string | null;
  imageThumbnailKey: string | null;
  imageRenditions: { widths: number[]; og: boolean } | null;
  imageWidth: number | null;
  imageHeight: number | null;
  /** How many photos the listing has. */
  imagesCount: number;
  /** The seller's dealer (dealers' dealerRefJoin), null for a private seller. */
  dealerName: string | null;
  dealerSlug: string | null;
};

/** pg itself yields Dates, numbers and arrays; aliases give the rows Drizzle's property names. */
const CARD_COLUMNS = Object.entries(getTableColumns(listings))
  .filter(([key]) => key !== 'searchText')
  .map(([key, column]) => `l."${column.name}" as "${key}"`)
  .join(', ');

/**
 * Joins a page of ids (a subquery with an `id` column and the sort keys) back to listings for the
 * cards, with each one's cover (`joins.cover`, media's `coverImageJoin('page.id')`, which yields
 * `cover` and `photos`) and its seller's dealer (`joins.dealer`, dealers' `dealerRefJoin('l.seller_id')`,
 * which yields `dealer`), in `orderBy` (over the page's columns, alias `page`): only the page's own
 * rows are read from listings.
 */
export const cardsOfPage = (pageSql: string, orderBy: string, joins: { cover: string; dealer: string }) => `
  select ${CARD_COLUMNS}, cover.*, photos.*, dealer.* from (${pageSql}) page
  join listings l on l.id = page.id
  ${joins.cover}
  ${joins.dealer}
  order by ${orderBy}`;

/**
 * A listing's page in one statement (decision 048): every column of the listing (as cards read it)
 * and what the owners' joins add, each a `left join lateral (…) alias on true` whose columns the
 * statement selects as `alias.*`. A named statement: PostgreSQL plans it once per connection.
 * It was six statements, a round trip each (the listing, its photos, price history, checklist, its
 * seller's response time and dealer), and each cost the API process a write and a read on its socket.
 */
export function listingPageQuery(name: string, joins: Record<string, string>) {
  const text = `select ${CARD_COLUMNS}, ${Object.keys(joins)
    .map((alias) => `${alias}.*`)
    .join(', ')} from listings l ${Object.values(joins).join('\n  ')} where l.id = $1`;
  return (id: string) => ({ name, text, values: [id] });
}
