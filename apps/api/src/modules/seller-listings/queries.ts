// SQL of listings written by their sellers (and by admins through the same functions).
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { StatusCounts } from '@gaadi/domain/schemas/seller';
import { listingChanges, listings, users } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;
export type ListingSet = Partial<Omit<NewListing, 'id' | 'sellerId' | 'createdAt'>>;
export type ChangeLog = Record<string, { from: unknown; to: unknown }>;

export async function insertListing(tx: DbOrTx, values: NewListing): Promise<ListingRow> {
  const [row] = await tx.insert(listings).values(values).returning();
  return row!;
}

export async function updateListingRow(tx: DbOrTx, id: string, set: ListingSet): Promise<ListingRow | null> {
  const [row] = await tx.update(listings).set(set).where(eq(listings.id, id)).returning();
  return row ?? null;
}

export async function lockListingRow(tx: DbOrTx, id: string): Promise<ListingRow | null> {
  const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
  return row ?? null;
}

export async function deleteListingRow(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx.delete(listings).where(eq(listings.id, id)).returning({ id: listings.id });
  return rows.length > 0;
}

export async function insertListingChange(
  tx: DbOrTx,
  change: { listingId: string; actorUserId?: string | null; actorAdminId?: string | null; changes: ChangeLog },
) {
  await tx.insert(listingChanges).values({
    listingId: change.listingId,
    actorUserId: change.actorUserId ?? null,
    actorAdminId: change.actorAdminId ?? null,
    changes: change.changes,
  });
}

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
export async function statusCounts(db: DbOrTx, sellerId?: string): Promise<StatusCounts> {
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

/** The account behind a listing: who gets the seller's e-mails. */
export async function accountContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
