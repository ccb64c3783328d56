// Ids of the seeded catalogue by name, so that invented listings can fill their foreign keys.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/database.ts';

export interface CatalogueIds {
  brandId: string;
  modelId: string;
  variantId: string | null;
  brandName: string;
  modelName: string;
  variantName: string;
}

export interface CatalogueIndex {
  find(brand: string, model: string, variant: string): CatalogueIds;
  city(name: string): { id: string; name: string; state: string };
}

const key = (...parts: string[]) => parts.map((p) => p.toLowerCase()).join('\u0000');

export async function loadCatalogueIndex(db: DbOrTx): Promise<CatalogueIndex> {
  const { rows } = await db.execute<{ bid: string; b: string; mid: string; m: string; vid: string | null; v: string | null }>(sql`
    select b.id as bid, b.name as b, mo.id as mid, mo.name as m, v.id as vid, v.name as v
    from brands b join models mo on mo.brand_id = b.id left join variants v on v.model_id = mo.id`);
  const variants = new Map<string, CatalogueIds>();
  const models = new Map<string, CatalogueIds>();
  for (const r of rows) {
    const ids = { brandId: r.bid, modelId: r.mid, variantId: r.vid, brandName: r.b, modelName: r.m, variantName: r.v ?? '' };
    if (r.v) variants.set(key(r.b, r.m, r.v), ids);
    models.set(key(r.b, r.m), { ...ids, variantId: null, variantName: '' });
  }
  const { rows: cityRows } = await db.execute<{ id: string; name: string; state: string }>(sql`select id, name, state from cities`);
  const cities = new Map(cityRows.map((c) => [key(c.name), c]));
  return {
    find(brand, model, variant) {
      const hit = variants.get(key(brand, model, variant)) ?? models.get(key(brand, model));
      if (!hit) throw new Error(`Not in the catalogue: ${brand} ${model}; run seedCatalogue first`);
      return hit;
    },
    city(name) {
      const hit = cities.get(key(name));
      if (!hit) throw new Error(`Not in the catalogue: city ${name}; run seedCatalogue first`);
      return hit;
    },
  };
}
