// Dealer profiles (issue 22): which accounts sell as a business. Other modules ask here whether a
// seller is a dealer (a stock import, a card naming its dealer); only this module reads the table.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DealerRef } from '@gaadi/domain/schemas/car';
import { dealers } from '../../db/schema.ts';
import { preparedQuery, type DbOrTx } from '../../platform/database.ts';

export type DealerRow = typeof dealers.$inferSelect;

/** Most dealers one list reads (the admin's dealer filter, the sitemap). */
export const MAX_DEALERS_LISTED = 5_000;

/** The dealer profile of an account, or null for a private seller. */
const dealerByUser = preparedQuery((db) => db.select().from(dealers).where(eq(dealers.userId, sql.placeholder('userId'))).prepare('dealer_of_user'));
export async function dealerOfUser(db: DbOrTx, userId: string): Promise<DealerRow | null> {
  const [row] = await dealerByUser(db).execute({ userId });
  return row ?? null;
}

/** The dealer profiles among these sellers, by account id (cards name their dealer). */
export async function dealersOfUsers(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, DealerRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(dealers).where(inArray(dealers.userId, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.userId, r]));
}

/**
 * How a card names its seller's dealer, in the statement that reads the card (card-rows.ts'
 * cardsOfPage): a join on the listing's seller (`sellerIdSql`) yielding `dealerName` and
 * `dealerSlug`, null for a private seller. One round trip less per page of cards (decision 045).
 */
export const dealerRefJoin = (sellerIdSql: string) => `left join lateral (
    select d.business_name as "dealerName", d.slug as "dealerSlug" from dealers d where d.user_id = ${sellerIdSql}
  ) dealer on true`;

/**
 * How a card names each of these sellers' dealer (absent for private sellers): one statement on the
 * primary key, on Drizzle or on the search's own pool (possibly a read replica).
 */
export async function dealerRefsOfUsers(db: Pick<pg.Pool, 'query'> | DbOrTx, userIds: readonly string[]): Promise<Map<string, DealerRef>> {
  if (userIds.length === 0) return new Map();
  const ids = [...new Set(userIds)];
  type Ref = { user_id: string; name: string; slug: string };
  const rows =
    'execute' in db
      ? (await db.execute<Ref>(sql`select user_id, business_name as name, slug from dealers where user_id = any(${`{${ids.join(',')}}`}::uuid[])`)).rows
      : (await db.query<Ref>({ name: 'dealer_refs_of_users', text: 'select user_id, business_name as name, slug from dealers where user_id = any($1::uuid[])', values: [ids] })).rows;
  return new Map(rows.map((r) => [r.user_id, { name: r.name, slug: r.slug }]));
}

/** The dealer at a public address, or null. */
export async function dealerBySlug(db: DbOrTx, slug: string): Promise<DealerRow | null> {
  const [row] = await db.select().from(dealers).where(eq(dealers.slug, slug));
  return row ?? null;
}

/** Every dealer by business name (bounded). */
export function listDealers(db: DbOrTx): Promise<DealerRow[]> {
  return db.select().from(dealers).orderBy(asc(dealers.businessName), asc(dealers.slug)).limit(MAX_DEALERS_LISTED);
}
