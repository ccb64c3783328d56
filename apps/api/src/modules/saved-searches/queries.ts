// SQL of saved_searches.
import { and, desc, eq, sql } from 'drizzle-orm';
import { savedSearches } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export async function insertSavedSearch(db: DbOrTx, values: typeof savedSearches.$inferInsert): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

/**
 * Serialises one account's saved-search writes until the transaction ends, so that the cap and
 * the duplicate check hold when several requests race (no row to lock before the first exists).
 */
export async function lockSavedSearchesOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`saved_searches:${userId}`}, 0))`);
}

export async function savedSearchesOf(db: DbOrTx, userId: string): Promise<SavedSearchRow[]> {
  return db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function savedSearchById(db: DbOrTx, id: string): Promise<SavedSearchRow | null> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
  return row ?? null;
}

export async function updateSavedSearchAlerts(
  db: DbOrTx,
  id: string,
  values: { notificationFrequency?: string; notificationsEnabled?: boolean },
): Promise<SavedSearchRow> {
  const [row] = await db.update(savedSearches).set(values).where(eq(savedSearches.id, id)).returning();
  return row!;
}

export async function deleteSavedSearch(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export interface AlertCandidate {
  id: string;
  userId: string;
  name: string;
  frequency: string;
  terms: string[];
  /** The saved filters, for those match_key does not hold (extraFiltersMatch). */
  filters: Record<string, unknown>;
}

/**
 * Saved searches with alerts on whose equality filters all hold for the listing (its match keys)
 * and whose price bounds hold for `price`; the seller's own searches are left out. An index scan
 * of saved_searches_alert_match_idx per key, whatever the number of saved searches.
 */
export async function alertCandidates(db: DbOrTx, f: { keys: string[]; price: number; sellerId: string }): Promise<AlertCandidate[]> {
  const { rows } = await db.execute<{ id: string; user_id: string; name: string; frequency: string; terms: string[]; filters: Record<string, unknown> }>(sql`
    select id, user_id, name, notification_frequency as frequency, match_terms as terms, search_filters as filters
    from ${savedSearches}
    where notifications_enabled and match_key = any(${sql.param(f.keys)}::text[])
      and (match_min_price is null or match_min_price <= ${f.price})
      and (match_max_price is null or match_max_price >= ${f.price})
      and user_id <> ${f.sellerId}`);
  return rows.map((r) => ({ id: r.id, userId: r.user_id, name: r.name, frequency: r.frequency, terms: r.terms, filters: r.filters ?? {} }));
}

