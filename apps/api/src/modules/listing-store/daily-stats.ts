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
