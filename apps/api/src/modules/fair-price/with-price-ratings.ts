// price_rating on cards (issue 15): one read of the fair-price sums for a whole page.
import type { Car } from '@gaadi/domain/schemas/car';
import type { KeptStats } from './kept-stats.ts';
import type { Queryable } from './queries.ts';
import { priceRatings, type RateableListing } from './rate-listings.ts';

/** The cars with price_rating, `rows` being their listings in the same order. */
export async function withPriceRatings<C extends Car>(db: Queryable, cars: C[], rows: RateableListing[], kept?: KeptStats): Promise<C[]> {
  const ratings = await priceRatings(db, rows, kept);
  return cars.map((car, i) => ({ ...car, price_rating: ratings.get(rows[i]!.id) ?? null }));
}
