// The admin team's list of listings (contract 7.1) and the dashboard's headline counts (7.2). The
// seller filters also match accounts the users module found (by phone or name), passed in as ids.
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminCarsQuery } from '@gaadi/domain/schemas/admin';
import { listings } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const anyOf = (ids: string[]) => (ids.length ? sql`${listings.sellerId} in ${ids}` : sql`false`);

/** Accounts the seller filters matched (by account phone or name), found by the users module. */
export interface AccountMatches {
  byPhone: string[];
  byName: string[];
  /** The account of the dealer named by `dealer` (null when the slug names no dealer). */
  dealerSellerId?: string | null;
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
    q.dealer ? (accounts.dealerSellerId ? eq(listings.sellerId, accounts.dealerSellerId) : sql`false`) : undefined,
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
