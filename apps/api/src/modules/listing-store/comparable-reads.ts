// A few approved listings to show beside a valuation (issue 22): the same models and years the
// figure was computed from, this city's first, then those priced nearest the figure.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/database.ts';

export type ComparableRow = {
  id: string;
  title: string;
  year: number;
  km_driven: number;
  price: number;
  fuel_type: string;
  transmission: string;
  owner_number: string;
  city_name: string;
}

const pgArray = (values: string[]) => `{${values.join(',')}}`;

export async function comparableListings(
  db: DbOrTx,
  q: { modelIds: string[]; from: number; to: number; city: string | null; near: number; limit: number },
): Promise<ComparableRow[]> {
  if (!q.modelIds.length) return [];
  // Ranked from the index alone (listings_approved_model_year_idx: a brand's cars of five years are
  // thousands of rows at 100,000 listings, each on its own page), then the four rows read.
  const near = Math.round(q.near);
  const { rows } = await db.execute<ComparableRow>(sql`
    with pick as (
      select id, lower(city_name) = lower(${q.city ?? ''}) as here, abs(price - ${near}) as away
      from listings
      where model_id = any(${pgArray(q.modelIds)}::uuid[]) and status = 'approved' and year between ${q.from} and ${q.to}
      order by here desc, away, id
      limit ${q.limit})
    select l.id, l.title, l.year, l.km_driven, l.price, l.fuel_type, l.transmission, l.owner_number, l.city_name
    from pick join listings l on l.id = pick.id
    order by pick.here desc, pick.away, pick.id`);
  return rows;
}
