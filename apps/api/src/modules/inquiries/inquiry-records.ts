// What other modules may read of inquiries (this module owns inquiries and inquiry_responses).
import { eq, inArray, sql } from 'drizzle-orm';
import { inquiries } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export interface InquirySummary {
  id: string;
  buyerName: string;
  status: string;
  message: string;
  /** The conversation it is a message of (issue 21); null only before its conversation is written. */
  conversationId: string | null;
}

/** Buyer, status and message of many inquiries in one query (notifications mention them). */
export async function inquirySummaries(db: DbOrTx, ids: string[]): Promise<Map<string, InquirySummary>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: inquiries.id, buyerName: inquiries.buyerName, status: inquiries.status, message: inquiries.message, conversationId: inquiries.conversationId })
    .from(inquiries)
    .where(inArray(inquiries.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Inquiries about a listing per day (India time) from `fromDay` on (inquiries_listing_idx). */
export async function inquiriesPerDay(db: DbOrTx, listingId: string, fromDay: string): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ day: string; n: number }>(sql`
    select to_char((created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day, count(*)::int as n
    from inquiries where listing_id = ${listingId} and created_at >= (${fromDay}::date at time zone 'Asia/Kolkata')
    group by 1`);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** The conversation an inquiry is a message of (issue 21), written in the inquiry's transaction. */
export async function linkConversation(tx: DbOrTx, inquiryId: string, conversationId: string) {
  await tx.update(inquiries).set({ conversationId }).where(eq(inquiries.id, inquiryId));
}
