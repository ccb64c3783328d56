// GET /cars/seller/listings/ and /cars/seller/stats/ (contract 6.4, 6.5).
import { pagination } from '@gaadi/domain/schemas/car';
import type { SellerListingsQuery } from '@gaadi/domain/schemas/seller';
import type { AppContext } from '../../platform/context.ts';
import { presentCars } from './present-cars.ts';
import { listingStatusCounts, sellerListingsPage, sellerPerformance } from '../listing-store/listing-rows.ts';

export async function sellerListings(ctx: AppContext, sellerId: string, q: SellerListingsQuery) {
  const { page, limit, ...filters } = q;
  const [{ rows, total }, stats] = await Promise.all([
    sellerListingsPage(ctx.db, { sellerId, ...filters }, page, limit),
    listingStatusCounts(ctx.db, sellerId),
  ]);
  // All images: each item is later the starting body of an edit (6.2).
  // A rejected listing carries the reviewer's reason so that its card can show it (issue 14).
  const cars = (await presentCars(ctx, rows)).map((car, i) => ({
    ...car,
    rejection_reason: car.status === 'rejected' ? (rows[i]!.rejectionReason ?? null) : null,
  }));
  return { listings: cars, cars, stats, pagination: pagination(page, limit, total) };
}

export async function sellerStats(ctx: AppContext, sellerId: string) {
  const [counts, performance] = await Promise.all([listingStatusCounts(ctx.db, sellerId), sellerPerformance(ctx.db, sellerId)]);
  // "active" = currently public = approved (6.5).
  return { listings: { ...counts, active: counts.approved }, performance };
}
