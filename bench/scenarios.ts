// The three GET /api/v1/cars/ requests the bench measures, as the browse page sends them (sortBy,
// page and limit=12 always; empty filters dropped). The filtered one uses the contract's example
// values when they match listings, otherwise the busiest city and fuel of the data set.
import type pg from 'pg';

export interface Scenario {
  name: string;
  path: string;
}

const PAGE = 'page=1&limit=12';

async function filterValues(pool: pg.Pool) {
  const example = { city: 'Pune', fuel: 'diesel', min: 300_000, max: 1_500_000 };
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from listings where status = 'approved' and lower(city_name) = lower($1) and fuel_type = $2 and price between $3 and $4`,
    [example.city, example.fuel, example.min, example.max],
  );
  if (rows[0]!.n > 0) return { ...example, matches: rows[0]!.n };
  const { rows: busiest } = await pool.query<{ city: string; fuel: string; min: number; max: number; n: number }>(
    `select city_name as city, fuel_type as fuel, count(*)::int as n,
            (percentile_disc(0.25) within group (order by price))::int as min,
            (percentile_disc(0.75) within group (order by price))::int as max
     from listings where status = 'approved' group by 1, 2 order by n desc limit 1`,
  );
  const b = busiest[0];
  if (!b) throw new Error('There are no approved listings to benchmark.');
  return { ...b, matches: b.n };
}

export async function chooseScenarios(pool: pg.Pool): Promise<Scenario[]> {
  const f = await filterValues(pool);
  const filtered = new URLSearchParams({
    city: f.city,
    fuelType: f.fuel,
    minPrice: String(f.min),
    maxPrice: String(f.max),
    sortBy: 'price_asc',
  });
  return [
    { name: 'no filter (newest first)', path: `/api/v1/cars/?sortBy=created_desc&${PAGE}` },
    { name: `${f.city} + ${f.fuel} + price, price_asc`, path: `/api/v1/cars/?${filtered}&${PAGE}` },
    { name: 'typo search "hundai creta"', path: `/api/v1/cars/?search=hundai%20creta&sortBy=created_desc&${PAGE}` },
  ];
}
