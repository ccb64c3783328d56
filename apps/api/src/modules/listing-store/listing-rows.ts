// The listing store's reads (this module owns listings, listing_changes, listing_views and the
// trigger-written listing_price_history): look-ups, the row lock of a change, a seller's page and
// counts, summaries for notifications and inquiries, what the public catalogue uses. Each takes the
// caller's transaction when it has one. Writes, which announce themselves, are in listing-writes.ts.
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { StatusCounts } from '@gaadi/domain/schemas/seller';
import { listings } from '../../db/schema.ts';
import { preparedQuery, type DbOrTx } from '../../platform/database.ts';

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;
export type ListingSet = Partial<Omit<NewListing, 'id' | 'sellerId' | 'createdAt'>>;
export type ChangeLog = Record<string, { from: unknown; to: unknown }>;

export interface SellerListingFilters {
  sellerId: string;
  status?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  dateFrom?: Date;
  dateTo?: Date;
}

function sellerWhere(f: SellerListingFilters): SQL | undefined {
  return and(
    eq(listings.sellerId, f.sellerId),
    f.status ? eq(listings.status, f.status) : undefined,
    f.brand ? sql`lower(${listings.brandName}) = lower(${f.brand})` : undefined,
    f.minPrice !== undefined ? gte(listings.price, f.minPrice) : undefined,
    f.maxPrice !== undefined ? lte(listings.price, f.maxPrice) : undefined,
    f.dateFrom ? gte(listings.createdAt, f.dateFrom) : undefined,
    f.dateTo ? lte(listings.createdAt, f.dateTo) : undefined,
  );
}

/** A page of one seller's listings, newest first, and the total under the same filters. */
export async function sellerListingsPage(db: DbOrTx, f: SellerListingFilters, page: number, limit: number) {
  const where = sellerWhere(f);
  const rows = await db
    .select()
    .from(listings)
    .where(where)
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = await db.$count(listings, where);
  return { rows, total };
}

/** Listings per status; all listings, or one seller's. */
export async function listingStatusCounts(db: DbOrTx, sellerId?: string): Promise<StatusCounts> {
  const { rows } = await db.execute<{ status: string; n: number }>(sql`
    select status, count(*)::int as n from listings
    ${sellerId ? sql`where seller_id = ${sellerId}` : sql``}
    group by status`);
  const counts: StatusCounts = { total: 0, pending: 0, approved: 0, rejected: 0, sold: 0, inactive: 0 };
  for (const r of rows) {
    counts.total += r.n;
    if (r.status in counts) counts[r.status as keyof StatusCounts] += r.n;
  }
  return counts;
}

export async function sellerPerformance(db: DbOrTx, sellerId: string) {
  const [row] = await db
    .select({
      totalViews: sql<number>`coalesce(sum(${listings.viewsCount}), 0)::int`,
      totalInquiries: sql<number>`coalesce(sum(${listings.inquiriesCount}), 0)::int`,
    })
    .from(listings)
    .where(eq(listings.sellerId, sellerId));
  return row ?? { totalViews: 0, totalInquiries: 0 };
}

/** Locks the row for the rest of the transaction (media limits, edits, reviews). */
export async function lockListing(tx: DbOrTx, id: string): Promise<ListingRow | null> {
  const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
  return row ?? null;
}

const listingById = preparedQuery((db) => db.select().from(listings).where(eq(listings.id, sql.placeholder('id'))).prepare('listing_by_id'));
export async function findListing(db: DbOrTx, id: string): Promise<ListingRow | null> {
  const [row] = await listingById(db).execute({ id });
  return row ?? null;
}

/** The listing if it is public (approved), else null. */
export async function findPublicListing(db: DbOrTx, id: string): Promise<ListingRow | null> {
  const [row] = await db.select().from(listings).where(and(eq(listings.id, id), eq(listings.status, 'approved')));
  return row ?? null;
}

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
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      year: listings.year,
      brandName: listings.brandName,
      modelName: listings.modelName,
      price: listings.price,
      status: listings.status,
      sellerId: listings.sellerId,
    })
    .from(listings)
    .where(inArray(listings.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The public ones among these listings, in the order of the ids (one query). */
export async function publicListings(db: DbOrTx, ids: string[]): Promise<ListingRow[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(listings).where(and(inArray(listings.id, ids), eq(listings.status, 'approved')));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The public ones among these ids (one primary-key read; order not kept). */
export async function publicIdsAmong(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, ids), eq(listings.status, 'approved')));
  return rows.map((r) => r.id);
}

export interface CatalogueUse {
  /** Public listings per city id. */
  cityCounts: Map<string, number>;
  brandIds: string[];
  modelIds: string[];
  variantIds: string[];
}

/** What the public catalogue uses: live counts per city, and the names approved listings carry. */
export async function catalogueInUse(db: DbOrTx): Promise<CatalogueUse> {
  const [cities, names] = await Promise.all([
    db.execute<{ city_id: string; n: number }>(sql`select city_id, count(*)::int as n from listings where status = 'approved' group by city_id`),
    db.execute<{ brand_id: string; model_id: string; variant_id: string | null }>(
      sql`select distinct brand_id, model_id, variant_id from listings where status = 'approved'`,
    ),
  ]);
  const ids = (pick: (r: (typeof names.rows)[number]) => string | null) => [...new Set(names.rows.flatMap((r) => pick(r) ?? []))];
  return {
    cityCounts: new Map(cities.rows.map((c) => [c.city_id, c.n])),
    brandIds: ids((r) => r.brand_id),
    modelIds: ids((r) => r.model_id),
    variantIds: ids((r) => r.variant_id),
  };
}

/** A seller's listings by stock number (a dealer's stock import matches rows by it, issue 22). */
export async function listingsByStockNumbers(db: DbOrTx, sellerId: string, stockNumbers: string[]): Promise<Map<string, ListingRow>> {
  if (!stockNumbers.length) return new Map();
  const rows = await db.select().from(listings).where(and(eq(listings.sellerId, sellerId), inArray(listings.stockNumber, stockNumbers)));
  return new Map(rows.map((r) => [r.stockNumber!, r]));
}
