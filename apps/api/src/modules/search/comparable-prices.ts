// Prices of the public cars like one listing (issue 22): the same model within two years of it,
// the listing itself left out. The seller's statistics draw their spread with the car marked.
import type { Queryable } from './queries.ts';

/** At most this many prices, nearest in year first. */
export const COMPARABLE_PRICES_LIMIT = 200;
export const COMPARABLE_YEARS = 2;

export async function comparablePrices(db: Queryable, car: { id: string; modelName: string; year: number }): Promise<number[]> {
  const { rows } = await db.query<{ price: number }>(
    `select price from listing_search
     where model_key = lower($1) and year between $2::int - ${COMPARABLE_YEARS} and $2::int + ${COMPARABLE_YEARS} and id <> $3
     order by abs(year - $2::int), id limit ${COMPARABLE_PRICES_LIMIT}`,
    [car.modelName, car.year, car.id],
  );
  return rows.map((r) => r.price).sort((a, b) => a - b);
}
