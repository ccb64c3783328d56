// Rules of the seller's inquiry inbox (contract 6.6, 6.7, 6.9). Each function checks access first.
import { pagination } from '@gaadi/domain/schemas/car';
import { INQUIRY_MESSAGES, type InquiriesQuery, type RespondBody } from '@gaadi/domain/schemas/inquiries';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type {} from './inquiry-events.ts'; // the events it publishes (declaration merging)
import { requireAccess } from '../access/access-policy.ts';
import { listingSummaries } from '../listing-store/listing-rows.ts';
import { imagesOfListings } from '../media/listing-images.ts';
import {
  countSellerInquiries,
  findInquiry,
  insertResponse,
  listSellerInquiries,
  markResponded,
  responsesOf,
  sellerInquiryStats,
  type SellerInquiryFilters,
} from './queries.ts';
import { toInquiry, toInquiryDetail, type InquiryWithListing } from './serialize.ts';

/** Cover thumbnails of many listings in one query. */
async function thumbnailsOf(ctx: AppContext, listingIds: string[]) {
  const images = await imagesOfListings(ctx.db, [...new Set(listingIds)], { firstOnly: true });
  return (id: string) => {
    const first = images.get(id)?.[0];
    return first ? ctx.storage.url(first.thumbnailKey) : null;
  };
}

export async function listInquiries(ctx: AppContext, sellerId: string, query: InquiriesQuery) {
  const filters: SellerInquiryFilters = {
    carId: query.carId,
    status: query.status,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    phoneDigits: query.buyerPhone?.replace(/\D/g, '') || undefined,
  };
  // Ids are opaque: a car id that cannot exist simply matches nothing.
  const impossible = !!filters.carId && !isUuid(filters.carId);
  const [stats, rows, total] = await Promise.all([
    sellerInquiryStats(ctx.db, sellerId),
    impossible ? [] : listSellerInquiries(ctx.db, sellerId, filters, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    impossible ? 0 : countSellerInquiries(ctx.db, sellerId, filters),
  ]);
  const listingIds = rows.map((r) => r.listingId);
  const [listings, thumbnail] = await Promise.all([listingSummaries(ctx.db, listingIds), thumbnailsOf(ctx, listingIds)]);
  // An inquiry's listing cascades with it, so every one is found.
  return {
    inquiries: rows.map((r) => toInquiry({ inquiry: r, listing: listings.get(r.listingId)! }, thumbnail(r.listingId))),
    stats,
    pagination: pagination(query.page, query.limit, total),
  };
}

/** The inquiry with its listing, or null. */
async function findWithListing(ctx: AppContext, id: string): Promise<InquiryWithListing | null> {
  const inquiry = isUuid(id) ? await findInquiry(ctx.db, id) : null;
  const listing = inquiry ? (await listingSummaries(ctx.db, [inquiry.listingId])).get(inquiry.listingId) : undefined;
  return inquiry && listing ? { inquiry, listing } : null;
}

/** The seller or the linked buyer sees an inquiry; anyone else is told it does not exist. */
export async function getInquiry(ctx: AppContext, actor: Actor, id: string) {
  const row = await findWithListing(ctx, id);
  requireAccess(actor, 'inquiry.read', row?.inquiry);
  const [thumbnail, responses] = await Promise.all([thumbnailsOf(ctx, [row!.listing.id]), responsesOf(ctx.db, id)]);
  return toInquiryDetail(row!, thumbnail(row!.listing.id), responses);
}

/** One answer per inquiry: only a `new` inquiry can be answered (409 CONFLICT afterwards). */
export async function respondToInquiry(ctx: AppContext, actor: Actor, id: string, body: RespondBody) {
  const row = await findWithListing(ctx, id);
  requireAccess(actor, 'inquiry.respond', row?.inquiry);
  const { listing } = row!;
  if (row!.inquiry.status !== 'new') throw conflict(INQUIRY_MESSAGES.alreadyAnswered);
  const availableForCall = body.available_for_call ?? false;
  await ctx.events.transaction(async (w) => {
    const updated = await markResponded(w.tx, id, { message: body.message, availableForCall });
    if (!updated) throw conflict(INQUIRY_MESSAGES.alreadyAnswered);
    await insertResponse(w.tx, { inquiryId: id, message: body.message, availableForCall });
    await w.publish({
      type: 'inquiry.responded',
      inquiryId: id,
      listing,
      buyerUserId: updated.buyerUserId,
      availableForCall,
      ...(body.preferred_contact_time ? { preferredContactTime: body.preferred_contact_time } : {}),
      message: body.message,
      sellerId: updated.sellerId,
    });
  });
}
