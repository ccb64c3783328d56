// Favourites (contract 4.8): only public listings can be added; removal is idempotent.
import { pagination } from '@gaadi/domain/schemas/car';
import type { FavoriteCar, FavoritesQuery } from '@gaadi/domain/schemas/users';
import { CAR_NOT_FOUND_MESSAGE } from '@gaadi/domain/messages';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { findPublicListing, publicIdsAmong, publicListings } from '../listing-store/listing-rows.ts';
import { isUuid } from '../../platform/ids.ts';
import { publicCards } from '../listings/present-cards.ts';
import { getUserRow } from '../users/profile.ts';
import { addFavorite, favoriteEntries, removeFavorite } from './queries.ts';

const LISTING_NOT_FOUND = CAR_NOT_FOUND_MESSAGE;

async function publicListingOr404(ctx: AppContext, listingId: string) {
  const listing = isUuid(listingId) ? await findPublicListing(ctx.db, listingId) : null;
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  return listing;
}

export async function favorite(ctx: AppContext, userId: string, listingId: string) {
  await getUserRow(ctx, userId);
  const listing = await publicListingOr404(ctx, listingId);
  const row = await addFavorite(ctx.db, userId, listingId, listing.price);
  return { id: row.id, car_id: row.listingId, created_at: row.createdAt.toISOString() };
}

/** A favourite of a listing that has since left the public list can still be removed. */
export async function unfavorite(ctx: AppContext, userId: string, listingId: string) {
  if (!isUuid(listingId)) throw notFound(LISTING_NOT_FOUND);
  if (!(await removeFavorite(ctx.db, userId, listingId))) await publicListingOr404(ctx, listingId);
}

/**
 * The user's public favourites, newest first: all of them without `limit` (as before issue 13),
 * else one page. Favourites of listings that left the public catalogue stay stored but are not
 * listed or counted. A shortlist is a person's few dozen cars: its ids are read whole and only the
 * page's listings are loaded (three queries, whatever the page size).
 */
export async function listFavorites(ctx: AppContext, userId: string, q: FavoritesQuery = { page: 1 }) {
  await getUserRow(ctx, userId);
  const entries = await favoriteEntries(ctx.db, userId);
  const publicIds = new Set(await publicIdsAmong(ctx.db, entries.map((e) => e.listingId)));
  const visible = entries.filter((e) => publicIds.has(e.listingId));
  const limit = q.limit ?? Math.max(visible.length, 1);
  const slice = visible.slice((q.page - 1) * limit, q.page * limit);
  const ids = slice.map((e) => e.listingId);
  const rows = await publicListings(ctx.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shown = slice.flatMap((e) => {
    const row = byId.get(e.listingId);
    return row ? [{ entry: e, row }] : []; // a listing may have left the public catalogue a moment ago
  });
  const rated = await publicCards(ctx, shown.map(({ row }) => row));
  const cars: FavoriteCar[] = rated.map((car, i) => {
    const e = shown[i]!.entry;
    return { ...car, favorited_at: e.createdAt.toISOString(), price_when_favorited: e.priceWhenFavorited };
  });
  return { cars, pagination: pagination(q.page, limit, visible.length) };
}
