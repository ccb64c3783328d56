import type { Car } from '@gaadi/domain/schemas/car';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { imageCountsOfListings, imagesOfListings } from '../media/listing-images.ts';
import { dealerRefsOfUsers } from '../dealers/dealer-records.ts';
import { priceRatings } from '../fair-price/rate-listings.ts';
import { sellerAccounts, toCar } from './serialize.ts';
import type { ListingRow } from '../listing-store/listing-rows.ts';

/** Seller and admin views of listings: Cars with seller_info and seller, images in two queries. */
export async function presentCars(ctx: AppContext, rows: ListingRow[], opts: { firstImageOnly?: boolean; db?: DbOrTx } = {}): Promise<Car[]> {
  const db = opts.db ?? ctx.db;
  const ids = rows.map((r) => r.id);
  const [images, sellers, counts, ratings, dealers] = await Promise.all([
    imagesOfListings(db, ids, { firstOnly: opts.firstImageOnly }),
    sellerAccounts(db, rows.map((r) => r.sellerId)),
    opts.firstImageOnly ? imageCountsOfListings(db, ids) : null,
    priceRatings(db, rows),
    dealerRefsOfUsers(db, rows.map((r) => r.sellerId)),
  ]);
  return rows.map((r) => ({
    ...toCar(r, images.get(r.id) ?? [], ctx.storage, {
      includeSellerInfo: true,
      imagesCount: counts ? (counts.get(r.id) ?? 0) : undefined,
      seller: sellers.get(r.sellerId) ?? { id: r.sellerId, name: '', phone_number: null },
    }),
    price_rating: ratings.get(r.id) ?? null,
    dealer: dealers.get(r.sellerId) ?? null,
  }));
}

export async function presentCar(ctx: AppContext, row: ListingRow): Promise<Car> {
  const [car] = await presentCars(ctx, [row]);
  return car!;
}
