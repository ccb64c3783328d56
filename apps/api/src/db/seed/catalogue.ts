import type { DbOrTx } from '../../platform/database.ts';

/** Brands, models, variants, cities and the feature catalogue. Idempotent. (Placeholder.) */
export async function seedCatalogue(_db: DbOrTx): Promise<void> {}
