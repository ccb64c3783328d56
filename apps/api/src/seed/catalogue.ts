// Brands, models, variants, cities and the feature catalogue, written in five set-based statements.
// It runs at every start (and in the test template), so an already seeded database costs only a few
// index probes: nothing is rewritten unless the data here changed or a row was seller-made.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/database.ts';
import { BRANDS, catalogueBodyType } from './catalogue-data.ts';
import { CITIES } from './cities-data.ts';
import { FEATURES } from './features-data.ts';

interface CatalogueRows {
  brands: string[];
  models: { brand: string[]; model: string[]; body: string[] };
  variants: { brand: string[]; model: string[]; variant: string[] };
}

let rowsCache: CatalogueRows | null = null;

/** Flat arrays for unnest(); duplicate names (case-insensitive) would make ON CONFLICT fail. */
function catalogueRows(): CatalogueRows {
  if (rowsCache) return rowsCache;
  const rows: CatalogueRows = { brands: [], models: { brand: [], model: [], body: [] }, variants: { brand: [], model: [], variant: [] } };
  for (const b of BRANDS) {
    rows.brands.push(b.name);
    for (const m of b.models) {
      rows.models.brand.push(b.name);
      rows.models.model.push(m.name);
      rows.models.body.push(catalogueBodyType(m));
      const seen = new Set<string>();
      for (const v of m.variants) {
        if (seen.has(v.name.toLowerCase())) continue;
        seen.add(v.name.toLowerCase());
        rows.variants.brand.push(b.name);
        rows.variants.model.push(m.name);
        rows.variants.variant.push(v.name);
      }
    }
  }
  return (rowsCache = rows);
}

const arr = (values: unknown[]) => sql.param(values);

/** Brands, models, variants, cities and the feature catalogue. Idempotent. */
export async function seedCatalogue(db: DbOrTx): Promise<void> {
  const rows = catalogueRows();
  await db.transaction(async (tx) => {
    // A seller may have typed a name first (verified = false); the catalogue vouches for it now.
    await tx.execute(sql`
      insert into brands (name) select unnest(${arr(rows.brands)}::text[])
      on conflict (lower(name)) do update set verified = true where not brands.verified`);
    await tx.execute(sql`
      insert into models (brand_id, name, body_type)
      select b.id, x.model, x.body
      from unnest(${arr(rows.models.brand)}::text[], ${arr(rows.models.model)}::text[], ${arr(rows.models.body)}::text[]) as x(brand, model, body)
      join brands b on lower(b.name) = lower(x.brand)
      on conflict (brand_id, lower(name)) do update set verified = true, body_type = excluded.body_type
        where not models.verified or models.body_type is distinct from excluded.body_type`);
    await tx.execute(sql`
      insert into variants (model_id, name)
      select mo.id, x.variant
      from unnest(${arr(rows.variants.brand)}::text[], ${arr(rows.variants.model)}::text[], ${arr(rows.variants.variant)}::text[])
        as x(brand, model, variant)
      join brands b on lower(b.name) = lower(x.brand)
      join models mo on mo.brand_id = b.id and lower(mo.name) = lower(x.model)
      on conflict (model_id, lower(name)) do update set verified = true where not variants.verified`);
    await tx.execute(sql`
      insert into cities (name, state)
      select * from unnest(${arr(CITIES.map((c) => c.name))}::text[], ${arr(CITIES.map((c) => c.state))}::text[])
      on conflict (lower(name)) do update
        set state = case when cities.state = '' then excluded.state else cities.state end, verified = true
        where cities.state = '' or not cities.verified`);
    // sort_order runs across categories so that ordering by it alone keeps the groups in this order.
    await tx.execute(sql`
      insert into features (category, name, icon, description, sort_order)
      select * from unnest(${arr(FEATURES.map((f) => f.category))}::text[], ${arr(FEATURES.map((f) => f.name))}::text[],
        ${arr(FEATURES.map((f) => f.icon))}::text[], ${arr(FEATURES.map((f) => f.description))}::text[],
        ${arr(FEATURES.map((_, i) => i))}::int[])
      on conflict (name) do update
        set category = excluded.category, icon = excluded.icon, description = excluded.description, sort_order = excluded.sort_order
        where (features.category, features.icon, features.description, features.sort_order)
          is distinct from (excluded.category, excluded.icon, excluded.description, excluded.sort_order)`);
  });
}
