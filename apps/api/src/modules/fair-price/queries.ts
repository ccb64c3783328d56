// fair_price_stats: kept by triggers on listings (migration 0007); this module only reads it.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from '../../platform/database.ts';

/** The search's pool (possibly a read replica) or Drizzle, in or out of a transaction. */
export type Queryable = Pick<pg.Pool, 'query'> | DbOrTx;

export type StatsRow = {
  model_id: string;
  year: number;
  fuel_type: string;
  transmission: string;
  n: number;
  sum_price: number;
  sum_price_km: number;
  sum_price_owners: number;
};

/** Every stats row of each model within its year range: one indexed statement for a page. */
export async function statsOfModels(db: Queryable, ranges: { modelId: string; from: number; to: number }[]): Promise<StatsRow[]> {
  if (!ranges.length) return [];
  const text = `select s.model_id, s.year, s.fuel_type, s.transmission, s.n, s.sum_price, s.sum_price_km, s.sum_price_owners
     from unnest($1::uuid[], $2::int[], $3::int[]) q(model_id, lo, hi)
     join fair_price_stats s on s.model_id = q.model_id and s.year between q.lo and q.hi
     where s.n > 0`;
  const params = [ranges.map((r) => r.modelId), ranges.map((r) => r.from), ranges.map((r) => r.to)];
  if ('execute' in db) {
    // Drizzle expands a JS array into a list; an array literal travels as one parameter.
    const [m, lo, hi] = params.map((values) => `{${values.join(',')}}`);
    const result = await db.execute<StatsRow>(sql`select s.model_id, s.year, s.fuel_type, s.transmission, s.n, s.sum_price, s.sum_price_km, s.sum_price_owners
      from unnest(${m}::uuid[], ${lo}::int[], ${hi}::int[]) q(model_id, lo, hi)
      join fair_price_stats s on s.model_id = q.model_id and s.year between q.lo and q.hi
      where s.n > 0`);
    return result.rows;
  }
  // Named: PostgreSQL parses and plans it once per connection (every page of cards asks it).
  const { rows } = await db.query<StatsRow>({ name: 'fair_price_stats_of_models', text, values: params });
  return rows;
}
