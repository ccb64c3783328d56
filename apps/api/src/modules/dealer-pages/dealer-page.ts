// A dealer's public page (issue 22): the profile and its approved cars, newest first, paged, as
// cards (the same shape as search's). An address that names no dealer is a 404.
import { PUBLIC_STATUS } from '@gaadi/domain/constants';
import { pagination } from '@gaadi/domain/schemas/car';
import { DEALER_MESSAGES, DEALER_PAGE_SIZE, type DealerPage } from '@gaadi/domain/schemas/dealers';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { dealerBySlug } from '../dealers/dealer-records.ts';
import { toDealer } from '../dealers/serialize.ts';
import { sellerListingsPage } from '../listing-store/listing-rows.ts';
import { publicCards } from '../listings/present-cards.ts';

export async function dealerPage(ctx: AppContext, slug: string, page: number): Promise<DealerPage> {
  const row = await dealerBySlug(ctx.db, slug.toLowerCase());
  if (!row) throw notFound(DEALER_MESSAGES.notFound);
  // listings_seller_created_idx: the dealer's listings newest first, filtered to the approved ones.
  const { rows, total } = await sellerListingsPage(ctx.db, { sellerId: row.userId, status: PUBLIC_STATUS }, page, DEALER_PAGE_SIZE);
  return { dealer: toDealer(row, ctx.storage), cars: await publicCards(ctx, rows), pagination: pagination(page, DEALER_PAGE_SIZE, total) };
}
