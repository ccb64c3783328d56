// Listing cards read in the same statement as a page of ids: the public search composes its page
// query with this one (one round trip per page, decision 004), so the columns of a card stay
// defined here and the cover image's join by media (the caller passes it in).
import { getTableColumns } from 'drizzle-orm';
import { listings } from '../../db/schema.ts';
import type { ListingRow } from './listing-rows.ts';

/**
 * Columns no card shows nor sorts by: the seller's contact (only the seller and admins see it, from
 * the whole row), ids that cards carry by name, and the moderation's own columns. Leaving them out
 * is a sixth less for PostgreSQL to write and for pg to parse per card (decision 049).
 */
const NOT_ON_CARDS = ['searchText', 'sellerId', 'brandId', 'variantId', 'cityId', 'sellerName', 'sellerPhone', 'sellerEmail', 'rejectionReason', 'approvedAt', 'stockNumber'] as const;

/** The listing's columns a card reads (its serializer, its price rating and the sorts). */
export type CardListing = Omit<ListingRow, (typeof NOT_ON_CARDS)[number]>;

/** A listing as cards need it, with its cover image and dealer. */
export type CardRow = CardListing & {
  imageId: string | null;
  imageKey: string | null;
  imageThumbnailKey: string | null;
  imageRenditions: { widths: number[]; og: boolean } | null;
  imageWidth: number | null;
  imageHeight: number | null;
  /** How many photos the listing has; null when it has none (the cover's join found no row). */
  imagesCount: number | null;
  /** The seller's dealer (dealers' dealerRefJoin), null for a private seller. */
  dealerName: string | null;
  dealerSlug: string | null;
};

/**
 * pg itself yields Dates and numbers; aliases give the rows Drizzle's property names. An array
 * (the features) comes as JSON: pg's parser of PostgreSQL's array text took 3.1 µs for a card's
 * thirteen features, JSON.parse 0.36 µs (decision 050).
 */
const columnsOf = (keep: (key: string) => boolean) =>
  Object.entries(getTableColumns(listings))
    .filter(([key]) => keep(key))
    .map(([key, column]) => (column.getSQLType().endsWith('[]') ? `to_json(l."${column.name}") as "${key}"` : `l."${column.name}" as "${key}"`))
    .join(', ');

/** Every column but the search text: a listing's own page (its seller's contact included for its seller and admins). */
const LISTING_COLUMNS = columnsOf((key) => key !== 'searchText');
const CARD_COLUMNS = columnsOf((key) => !(NOT_ON_CARDS as readonly string[]).includes(key));

/**
 * Joins a page of ids (a subquery with an `id` column and the sort keys) back to listings for the
 * cards, with each one's cover (`joins.cover`, media's `coverImageJoin('page.id')`, which yields
 * `cover`) and its seller's dealer (`joins.dealer`, dealers' `dealerRefJoin('l.seller_id')`,
 * which yields `dealer`), in `orderBy` (over the page's columns, alias `page`): only the page's own
 * rows are read from listings.
 */
export const cardsOfPage = (pageSql: string, orderBy: string, joins: { cover: string; dealer: string }, where = 'true') => `
  select ${CARD_COLUMNS}, cover.*, dealer.* from (${pageSql}) page
  join listings l on l.id = page.id
  ${joins.cover}
  ${joins.dealer}
  where ${where}
  order by ${orderBy}`;

/**
 * The cards of public listings whose ids ($1, a uuid[]) the search index chose, in the ids' order;
 * a listing no longer public is left out (the caller tells the index). The ids are looked up in
 * listings alone: a named statement, one plan for every sort (decision 049).
 */
export const publicCardsOfIds = (joins: { cover: string; dealer: string }) =>
  cardsOfPage(`select x.id, x.ord from unnest($1::uuid[]) with ordinality as x(id, ord)`, 'page.ord', joins, `l.status = 'approved'`);

/**
 * A listing's page in one statement (decision 048): every column of the listing but its search text
 * and what the owners' joins add, each a `left join lateral (…) alias on true` whose columns the
 * statement selects as `alias.*`. A named statement: PostgreSQL plans it once per connection.
 * It was six statements, a round trip each (the listing, its photos, price history, checklist, its
 * seller's response time and dealer), and each cost the API process a write and a read on its socket.
 */
export function listingPageQuery(name: string, joins: Record<string, string>) {
  const text = `select ${LISTING_COLUMNS}, ${Object.keys(joins)
    .map((alias) => `${alias}.*`)
    .join(', ')} from listings l ${Object.values(joins).join('\n  ')} where l.id = $1`;
  return (id: string) => ({ name, text, values: [id] });
}
