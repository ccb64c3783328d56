// The notification of contract 2.7, with the listing and inquiry it mentions when they still exist.
import type { Notification } from '@gaadi/domain/schemas/notifications';
import type { InquirySummary } from '../inquiries/inquiry-records.ts';
import type { ListingSummary } from '../listing-store/listing-rows.ts';
import type { NotificationRow } from './queries.ts';

export function toNotification(n: NotificationRow, l: ListingSummary | undefined, i: InquirySummary | undefined): Notification {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    priority: n.priority,
    is_read: n.isRead,
    created_at: n.createdAt.toISOString(),
    read_at: n.readAt?.toISOString() ?? null,
    data: n.data,
    car_info: l
      ? { id: l.id, title: l.title, year: l.year, brand: l.brandName, model: l.modelName, car_model: l.modelName, price: l.price, status: l.status }
      : null,
    inquiry_info: i ? { id: i.id, buyer_name: i.buyerName, status: i.status, message: i.message } : null,
    conversation_id: conversationOf(n, i),
  };
}

/**
 * The conversation it is about (issue 21): a visit's or a report's names it in its data; an
 * inquiry's, and the seller's answer to it, are about the inquiry's conversation.
 */
function conversationOf(n: NotificationRow, i: InquirySummary | undefined): string | null {
  const named = n.data.conversation_id;
  if (typeof named === 'string' && named) return named;
  return i?.conversationId ?? null;
}
