// GET /cars/{id}/ (contract 4.2): who may see a listing, view counting, the full Car.
import type { Car } from '@gaadi/domain/schemas/car';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { forEachVisitor } from '../../platform/visitor-effects.ts';
import { can, requireAccess } from '../access/access-policy.ts';
import { dealerRefJoin } from '../dealers/dealer-records.ts';
import { keptStatsOf } from '../fair-price/kept-stats.ts';
import { priceRatings } from '../fair-price/rate-listings.ts';
import { sellerResponseJoin, sellerResponseOfJoined, type JoinedSellerResponse } from '../conversations/seller-response.ts';
import { listingPageQuery, type CardRow } from '../listing-store/card-rows.ts';
import { listingCountersOf } from '../listing-store/view-counter.ts';
import { priceHistoryJoin, priceHistoryOfJoined, type JoinedPriceHistory } from '../listing-store/price-history.ts';
import type { ListingRow } from '../listing-store/listing-rows.ts';
import { imagesJoin, imagesOfJoined, type JoinedImages } from '../media/listing-images.ts';
import { latestVerificationJoin, publicVerificationOfJoined, type JoinedVerification } from '../verifications/verification-records.ts';
import { sellerAccounts, toCar } from './serialize.ts';

export interface Viewer {
  /** Valid bearer's identity; an invalid bearer counts as none (contract 1.8). */
  actor: Actor | null;
  ip: string;
}

/** The listing with its photos, price history, checklist, seller's response time and dealer: one round trip (decision 048). */
const pageOfListing = listingPageQuery('listing_page', {
  images: imagesJoin('l.id'),
  history: priceHistoryJoin('l.id'),
  verification: latestVerificationJoin('l.id'),
  response: sellerResponseJoin('l.seller_id'),
  dealer: dealerRefJoin('l.seller_id'),
});

/** The listing's columns (search text aside) and what each join adds. */
type PageRow = Omit<ListingRow, 'searchText'> &
  Pick<CardRow, 'dealerName' | 'dealerSlug'> &
  JoinedImages &
  JoinedPriceHistory &
  JoinedVerification &
  JoinedSellerResponse;

export async function getCarDetail(ctx: AppContext, id: string, viewer: Viewer): Promise<Car> {
  const joined = isUuid(id) ? ((await ctx.pool.query<PageRow>(pageOfListing(id))).rows[0] ?? null) : null;
  // The rows leave out the search text, which neither the policy nor the serializer reads.
  const row = joined as unknown as ListingRow | null;
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
  const page = joined!;
  const [sellers, ratings] = await Promise.all([
    privileged ? sellerAccounts(ctx.db, [row.sellerId]) : null,
    priceRatings(ctx.pool, [row], keptStatsOf(ctx)),
  ]);
  const seller = sellers?.get(row.sellerId) ?? null;
  const car = toCar(row, imagesOfJoined(row.id, page), ctx.storage, privileged ? { seller, includeSellerInfo: true } : {});
  // Issue 15's added fields (decision 017).
  // Issue 22: the dealer who sells it, linked from the page.
  return {
    ...car,
    price_rating: ratings.get(row.id) ?? null,
    price_history: priceHistoryOfJoined(page),
    verification: publicVerificationOfJoined(row, page),
    seller_response: sellerResponseOfJoined(page),
    dealer: page.dealerSlug === null ? null : { name: page.dealerName!, slug: page.dealerSlug },
  };
}
