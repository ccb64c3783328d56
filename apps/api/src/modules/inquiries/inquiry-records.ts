// What other modules may read of inquiries (this module owns inquiries and inquiry_responses).
import type { DbOrTx } from '../../platform/database.ts';
import { inquirySummariesOf } from './queries.ts';

export interface InquirySummary {
  id: string;
  buyerName: string;
  status: string;
  message: string;
}

/** Buyer, status and message of many inquiries in one query (notifications mention them). */
export async function inquirySummaries(db: DbOrTx, ids: string[]): Promise<Map<string, InquirySummary>> {
  return new Map((await inquirySummariesOf(db, ids)).map((r) => [r.id, r]));
}
