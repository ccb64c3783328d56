// The public catalogue (contract 2.5, 4.3–4.6): cities, brands, the feature catalogue, config.
import { LIMITS, PRICE_MAX, PRICE_MIN, REVIEW_TIME } from '@gaadi/domain/constants';
import type { Brand, City, FeatureCatalogue, SystemConfig } from '@gaadi/domain/schemas/catalogue';
import type { AppContext } from '../../platform/context.ts';
import { catalogueInUse } from '../listing-store/listing-rows.ts';
import { brandTree, citiesWithCounts, featureRows, type BrandTreeRow } from './queries.ts';
import { clearOnChange, LoadingCache } from '../../platform/loading-cache.ts';

/** A bound only: listing changes in any API process clear cities and brands at once (change-feed.ts). */
const CACHE_TTL_MS = 30_000;
const MB = 1024 * 1024;

export interface BrandModel {
  brand: string;
  name: string;
  variants: Array<{ name: string }>;
}

export const SYSTEM_CONFIG: SystemConfig = {
  limits: {
    maxImagesPerListing: LIMITS.maxImagesPerListing,
    maxVideosPerListing: LIMITS.maxVideosPerListing,
    maxImageSizeMB: LIMITS.maxImageBytes / MB,
    maxVideoSizeMB: LIMITS.maxVideoBytes / MB,
  },
  priceRange: { min: PRICE_MIN, max: PRICE_MAX },
  reviewTime: REVIEW_TIME,
};

/** Brand logos may be stored as absolute URLs, site paths or storage keys; clients need absolute URLs. */
function absoluteLogo(ctx: AppContext, logo: string | null): string | null {
  if (!logo) return null;
  if (/^https?:\/\//i.test(logo)) return logo;
  if (logo.startsWith('/')) return `${ctx.config.publicUrl}${logo}`;
  return ctx.storage.url(logo);
}

function nestBrands(ctx: AppContext, rows: BrandTreeRow[]): Brand[] {
  const brands: Brand[] = [];
  for (const r of rows) {
    let brand = brands.at(-1);
    if (brand?.name !== r.brand) brands.push((brand = { name: r.brand, logo: absoluteLogo(ctx, r.logo_url), models: [] }));
    if (r.model === null) continue;
    let model = brand.models.at(-1);
    if (model?.name !== r.model) brand.models.push((model = { name: r.model, variants: [] }));
    if (r.variant !== null) model.variants.push({ name: r.variant });
  }
  return brands;
}

export function createCatalogue(ctx: AppContext) {
  const cities = new LoadingCache<City[]>({ ttlMs: CACHE_TTL_MS, max: 1 });
  const brands = new LoadingCache<Brand[]>({ ttlMs: CACHE_TTL_MS, max: 1 });
  const features = new LoadingCache<FeatureCatalogue>({ ttlMs: CACHE_TTL_MS, max: 50 });
  clearOnChange(ctx.catalogueChanges, cities, brands);
  ctx.metrics.watchCache('catalogue_cities', cities);
  ctx.metrics.watchCache('catalogue_brands', brands);
  ctx.metrics.watchCache('catalogue_features', features);

  return {
    /** Live counts of public listings per city (cleared on every catalogue change). */
    cities: () =>
      cities.get('all', async () =>
        (await citiesWithCounts(ctx.db, (await catalogueInUse(ctx.db)).cityCounts)).map((c) => ({ ...c, carCount: c.car_count })),
      ),

    /** Every brand with its models and variants, or only `brand` (case-insensitive) when given. */
    async brands(only?: string) {
      const all = await brands.get('all', async () => nestBrands(ctx, await brandTree(ctx.db, await catalogueInUse(ctx.db))));
      const list = only ? all.filter((b) => b.name.toLowerCase() === only.toLowerCase()) : all;
      const models: BrandModel[] = list.flatMap((b) => b.models.map((m) => ({ brand: b.name, ...m })));
      return { brands: list, models };
    },

    /** The feature catalogue keyed by category, each list in its sort order. */
    features: (category?: string) =>
      features.get((category ?? '').toLowerCase(), async () => {
        const grouped: FeatureCatalogue = {};
        for (const f of await featureRows(ctx.db, category)) {
          (grouped[f.category] ??= []).push({ name: f.name, icon: f.icon, description: f.description });
        }
        return grouped;
      }),
  };
}
