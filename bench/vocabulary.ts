// What the mixed traffic draws its filters from: the names, years and prices of the public listings.
import type pg from 'pg';
import type { Vocabulary } from './traffic.ts';

export async function readVocabulary(pool: pg.Pool): Promise<Vocabulary> {
  const pub = `from listings where status = 'approved'`;
  const [brands, models, cities, ranges] = await Promise.all([
    pool.query<{ name: string; n: number }>(`select brand_name as name, count(*)::int as n ${pub} group by 1`),
    pool.query<{ brand: string; name: string; n: number }>(`select brand_name as brand, model_name as name, count(*)::int as n ${pub} group by 1, 2`),
    pool.query<{ name: string; n: number }>(`select city_name as name, count(*)::int as n ${pub} group by 1`),
    pool.query<{ min_year: number; max_year: number; prices: number[] }>(
      `select min(year) as min_year, max(year) as max_year,
              percentile_disc(array[0.05, 0.25, 0.5, 0.75, 0.95]) within group (order by price) as prices ${pub}`,
    ),
  ]);
  const r = ranges.rows[0]!;
  if (!brands.rows.length) throw new Error('There are no approved listings to benchmark.');
  return {
    brands: brands.rows,
    models: models.rows,
    cities: cities.rows,
    years: { min: r.min_year, max: r.max_year },
    prices: r.prices.map(Number),
  };
}
