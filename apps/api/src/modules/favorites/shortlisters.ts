// Who shortlisted a listing (the alerts module tells them of price drops) and when (the seller's
// statistics); this module owns favorites.
import { eq, sql } from 'drizzle-orm';
import { favorites } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export async function shortlisterIds(db: DbOrTx, listingId: string): Promise<string[]> {
  const rows = await db.select({ userId: favorites.userId }).from(favorites).where(eq(favorites.listingId, listingId));
  return rows.map((r) => r.userId);
}

/**
 * Shortlists of a listing per day (India time) from `fromDay` on, by the day they were added; a
 * shortlist removed since is not counted (favorites keep no history).
 */
export async function shortlistsPerDay(db: DbOrTx, listingId: string, fromDay: string): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ day: string; n: number }>(sql`
    select to_char((created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day, count(*)::int as n
    from favorites where listing_id = ${listingId} and created_at >= (${fromDay}::date at time zone 'Asia/Kolkata')
    group by 1`);
  return new Map(rows.map((r) => [r.day, r.n]));
}
