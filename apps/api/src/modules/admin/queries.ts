// SQL of the admin screens: filtered listing pages, headline counts, reviews.
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminCarsQuery } from '@gaadi/domain/schemas/admin';
import { admins, listingReviews, listings, users } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import type { ListingRow, ListingSet } from '../seller-listings/queries.ts';

const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function adminWhere(q: AdminCarsQuery): SQL | undefined {
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
        ? sql`(regexp_replace(${listings.sellerPhone}, '[^0-9]', '', 'g') like ${like(phoneDigits)}
               or regexp_replace(coalesce(${users.phoneNumber}, ''), '[^0-9]', '', 'g') like ${like(phoneDigits)})`
        : sql`false`
      : undefined,
    q.sellerName ? sql`(${listings.sellerName} ilike ${like(q.sellerName)} or ${users.name} ilike ${like(q.sellerName)})` : undefined,
    q.search
      ? sql`(${listings.searchText} like ${like(q.search.toLowerCase())} or ${listings.sellerName} ilike ${like(q.search)}
             or ${listings.sellerPhone} like ${like(q.search)})`
      : undefined,
  );
}

export async function adminListingsPage(db: DbOrTx, q: AdminCarsQuery) {
  const where = adminWhere(q);
  const rows = await db
    .select({ listing: listings })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(where)
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(where);
  return { rows: rows.map((r) => r.listing), total: count?.n ?? 0 };
}

/** Whether each seller's account is verified (shown in the admin list's seller_info). */
export async function sellerVerification(db: DbOrTx, sellerIds: string[]) {
  const map = new Map<string, boolean>();
  if (!sellerIds.length) return map;
  const rows = await db.select({ id: users.id, verified: users.isVerified }).from(users).where(inArray(users.id, [...new Set(sellerIds)]));
  for (const r of rows) map.set(r.id, r.verified);
  return map;
}

const INDIA_TODAY = sql`(date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;

export async function dashboardCounts(db: DbOrTx) {
  const { rows } = await db.execute<{
    pending_listings: number;
    total_active: number;
    approved_today: number;
    active_sellers: number;
    rejected_listings: number;
    sold_listings: number;
    total_listings: number;
    new_listings_today: number;
    total_users: number;
  }>(sql`
    select count(*) filter (where status = 'pending')::int as pending_listings,
           count(*) filter (where status = 'approved')::int as total_active,
           count(*) filter (where status = 'approved' and approved_at >= ${INDIA_TODAY})::int as approved_today,
           count(distinct seller_id) filter (where status = 'approved')::int as active_sellers,
           count(*) filter (where status = 'rejected')::int as rejected_listings,
           count(*) filter (where status = 'sold')::int as sold_listings,
           count(*)::int as total_listings,
           count(*) filter (where created_at >= ${INDIA_TODAY})::int as new_listings_today,
           (select count(*)::int from users) as total_users
    from listings`);
  return rows[0]!;
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

export async function insertReview(
  tx: DbOrTx,
  r: { listingId: string; adminId: string; action: string; reason?: string | null; fromStatus: string; toStatus: string },
) {
  await tx.insert(listingReviews).values({ ...r, reason: r.reason ?? null });
}

export async function reviewHistory(db: DbOrTx, listingId: string) {
  return db
    .select({ review: listingReviews, adminName: admins.name })
    .from(listingReviews)
    .leftJoin(admins, eq(admins.id, listingReviews.adminId))
    .where(eq(listingReviews.listingId, listingId))
    .orderBy(desc(listingReviews.createdAt));
}
