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
  const { rows } = await db.execute<ComparableRow>(sql`
    select id, title, year, km_driven, price, fuel_type, transmission, owner_number, city_name
    from listings
    where model_id = any(${pgArray(q.modelIds)}::uuid[]) and status = 'approved' and year between ${q.from} and ${q.to}
    order by (lower(city_name) = lower(${q.city ?? ''})) desc, abs(price - ${Math.round(q.near)}), id
    limit ${q.limit}`);
  return rows;
}
