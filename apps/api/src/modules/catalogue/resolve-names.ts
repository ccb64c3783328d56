// Brand, model, variant and city names typed by sellers and admins, matched case-insensitively
// against the catalogue; a missing one is added. Names sellers add stay unverified until an admin
// approves a listing using them (the public catalogue decides what to show).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/database.ts';

type NamedRow = {
  id: string;
  name: string;
};

/**
 * Names found while one transaction runs, for a caller that resolves the same names many times in it
 * (a stock import's chunk of rows, decision 038): make one per transaction and drop it with it. Only
 * rows found by a select are kept, never one inserted by the call itself: the insert may be undone
 * by a savepoint's rollback, a row that was already there is not. Keyed by the name as given (the
 * database decides what matches case-insensitively), so a hit is a name already looked up.
 */
export type CatalogueMemo = Map<string, NamedRow>;

/** Select, else insert (a concurrent insert of the same name is absorbed), else select again. */
async function findOrInsert(
  db: DbOrTx,
  find: () => ReturnType<typeof sql>,
  insert: () => ReturnType<typeof sql>,
  memo?: { map: CatalogueMemo; key: string },
): Promise<NamedRow> {
  const known = memo?.map.get(memo.key);
  if (known) return known;
  for (let attempt = 0; attempt < 2; attempt++) {
    const found = await db.execute<NamedRow>(find());
    if (found.rows[0]) {
      memo?.map.set(memo.key, found.rows[0]);
      return found.rows[0];
    }
    const inserted = await db.execute<NamedRow>(insert());
    if (inserted.rows[0]) return inserted.rows[0];
  }
  throw new Error('catalogue name could not be resolved');
}

export function findOrCreateBrand(db: DbOrTx, name: string, verified: boolean, memo?: CatalogueMemo) {
  return findOrInsert(
    db,
    () => sql`select id, name from brands where lower(name) = lower(${name}) limit 1`,
    () => sql`insert into brands (name, verified) values (${name}, ${verified}) on conflict do nothing returning id, name`,
    memo && { map: memo, key: `brand ${name}` },
  );
}

export function findOrCreateModel(db: DbOrTx, brandId: string, name: string, verified: boolean, memo?: CatalogueMemo) {
  return findOrInsert(
    db,
    () => sql`select id, name from models where brand_id = ${brandId} and lower(name) = lower(${name}) limit 1`,
    () => sql`insert into models (brand_id, name, verified) values (${brandId}, ${name}, ${verified}) on conflict do nothing returning id, name`,
    memo && { map: memo, key: `model ${brandId} ${name}` },
  );
}

export function findOrCreateVariant(db: DbOrTx, modelId: string, name: string, verified: boolean, memo?: CatalogueMemo) {
  return findOrInsert(
    db,
    () => sql`select id, name from variants where model_id = ${modelId} and lower(name) = lower(${name}) limit 1`,
    () => sql`insert into variants (model_id, name, verified) values (${modelId}, ${name}, ${verified}) on conflict do nothing returning id, name`,
    memo && { map: memo, key: `variant ${modelId} ${name}` },
  );
}

export async function findOrCreateCity(db: DbOrTx, name: string, state: string, verified: boolean, memo?: CatalogueMemo) {
  const row = await findOrInsert(
    db,
    () => sql`select id, name, state from cities where lower(name) = lower(${name}) limit 1`,
    () => sql`insert into cities (name, state, verified) values (${name}, ${state}, ${verified}) on conflict do nothing returning id, name, state`,
    memo && { map: memo, key: `city ${name}` },
  );
  return row as NamedRow & { state: string };
}

export interface CatalogueNames {
  brand: string;
  model: string;
  variant: string;
  city: string;
  state: string;
}

export interface CatalogueRefs {
  brandId: string;
  brandName: string;
  modelId: string;
  modelName: string;
  variantId: string | null;
  variantName: string;
  cityId: string;
  cityName: string;
  /** The state given, else the city's own. */
  stateName: string;
}

/** Resolves every name of a listing; `verified` marks names this call adds; `memo`: see CatalogueMemo. */
export async function resolveCatalogue(db: DbOrTx, names: CatalogueNames, verified: boolean, memo?: CatalogueMemo): Promise<CatalogueRefs> {
  const brand = await findOrCreateBrand(db, names.brand, verified, memo);
  const model = await findOrCreateModel(db, brand.id, names.model, verified, memo);
  const variant = names.variant ? await findOrCreateVariant(db, model.id, names.variant, verified, memo) : null;
  const city = await findOrCreateCity(db, names.city, names.state, verified, memo);
  return {
    brandId: brand.id,
    brandName: brand.name,
    modelId: model.id,
    modelName: model.name,
    variantId: variant?.id ?? null,
    variantName: variant?.name ?? '',
    cityId: city.id,
    cityName: city.name,
    stateName: names.state || city.state,
  };
}
