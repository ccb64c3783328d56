// Read views of the public listings for other modules (this module owns the listings table): the
// landing pages' counts per model and newest cars, and the sitemap's keyset of approved listings.
import type { DbOrTx } from '../../platform/database.ts';
import { brandIdOf, modelCounts, newestListings, type LandingFilter, type ModelCountRow } from './landing-queries.ts';
import { countPublicListings, landingPairs, listingsAfter, type LandingPair, type SitemapListing } from './sitemap-queries.ts';

export type { LandingFilter, LandingPair, ModelCountRow, SitemapListing };

/** Public listings of a city (per brand and model) or of a brand (per city and model). */
export const publicModelCounts = (db: DbOrTx, f: { cityId: string } | { brandId: string }) => modelCounts(db, f);

/** The brand's id, from one of its public listings (null when it has none). */
export const publicBrandId = (db: DbOrTx, brand: string) => brandIdOf(db, brand);

/** The newest public listings of a city and/or brand (lower-cased names), as /buy's default order. */
export const newestPublicListings = (db: DbOrTx, f: LandingFilter, limit: number) => newestListings(db, f, limit);

export const publicListingCount = (db: DbOrTx) => countPublicListings(db);

/** The next approved listings of an id range after `after`, by primary key (never OFFSET). */
export const publicListingsAfter = (db: DbOrTx, range: { lo: string; hi: string | null; after: string | null; limit: number }) =>
  listingsAfter(db, range);

/** Every city and brand pair with approved listings, with its count and last change. */
export const publicCityBrandPairs = (db: DbOrTx) => landingPairs(db);
