// What an inquiry write announces (decision 024); the seller's and the buyer's notifications listen
// (notifications/inquiry-notifications.ts, registered in modules/listeners.ts).
import type { ListingSummary } from '../listing-store/listing-rows.ts';

declare module '../../platform/domain-events.ts' {
  interface DomainEventMap {
    /** A buyer's message about a public listing (4.7, 6.8). */
    'inquiry.created': {
      inquiryId: string;
      listing: { id: string; sellerId: string; year: number; brandName: string; modelName: string; urgency: string; title: string };
      /** The signed-in buyer's account, when a valid user bearer came along. */
      buyerUserId: string | null;
      buyerName: string;
      buyerPhone: string | null;
      buyerEmail: string;
      message: string;
      preferredContactTime: string;
    };
    /** The seller's one answer (6.9). */
    'inquiry.responded': {
      inquiryId: string;
      listing: ListingSummary;
      buyerUserId: string | null;
      availableForCall: boolean;
      preferredContactTime?: string;
      /** The seller's answer. */
      message: string;
      sellerId: string;
    };
  }
}

export {};
