// What other modules may read of inquiries (this module owns inquiries and inquiry_responses).
import { inArray } from 'drizzle-orm';
import { inquiries } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export interface InquirySummary {
  id: string;
  buyerName: string;
  status: string;
  message: string;
}

/** Buyer, status and message of many inquiries in one query (notifications mention them). */
export async function inquirySummaries(db: DbOrTx, ids: string[]): Promise<Map<string, InquirySummary>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: inquiries.id, buyerName: inquiries.buyerName, status: inquiries.status, message: inquiries.message })
    .from(inquiries)
    .where(inArray(inquiries.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
