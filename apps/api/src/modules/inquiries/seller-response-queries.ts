// A seller's first responses to inquiries: responded_at is set once, when an inquiry is first
// answered (markResponded in queries.ts), so responded_at - created_at is the first-response time.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/database.ts';

export async function firstResponseStats(db: DbOrTx, sellerId: string): Promise<{ answered: number; medianMinutes: number | null }> {
  const result = await db.execute<{ answered: number; median_minutes: number | null }>(sql`
    select count(*)::int as answered,
      percentile_cont(0.5) within group (order by extract(epoch from responded_at - created_at) / 60)::float8 as median_minutes
    from inquiries where seller_id = ${sellerId} and responded_at is not null`);
  const row = result.rows[0];
  return { answered: row?.answered ?? 0, medianMinutes: row?.median_minutes ?? null };
}
