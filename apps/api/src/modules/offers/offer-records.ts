// What other modules may read and change of offers (this module owns the offers table; issue 21):
// the open and accepted offer of conversations (the conversation detail), offers by id (messages
// carry offer_id), closing what is open when a conversation closes, and the one serializer.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OfferStatus } from '@gaadi/domain/conversation-rules';
import type { Offer } from '@gaadi/domain/schemas/conversations';
import { offers } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type OfferRow = typeof offers.$inferSelect;

export function toOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    made_by: row.madeBy as Offer['made_by'],
    amount: row.amount,
    asking_price: row.askingPrice,
    status: row.status as OfferStatus,
    created_at: row.createdAt.toISOString(),
    responded_at: row.respondedAt?.toISOString() ?? null,
  };
}

export interface ConversationOffers {
  open: OfferRow | null;
  /** The latest accepted offer (after it the buyer books a visit). */
  accepted: OfferRow | null;
}

/** The open and the accepted offer of each conversation (every id is in the map), in one query. */
export async function offersOf(db: DbOrTx, conversationIds: string[]): Promise<Map<string, ConversationOffers>> {
  const out = new Map<string, ConversationOffers>(conversationIds.map((id) => [id, { open: null, accepted: null }]));
  if (!conversationIds.length) return out;
  const rows = await db
    .select()
    .from(offers)
    .where(and(inArray(offers.conversationId, [...new Set(conversationIds)]), inArray(offers.status, ['open', 'accepted'])))
    .orderBy(desc(offers.createdAt), desc(offers.id));
  for (const row of rows) {
    const entry = out.get(row.conversationId)!;
    if (row.status === 'open') entry.open ??= row;
    else entry.accepted ??= row;
  }
  return out;
}

/** Offers by id (a page of messages names them), in one query. */
export async function offersByIds(db: DbOrTx, ids: string[]): Promise<Map<string, OfferRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(offers).where(inArray(offers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The conversation closed (its car sold or removed): what is open closes with it. Call in the
 * transaction that closes the conversation; returns the offers it closed.
 */
export async function closeOpenOffers(tx: DbOrTx, conversationId: string): Promise<OfferRow[]> {
  return tx
    .update(offers)
    .set({ status: 'closed' satisfies OfferStatus, respondedAt: new Date() })
    .where(and(eq(offers.conversationId, conversationId), eq(offers.status, 'open')))
    .returning();
}
