// Favourites (contract 4.8): only public listings can be added; removal is idempotent.
import type { Car } from '@gaadi/domain/schemas/car';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { findPublicListing, imagesFor } from '../listings/queries.ts';
import { isUuid } from '../../platform/ids.ts';
import { toCar } from '../listings/serialize.ts';
import { getUserRow } from './profile-service.ts';
import { addFavorite, favoriteListings, removeFavorite } from './favorites-queries.ts';

const LISTING_NOT_FOUND = 'Car listing not found';

async function publicListingOr404(ctx: AppContext, listingId: string) {
  const listing = isUuid(listingId) ? await findPublicListing(ctx.db, listingId) : null;
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  return listing;
}

export async function favorite(ctx: AppContext, userId: string, listingId: string) {
  await getUserRow(ctx, userId);
  await publicListingOr404(ctx, listingId);
  const row = await addFavorite(ctx.db, userId, listingId);
  return { id: row.id, car_id: row.listingId, created_at: row.createdAt.toISOString() };
}

/** A favourite of a listing that has since left the public list can still be removed. */
export async function unfavorite(ctx: AppContext, userId: string, listingId: string) {
  if (!isUuid(listingId)) throw notFound(LISTING_NOT_FOUND);
  if (!(await removeFavorite(ctx.db, userId, listingId))) await publicListingOr404(ctx, listingId);
}

export async function listFavorites(ctx: AppContext, userId: string): Promise<Car[]> {
  await getUserRow(ctx, userId);
  const rows = await favoriteListings(ctx.db, userId);
  const images = await imagesFor(ctx.db, rows.map((r) => r.id), { firstOnly: true });
  return rows.map((row) => toCar(row, images.get(row.id) ?? [], ctx.storage));
}
