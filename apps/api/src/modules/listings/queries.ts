// SQL of the listings tables (listings, listing_changes, listing_views; cover images for cards).
// Private to this module: other modules call its use-case functions, never these.
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminCarsQuery } from '@gaadi/domain/schemas/admin';
import type { StatusCounts } from '@gaadi/domain/schemas/seller';
import { listingChanges, listings } from '../../db/schema.ts';
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

export async function findListing(db: DbOrTx, id: string) {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row ?? null;
}

export async function findPublicListing(db: DbOrTx, id: string) {
  const [row] = await db.select().from(listings).where(and(eq(listings.id, id), eq(listings.status, 'approved')));
  return row ?? null;
}

/**
 * Counts one view per viewer ('u:<userId>' or 'ip:<address>') in one statement: the view row is
 * inserted only if new, and the counter moves only when it was. Returns the new count, or null
 * when this viewer had already been counted (or the listing vanished meanwhile).
 */
export async function recordView(db: DbOrTx, listingId: string, viewerKey: string): Promise<number | null> {
  try {
    const { rows } = await db.execute<{ views_count: number }>(sql`
      with seen as (
        insert into listing_views (listing_id, viewer_key) values (${listingId}, ${viewerKey})
        on conflict do nothing returning listing_id)
      update listings set views_count = views_count + 1
      where id in (select listing_id from seen) returning views_count`);
    return rows[0]?.views_count ?? null;
  } catch (e) {
    if ((e as { code?: string }).code === '23503') return null; // deleted between read and count
    throw e;
  }
}

/**
 * The review's compare-and-set: the row changes only while still pending, so of two admins
 * reviewing at once exactly one wins (the other's UPDATE waits on the row lock, then matches nothing).
 */
export async function updateIfPending(tx: DbOrTx, id: string, set: ListingSet): Promise<ListingRow | null> {
  const [row] = await tx
    .update(listings)
    .set(set)
    .where(and(eq(listings.id, id), eq(listings.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function listingSummariesOf(db: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  return db
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
}

/**
 * Counts an inquiry on the listing, only while it is public. One statement checks and bumps, so a
 * listing withdrawn meanwhile cannot receive one. Null when the listing is not public.
 */
export async function countInquiryIfPublic(tx: DbOrTx, listingId: string) {
  const [row] = await tx
    .update(listings)
    .set({ inquiriesCount: sql`${listings.inquiriesCount} + 1` })
    .where(and(eq(listings.id, listingId), eq(listings.status, 'approved')))
    .returning({
      id: listings.id,
      sellerId: listings.sellerId,
      year: listings.year,
      brandName: listings.brandName,
      modelName: listings.modelName,
      urgency: listings.urgency,
    });
  return row ?? null;
}

/** The public ones among these listings, in the order of the ids. */
export async function publicListingsByIds(db: DbOrTx, ids: string[]): Promise<ListingRow[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(listings).where(and(inArray(listings.id, ids), eq(listings.status, 'approved')));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function publicIdsOf(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, ids), eq(listings.status, 'approved')));
  return rows.map((r) => r.id);
}

const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const anyOf = (ids: string[]) => (ids.length ? sql`${listings.sellerId} in ${ids}` : sql`false`);

/** Accounts the seller filters matched (by account phone or name), found by the users module. */
export interface AccountMatches {
  byPhone: string[];
  byName: string[];
}

function queueWhere(q: AdminCarsQuery, accounts: AccountMatches): SQL | undefined {
  const phoneDigits = q.seller?.replace(/\D/g, '');
  return and(
    q.status !== 'all' ? eq(listings.status, q.status) : undefined,
    q.brand ? sql`lower(${listings.brandName}) = lower(${q.brand})` : undefined,
    q.city ? sql`lower(${listings.cityName}) = lower(${q.city})` : undefined,
    q.verified !== undefined ? eq(listings.verified, q.verified) : undefined,
    q.featured !== undefined ? eq(listings.featured, q.featured) : undefined,
    q.submittedFrom ? gte(listings.createdAt, q.submittedFrom) : undefined,
    q.submittedTo ? lte(listings.createdAt, q.submittedTo) : undefined,
    q.seller
      ? phoneDigits
        ? sql`(regexp_replace(${listings.sellerPhone}, '[^0-9]', '', 'g') like ${like(phoneDigits)} or ${anyOf(accounts.byPhone)})`
        : sql`false`
      : undefined,
    q.sellerName ? sql`(${listings.sellerName} ilike ${like(q.sellerName)} or ${anyOf(accounts.byName)})` : undefined,
    q.search
      ? sql`(${listings.searchText} like ${like(q.search.toLowerCase())} or ${listings.sellerName} ilike ${like(q.search)}
             or ${listings.sellerPhone} like ${like(q.search)})`
      : undefined,
  );
}

/** A page of the admin list (contract 7.1), newest first, and its total. */
export async function queuePage(db: DbOrTx, q: AdminCarsQuery, accounts: AccountMatches) {
  const where = queueWhere(q, accounts);
  const rows = await db
    .select()
    .from(listings)
    .where(where)
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const total = await db.$count(listings, where);
  return { rows, total };
}

const INDIA_TODAY = sql`(date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;

/** Headline counts of the admin dashboard; "today" is the day in India. */
export async function queueCounts(db: DbOrTx) {
  const { rows } = await db.execute<{
    pending_listings: number;
    total_active: number;
    approved_today: number;
    active_sellers: number;
    rejected_listings: number;
    sold_listings: number;
    total_listings: number;
    new_listings_today: number;
  }>(sql`
    select count(*) filter (where status = 'pending')::int as pending_listings,
           count(*) filter (where status = 'approved')::int as total_active,
           count(*) filter (where status = 'approved' and approved_at >= ${INDIA_TODAY})::int as approved_today,
           count(distinct seller_id) filter (where status = 'approved')::int as active_sellers,
           count(*) filter (where status = 'rejected')::int as rejected_listings,
           count(*) filter (where status = 'sold')::int as sold_listings,
           count(*)::int as total_listings,
           count(*) filter (where created_at >= ${INDIA_TODAY})::int as new_listings_today
    from listings`);
  return rows[0]!;
}

/** Public listings per city, and the brand, model and variant ids public listings use. */
export async function catalogueUse(db: DbOrTx) {
  const [cities, names] = await Promise.all([
    db.execute<{ city_id: string; n: number }>(sql`select city_id, count(*)::int as n from listings where status = 'approved' group by city_id`),
    db.execute<{ brand_id: string; model_id: string; variant_id: string | null }>(
      sql`select distinct brand_id, model_id, variant_id from listings where status = 'approved'`,
    ),
  ]);
  return { cities: cities.rows, names: names.rows };
}
