// seller_response of GET /cars/{id}/ (issue 15, issue 21): how fast a seller first answers. A
// conversation's first response is the seller's first message in it (a chat reply or the inbox's
// spec response), timed from the conversation's start; its last 100 conversations count, and only
// once the seller has answered enough to mean it.
import { sql } from 'drizzle-orm';
import type { SellerResponse } from '@gaadi/domain/schemas/trust';
import type { DbOrTx } from '../../platform/database.ts';

export const SELLER_RESPONSE_MIN_ANSWERED = 3;
const RECENT_CONVERSATIONS = 100;

export async function sellerResponseOf(db: DbOrTx, sellerId: string): Promise<SellerResponse | null> {
  const { rows } = await db.execute<{ answered: number; median_minutes: number | null }>(sql`
    select count(first_reply)::int as answered,
      percentile_cont(0.5) within group (order by extract(epoch from first_reply - created_at) / 60)::float8 as median_minutes
    from (
      select c.created_at,
        (select min(m.created_at) from messages m where m.conversation_id = c.id and m.sender = 'seller') as first_reply
      from conversations c where c.seller_id = ${sellerId}
      order by c.last_message_at desc limit ${RECENT_CONVERSATIONS}
    ) recent
    where first_reply is not null`);
  const s = rows[0];
  if (!s || s.answered < SELLER_RESPONSE_MIN_ANSWERED || s.median_minutes === null) return null;
  return { median_minutes: Math.round(s.median_minutes), answered: s.answered };
}
