// Conversations and messages as the reader sees them (issue 21): their side, the other person's
// name, the car as it is today (or as it was, once gone), read marks of their own messages and the
// safety warning on the other side's.
import { CONVERSATION_LIMITS } from '@gaadi/domain/conversation-rules';
import type { ConversationSummary, Message, Offer, Visit } from '@gaadi/domain/schemas/conversations';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { listingSummaries } from '../listing-store/listing-rows.ts';
import { imagesOfListings } from '../media/listing-images.ts';
import { accountContacts } from '../users/accounts.ts';
import type { ConversationRow, MessageRow, Side } from './conversation-records.ts';

export interface Reading {
  side: Side;
  /** When the other side last read and was delivered to (marks on the reader's own messages). */
  otherReadAt: Date | null;
  otherDeliveredAt: Date | null;
  offers?: Map<string, Offer>;
  visits?: Map<string, Visit>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function readingOf(c: ConversationRow, side: Side, extra: Pick<Reading, 'offers' | 'visits'> = {}): Reading {
  return {
    side,
    otherReadAt: side === 'buyer' ? c.sellerReadAt : c.buyerReadAt,
    otherDeliveredAt: side === 'buyer' ? c.sellerDeliveredAt : c.buyerDeliveredAt,
    ...extra,
  };
}

export function toMessage(m: MessageRow, r: Reading): Message {
  const mine = m.sender === r.side;
  const at = m.createdAt.getTime();
  const status = !mine ? null : r.otherReadAt && r.otherReadAt.getTime() >= at ? 'read' : r.otherDeliveredAt && r.otherDeliveredAt.getTime() >= at ? 'delivered' : 'sent';
  return {
    id: m.id,
    seq: m.seq,
    sender: m.sender as Message['sender'],
    mine,
    kind: m.kind,
    body: m.body,
    created_at: m.createdAt.toISOString(),
    warning: m.flagged && !mine,
    status,
    offer: (m.offerId && r.offers?.get(m.offerId)) || null,
    visit: (m.visitId && r.visits?.get(m.visitId)) || null,
    client_key: mine ? m.clientKey : null,
  };
}

export interface CarInfo {
  title: string;
  price: number | null;
  status: string | null;
  thumbnail: string | null;
}

/** Today's car of each conversation (title, price, status, cover) and the other person's name. */
export async function aroundConversations(ctx: AppContext, db: DbOrTx, rows: ConversationRow[]) {
  const listingIds = [...new Set(rows.map((r) => r.listingId))];
  const [listings, covers, sellers] = await Promise.all([
    listingSummaries(db, listingIds),
    imagesOfListings(db, listingIds, { firstOnly: true }),
    accountContacts(db, rows.map((r) => r.sellerId)),
  ]);
  const car = (c: ConversationRow): CarInfo => {
    const l = listings.get(c.listingId);
    const cover = covers.get(c.listingId)?.[0];
    return { title: l?.title ?? c.carTitle, price: l?.price ?? null, status: l?.status ?? null, thumbnail: cover ? ctx.storage.url(cover.thumbnailKey) : null };
  };
  const otherName = (c: ConversationRow, side: Side) => (side === 'seller' ? c.buyerName : sellers.get(c.sellerId)?.name || 'Seller');
  return { car, otherName };
}

export function toSummary(
  c: ConversationRow & { lastMessage: MessageRow | null },
  side: Side,
  around: { car: (c: ConversationRow) => CarInfo; otherName: (c: ConversationRow, side: Side) => string },
): ConversationSummary {
  const last = c.lastMessage;
  const car = around.car(c);
  return {
    id: c.id,
    role: side,
    status: c.status as ConversationSummary['status'],
    closed_reason: c.closedReason,
    car: { id: c.listingId, ...car },
    other_party: { name: around.otherName(c, side) },
    last_message: last
      ? {
          id: last.id,
          sender: last.sender === 'system' ? 'system' : last.sender === side ? 'me' : 'them',
          kind: last.kind,
          body: last.body.length > CONVERSATION_LIMITS.previewChars ? `${last.body.slice(0, CONVERSATION_LIMITS.previewChars - 1)}…` : last.body,
          created_at: last.createdAt.toISOString(),
        }
      : null,
    unread_count: side === 'seller' ? c.sellerUnread : c.buyerUnread,
    archived: (side === 'seller' ? c.sellerArchivedAt : c.buyerArchivedAt) !== null,
    last_activity_at: c.lastMessageAt.toISOString(),
    created_at: c.createdAt.toISOString(),
  };
}

export { iso };
