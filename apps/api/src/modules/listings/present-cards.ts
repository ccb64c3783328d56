// Public cards (issue 13, 15): a listing as every list of cars shows it (search, similar cars,
// landing pages, favourites), with its cover, photo count and fair-price rating. The next card
// field is added here once, not at each list.
import type { Car } from '@gaadi/domain/schemas/car';
import type { PriceRating } from '@gaadi/domain/schemas/trust';
import type { AppContext } from '../../platform/context.ts';
import { imageCountsOfListings, imagesOfListings, type ImageRow } from '../media/listing-images.ts';
import { keptStatsOf } from '../fair-price/kept-stats.ts';
import { priceRatings } from '../fair-price/rate-listings.ts';
import { dealerRefsOfUsers } from '../dealers/dealer-records.ts';
import type { CardRow } from '../listing-store/card-rows.ts';
import type { ListingRow } from '../listing-store/listing-rows.ts';
import { toCar } from './serialize.ts';

/** The cover image of a card row as the serializer takes images (lists carry only the first, contract 2.2). */
export const coverOf = (r: CardRow): ImageRow[] =>
  r.imageId
    ? [
        {
          id: r.imageId,
          listingId: r.id,
          storageKey: r.imageKey!,
          thumbnailKey: r.imageThumbnailKey!,
          position: 0,
          renditions: r.imageRenditions,
          width: r.imageWidth,
          height: r.imageHeight,
        },
      ]
    : [];

type Db = Parameters<typeof priceRatings>[0];

/** A card: the serializer's car with its fair-price rating and dealer added to it (not to a copy of it). */
const card = (car: Car, rating: PriceRating | null | undefined, dealer: Car['dealer'] | undefined): Car =>
  Object.assign(car, { price_rating: rating ?? null, dealer: dealer ?? null });

/**
 * Cards of rows read with their cover, photo count and dealer (cardsOfPage), in the rows' order.
 * Issue 22: each card names its seller's dealer (null for a private seller).
 */
export async function cardsOfRows(ctx: AppContext, db: Db, rows: CardRow[]): Promise<Car[]> {
  const ratings = await priceRatings(db, rows, keptStatsOf(ctx));
  return rows.map((r) =>
    card(toCar(r, coverOf(r), ctx.storage, { imagesCount: r.imagesCount ?? 0 }), ratings.get(r.id), r.dealerSlug === null ? null : { name: r.dealerName!, slug: r.dealerSlug }),
  );
}

/** Cards of whole listing rows, in their order: covers and photo counts in two more queries. */
export async function publicCards(ctx: AppContext, rows: ListingRow[]): Promise<Car[]> {
  const ids = rows.map((r) => r.id);
  const [covers, counts] = await Promise.all([imagesOfListings(ctx.db, ids, { firstOnly: true }), imageCountsOfListings(ctx.db, ids)]);
  // Each card names its seller's dealer, read for the whole page in one query beside the ratings'.
  const [ratings, dealers] = await Promise.all([priceRatings(ctx.pool, rows, keptStatsOf(ctx)), dealerRefsOfUsers(ctx.pool, rows.map((r) => r.sellerId))]);
  return rows.map((r) =>
    card(toCar(r, covers.get(r.id) ?? [], ctx.storage, { imagesCount: counts.get(r.id) ?? 0 }), ratings.get(r.id), dealers.get(r.sellerId)),
  );
}
