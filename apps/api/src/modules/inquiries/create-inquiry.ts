// A buyer's message to a seller (contract 4.7, 6.8, 6.13): the inquiry, the listing's counter and
// the seller's notification are written together or not at all.
import { displayName } from '@gaadi/domain/listing-text';
import { toE164 } from '@gaadi/domain/phone';
import type { ContactSellerBody } from '@gaadi/domain/schemas/car';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { countInquiry } from '../listings/listing-records.ts';
import { notify } from '../notifications/notify.ts';
import { existingAccountId } from '../users/accounts.ts';
import { insertInquiry } from './queries.ts';

export interface CreateInquiryInput {
  listingId: string;
  body: ContactSellerBody;
  /** The signed-in buyer, when a valid user bearer came along. */
  buyerUserId: string | null;
}

/**
 * The inquiry phone rule (optional +, optional 91, ten digits) means an Indian number, so the
 * plus is dropped before normalising: "+9876543210" is +91 98765 43210, not a foreign number.
 */
export const inquiryPhoneE164 = (phone: string) => toE164(phone.replace(/\D/g, ''));

/** Returns the new inquiry's id, or null when the listing is not public (callers choose the error). */
export async function createInquiry(ctx: AppContext, input: CreateInquiryInput): Promise<string | null> {
  if (!isUuid(input.listingId)) return null;
  const { body } = input;
  const id = await ctx.db.transaction(async (tx) => {
    const listing = await countInquiry(tx, input.listingId);
    if (!listing) return null;
    const inquiry = await insertInquiry(tx, {
      listingId: listing.id,
      sellerId: listing.sellerId,
      buyerUserId: existingAccountId(input.buyerUserId),
      buyerName: body.buyer_name,
      buyerPhone: inquiryPhoneE164(body.buyer_phone),
      buyerEmail: body.buyer_email,
      message: body.message,
      preferredContactTime: body.preferred_contact_time,
      status: 'new',
    });
    await notify(tx, {
      userId: listing.sellerId,
      type: 'inquiry_received',
      title: 'New inquiry',
      message: `${body.buyer_name} asked about your ${displayName({ year: listing.year, brand: listing.brandName, model: listing.modelName })}`,
      // A seller who must sell within weeks gets buyers' messages emphasised (contract 2.7).
      priority: listing.urgency === 'normal' ? 'normal' : 'high',
      data: { car_id: listing.id, inquiry_id: inquiry.id, preferred_contact_time: body.preferred_contact_time },
      listingId: listing.id,
      inquiryId: inquiry.id,
    });
    return inquiry.id;
  });
  // inquiries_count is part of every Car the catalogue shows.
  if (id) ctx.events.changed(input.listingId);
  return id;
}

/** A valid user bearer links the buyer; anything else (none, stale, admin) counts as absent. */
export function buyerOf(actor: { kind: string; id: string } | null): string | null {
  return actor?.kind === 'user' ? actor.id : null;
}
