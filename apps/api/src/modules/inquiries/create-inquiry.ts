// A buyer's message to a seller (contract 4.7, 6.8, 6.13): the inquiry and the listing's counter are
// written together or not at all, and the seller's notification follows the announcement
// ('inquiry.created') in the same transaction.
import { toE164 } from '@gaadi/domain/phone';
import type { ContactSellerBody } from '@gaadi/domain/schemas/car';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/database.ts';
import { validationError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type {} from './inquiry-events.ts'; // the events it publishes (declaration merging)
import { countInquiry } from '../listing-store/listing-writes.ts';
import { existingAccountId } from '../users/accounts.ts';
import { inquiryByClientKey, insertInquiry } from './queries.ts';

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

/**
 * Returns the new inquiry's id, or null when the listing is not public (callers choose the error).
 * With a client key (issue 24), a retry of a submission that was stored (the answer lost, a
 * double tap, a balancer's retry) returns the first inquiry's id and stores nothing: no second
 * inquiry, count or notification. The key is the buyer's own: used with another phone number it
 * is refused.
 */
export async function createInquiry(ctx: AppContext, input: CreateInquiryInput): Promise<string | null> {
  if (!isUuid(input.listingId)) return null;
  const key = input.body.client_key;
  const phone = inquiryPhoneE164(input.body.buyer_phone);
  const earlier = async () => {
    const row = key ? await inquiryByClientKey(ctx.db, input.listingId, key) : null;
    if (row && row.buyerPhone !== phone) throw validationError({ client_key: ['This key was already used for another inquiry'] });
    return row?.id ?? null;
  };
  const first = await earlier();
  if (first) return first;
  try {
    return await insert(ctx, input, phone);
  } catch (e) {
    // Two copies at once: the second meets the first's key and answers with it.
    if (key && isUniqueViolation(e, 'inquiries_client_key_uq')) {
      const id = await earlier();
      if (id) return id;
    }
    throw e;
  }
}

async function insert(ctx: AppContext, input: CreateInquiryInput, phone: string | null): Promise<string | null> {
  const { body } = input;
  return ctx.events.transaction(async (w) => {
    const listing = await countInquiry(w, input.listingId);
    if (!listing) return null;
    const inquiry = await insertInquiry(w.tx, {
      listingId: listing.id,
      sellerId: listing.sellerId,
      buyerUserId: existingAccountId(input.buyerUserId),
      buyerName: body.buyer_name,
      buyerPhone: phone,
      buyerEmail: body.buyer_email,
      message: body.message,
      preferredContactTime: body.preferred_contact_time,
      status: 'new',
      clientKey: body.client_key ?? null,
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
