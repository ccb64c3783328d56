// The flat inquiry of contract 2.6, and the detail of 6.7.
import type { Inquiry, InquiryDetail } from '@gaadi/domain/schemas/inquiries';
import type { inquiryResponses } from '../../db/schema.ts';
import type { ListingSummary } from '../listing-store/listing-rows.ts';
import type { InquiryRow } from './queries.ts';

/** An inquiry with the listing it is about. */
export interface InquiryWithListing {
  inquiry: InquiryRow;
  listing: ListingSummary;
}

type ResponseRow = typeof inquiryResponses.$inferSelect;

export function toInquiry({ inquiry: i, listing: l }: InquiryWithListing, thumbnail: string | null): Inquiry {
  return {
    id: i.id,
    status: i.status,
    buyer_name: i.buyerName,
    buyer_phone: i.buyerPhone,
    buyer_email: i.buyerEmail,
    message: i.message,
    preferred_contact_time: i.preferredContactTime,
    created_at: i.createdAt.toISOString(),
    seller_response: i.sellerResponse,
    conversation_id: i.conversationId,
    car: {
      id: l.id,
      title: l.title,
      year: l.year,
      brand: l.brandName,
      model: l.modelName,
      car_model: l.modelName,
      price: l.price,
      thumbnail,
    },
  };
}

export function toInquiryDetail(row: InquiryWithListing, thumbnail: string | null, responses: ResponseRow[]): InquiryDetail {
  return {
    ...toInquiry(row, thumbnail),
    responded_at: row.inquiry.respondedAt?.toISOString() ?? null,
    available_for_call: row.inquiry.availableForCall,
    responses: responses.map((r) => ({
      id: r.id,
      message: r.message,
      available_for_call: r.availableForCall,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
