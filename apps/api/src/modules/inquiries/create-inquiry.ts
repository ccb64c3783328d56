// A buyer's message to a seller (contract 4.7, 6.8, 6.13): the inquiry and the listing's counter are
// written together or not at all, and the seller's notification follows the announcement
// ('inquiry.created') in the same transaction.
import { toE164 } from '@gaadi/domain/phone';
import type { ContactSellerBody } from '@gaadi/domain/schemas/car';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import type {} from './inquiry-events.ts'; // the events it publishes (declaration merging)
import { countInquiry } from '../listing-store/listing-writes.ts';
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
  return ctx.events.transaction(async (w) => {
    const listing = await countInquiry(w, input.listingId);
    if (!listing) return null;
    const inquiry = await insertInquiry(w.tx, {
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
    await w.publish({
      type: 'inquiry.created',
      inquiryId: inquiry.id,
      listing,
      buyerUserId: inquiry.buyerUserId,
      buyerName: inquiry.buyerName,
      buyerPhone: inquiry.buyerPhone,
      buyerEmail: inquiry.buyerEmail,
      message: inquiry.message,
      preferredContactTime: body.preferred_contact_time,
    });
    return inquiry.id;
  });
}

/** A valid user bearer links the buyer; anything else (none, stale, admin) counts as absent. */
export function buyerOf(actor: { kind: string; id: string } | null): string | null {
  return actor?.kind === 'user' ? actor.id : null;
}
