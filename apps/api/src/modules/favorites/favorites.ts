// Favourites (contract 4.8): only public listings can be added; removal is idempotent.
import type { Car } from '@gaadi/domain/schemas/car';
import { CAR_NOT_FOUND_MESSAGE } from '@gaadi/domain/messages';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { findPublicListing, publicListings } from '../listings/listing-records.ts';
import { imagesOfListings } from '../media/listing-images.ts';
import { isUuid } from '../../platform/ids.ts';
import { toCar } from '../listings/serialize.ts';
import { getUserRow } from '../users/profile.ts';
import { addFavorite, favoriteListingIds, removeFavorite } from './queries.ts';

const LISTING_NOT_FOUND = CAR_NOT_FOUND_MESSAGE;

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
  // Favourites of listings that left the public catalogue stay stored but are not listed.
  const rows = await publicListings(ctx.db, await favoriteListingIds(ctx.db, userId));
  const images = await imagesOfListings(ctx.db, rows.map((r) => r.id), { firstOnly: true });
  return rows.map((row) => toCar(row, images.get(row.id) ?? [], ctx.storage));
}
