// A brand's models with their ids, read by name (case-insensitive): the valuation (issue 22) finds
// the model a visitor named and, when that model has too few comparables, the brand's others.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/database.ts';

export type BrandModelRow = {
  brand_id: string;
  brand: string;
  model_id: string;
  model: string;
}

/** Every model of the brand named `brand` (verified or typed by sellers); empty for an unknown brand. */
export async function modelsOfBrandNamed(db: DbOrTx, brand: string): Promise<BrandModelRow[]> {
  const { rows } = await db.execute<BrandModelRow>(sql`
    select b.id as brand_id, b.name as brand, m.id as model_id, m.name as model
    from brands b join models m on m.brand_id = b.id
    where lower(b.name) = lower(${brand.trim()})
    order by b.verified desc, m.verified desc, m.id`);
  return rows;
}
