// seller_response of GET /cars/{id}/ (issue 15): how fast a seller first answers an inquiry. A
// response is the seller's first reply through the inbox (the inquiry moves from new to responded);
// closing an inquiry without a reply is not one. Shown once they have answered enough to mean it.
import type { SellerResponse } from '@gaadi/domain/schemas/trust';
import type { DbOrTx } from '../../platform/database.ts';
import { firstResponseStats } from './seller-response-queries.ts';

export const SELLER_RESPONSE_MIN_ANSWERED = 3;

export async function sellerResponseOf(db: DbOrTx, sellerId: string): Promise<SellerResponse | null> {
  const s = await firstResponseStats(db, sellerId);
  if (s.answered < SELLER_RESPONSE_MIN_ANSWERED || s.medianMinutes === null) return null;
  return { median_minutes: Math.round(s.medianMinutes), answered: s.answered };
}
