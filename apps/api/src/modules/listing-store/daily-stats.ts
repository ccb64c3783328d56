// A listing's daily statistics besides its views (issue 22): search-result appearances, counted in
// memory and added in batches; and the day's-viewers table's retention. Not changes of a listing:
// nothing is announced.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/database.ts';

/**
 * Adds search-result appearances of one day to the listings' daily statistics (issue 22). Not a
 * change of any listing: nothing is announced.
 */
export async function recordAppearances(tx: DbOrTx, day: string, appearances: Map<string, number>): Promise<void> {
  if (!appearances.size) return;
  const ids = [...appearances.keys()];
  await tx.execute(sql`
    insert into listing_daily_stats (listing_id, day, appearances)
    select t.listing_id, ${day}::date, t.n
    from unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${ids.map((id) => appearances.get(id)).join(',')}}`}::int[]) as t(listing_id, n)
    join listings l on l.id = t.listing_id
    on conflict (listing_id, day) do update set appearances = listing_daily_stats.appearances + excluded.appearances`);
}

/** Forgets the viewers of days before `day` (only today's and yesterday's are kept). */
export async function forgetViewersBefore(tx: DbOrTx, day: string): Promise<number> {
  const { rowCount } = await tx.execute(sql`delete from listing_viewers where day < ${day}::date`);
  return rowCount ?? 0;
}

export type DailyStatsRow = {
  day: string;
  views: number;
  appearances: number;
};

/** A listing's views and search appearances per day (India time) from `fromDay` on; days without any are absent. */
export async function dailyStatsOf(db: DbOrTx, listingId: string, fromDay: string): Promise<DailyStatsRow[]> {
  const { rows } = await db.execute<DailyStatsRow>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, views, appearances from listing_daily_stats
    where listing_id = ${listingId} and day >= ${fromDay}::date order by day`);
  return rows;
}
