// The notifications that follow inquiries (contract 6.13), written in the inquiry's own transaction
// (decision 024): the seller hears of a buyer's message, the signed-in buyer of the seller's answer.
import { displayName } from '@gaadi/domain/listing-text';
import { fillText, NOTIFICATION_TEXTS as TEXT } from '@gaadi/domain/notification-texts';
import type { DomainEvent, Write } from '../../platform/domain-events.ts';
import type {} from '../inquiries/inquiry-events.ts'; // the events it listens to (declaration merging)
import { notify } from './notify.ts';

const carName = (l: { year: number; brandName: string; modelName: string }) => displayName({ year: l.year, brand: l.brandName, model: l.modelName });

export async function noticeInquiry({ tx }: Write, e: DomainEvent<'inquiry.created'>) {
  await notify(tx, {
    userId: e.listing.sellerId,
    type: 'inquiry_received',
    title: TEXT.inquiryTitle,
    message: fillText(TEXT.inquiry, { buyer: e.buyerName, car: carName(e.listing) }),
    // A seller who must sell within weeks gets buyers' messages emphasised (contract 2.7).
    priority: e.listing.urgency === 'normal' ? 'normal' : 'high',
    data: { car_id: e.listing.id, inquiry_id: e.inquiryId, preferred_contact_time: e.preferredContactTime },
    listingId: e.listing.id,
    inquiryId: e.inquiryId,
  });
}

/** Only a buyer who wrote signed in (or linked since) has an account to tell. */
export async function noticeResponse({ tx }: Write, e: DomainEvent<'inquiry.responded'>) {
  if (!e.buyerUserId) return;
  await notify(tx, {
    userId: e.buyerUserId,
    type: 'inquiry_response',
    title: TEXT.responseTitle,
    message: fillText(TEXT.response, { car: carName(e.listing) }),
    data: {
      car_id: e.listing.id,
      inquiry_id: e.inquiryId,
      available_for_call: e.availableForCall,
      ...(e.preferredContactTime ? { preferred_contact_time: e.preferredContactTime } : {}),
    },
    listingId: e.listing.id,
    inquiryId: e.inquiryId,
  });
}
