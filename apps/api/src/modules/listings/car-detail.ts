// GET /cars/{id}/ (contract 4.2): who may see a listing, view counting, the full Car.
import type { Car } from '@gaadi/domain/schemas/car';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { forEachVisitor } from '../../platform/visitor-effects.ts';
import { can, requireAccess } from '../access/access-policy.ts';
import { dealerOfUser } from '../dealers/dealer-records.ts';
import { keptStatsOf } from '../fair-price/kept-stats.ts';
import { priceRatings } from '../fair-price/rate-listings.ts';
import { sellerResponseOf } from '../conversations/seller-response.ts';
import { findListing } from '../listing-store/listing-rows.ts';
import { listingCountersOf } from '../listing-store/view-counter.ts';
import { priceHistoryOf } from '../listing-store/price-history.ts';
import { imagesOfListings } from '../media/listing-images.ts';
import { publicVerification } from '../verifications/verification-records.ts';
import { sellerAccounts, toCar } from './serialize.ts';

export interface Viewer {
  /** Valid bearer's identity; an invalid bearer counts as none (contract 1.8). */
  actor: Actor | null;
  ip: string;
}

export async function getCarDetail(ctx: AppContext, id: string, viewer: Viewer): Promise<Car> {
  const row = isUuid(id) ? await findListing(ctx.db, id) : null;
  const { actor } = viewer;
  // A listing outside the public catalogue does not exist for anyone but its owner and admins.
  requireAccess(actor, 'listing.read', row);
  const privileged = can(actor, 'listing.readAsSeller', row);

  // Views measure buyer interest: the owner's and admins' own visits are not counted.
  const counters = listingCountersOf(ctx);
  // An anonymous view is counted again for each visitor a kept rendered page serves (decision 029).
  if (actor && !privileged) counters.view(row.id, `u:${actor.id}`);
  else if (!privileged) forEachVisitor(viewer, ({ ip }) => counters.view(row.id, `ip:${ip}`));
  // The stored count and what this process counted since its last write (decision 028).
  row.viewsCount += counters.pending(row.id);
  const [images, sellers, ratings, history, verification, response, dealer] = await Promise.all([
    imagesOfListings(ctx.db, [row.id]),
    privileged ? sellerAccounts(ctx.db, [row.sellerId]) : null,
    priceRatings(ctx.pool, [row], keptStatsOf(ctx)),
    priceHistoryOf(ctx.db, row.id),
    publicVerification(ctx.db, row),
    sellerResponseOf(ctx.db, row.sellerId),
    dealerOfUser(ctx.db, row.sellerId),
  ]);
  const seller = sellers?.get(row.sellerId) ?? null;
  const car = toCar(row, images.get(row.id) ?? [], ctx.storage, privileged ? { seller, includeSellerInfo: true } : {});
  // Issue 15's added fields (decision 017).
  // Issue 22: the dealer who sells it, linked from the page.
  const dealerRef = dealer ? { name: dealer.businessName, slug: dealer.slug } : null;
  return { ...car, price_rating: ratings.get(row.id) ?? null, price_history: history, verification, seller_response: response, dealer: dealerRef };
}
