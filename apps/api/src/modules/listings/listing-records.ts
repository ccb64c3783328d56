// What other modules may read and change of a listing (this module owns the listings table and
// its change log): look-ups, the row lock of a change, field updates, summaries for notifications
// and inquiries, counts and the admin review queue. Each takes the caller's transaction when it has
// one. Serialising is in serialize.ts and present-cars.ts, patching by rules in apply-listing-patch.ts.
import type { DbOrTx } from '../../platform/database.ts';
import {
  catalogueUse,
  countInquiryIfPublic,
  findListing as findListingRow,
  findPublicListing as findPublicListingRow,
  listingSummariesOf,
  lockListingRow,
  publicIdsOf,
  publicListingsByIds,
  statusCounts,
  updateIfPending,
  updateListingRow,
  type ListingRow,
  type ListingSet,
} from './queries.ts';

export type { ListingRow, ListingSet };

export const findListing = (db: DbOrTx, id: string) => findListingRow(db, id);

/** The listing if it is public (approved), else null. */
export const findPublicListing = (db: DbOrTx, id: string) => findPublicListingRow(db, id);

/** The public ones among these listings, in the order given (one query). */
export const publicListings = (db: DbOrTx, ids: string[]) => publicListingsByIds(db, ids);

/** The public ones among these ids (one primary-key read; order not kept). */
export const publicIdsAmong = (db: DbOrTx, ids: string[]) => publicIdsOf(db, ids);

/** Locks the row for the rest of the transaction (media limits, edits, reviews). */
export const lockListing = (tx: DbOrTx, id: string) => lockListingRow(tx, id);

/** Writes fields as given (the caller applied the rules); null when the listing is gone. */
export const setListingFields = (tx: DbOrTx, id: string, set: ListingSet) => updateListingRow(tx, id, set);

/**
 * The review's compare-and-set: the row changes only while still pending, so of two admins
 * reviewing at once exactly one wins.
 */
export const setFieldsIfPending = (tx: DbOrTx, id: string, set: ListingSet) => updateIfPending(tx, id, set);

export interface ListingSummary {
  id: string;
  title: string;
  year: number;
  brandName: string;
  modelName: string;
  price: number;
  status: string;
  sellerId: string;
}

/** Title, price and names of many listings in one query (notifications, inquiries). */
export async function listingSummaries(db: DbOrTx, ids: string[]): Promise<Map<string, ListingSummary>> {
  return new Map((await listingSummariesOf(db, ids)).map((r) => [r.id, r]));
}

/** Listings per status: all, or one seller's. */
export const listingStatusCounts = (db: DbOrTx, sellerId?: string) => statusCounts(db, sellerId);

/** Adds one to a public listing's inquiry count; null (nothing changed) when it is not public. */
export const countInquiry = (tx: DbOrTx, listingId: string) => countInquiryIfPublic(tx, listingId);

export interface CatalogueUse {
  /** Public listings per city id. */
  cityCounts: Map<string, number>;
  brandIds: string[];
  modelIds: string[];
  variantIds: string[];
}

/** What the public catalogue uses: live counts per city, and the names approved listings carry. */
export async function catalogueInUse(db: DbOrTx): Promise<CatalogueUse> {
  const { cities, names } = await catalogueUse(db);
  const ids = (pick: (r: (typeof names)[number]) => string | null) => [...new Set(names.flatMap((r) => pick(r) ?? []))];
  return {
    cityCounts: new Map(cities.map((c) => [c.city_id, c.n])),
    brandIds: ids((r) => r.brand_id),
    modelIds: ids((r) => r.model_id),
    variantIds: ids((r) => r.variant_id),
  };
}
