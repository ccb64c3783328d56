// seller_response of GET /cars/{id}/ (issue 15, issue 21): how fast a seller first answers. A
// conversation's first response is the seller's first message in it (a chat reply or the inbox's
// spec response), timed from the conversation's start; its last 100 conversations count, and only
// once the seller has answered enough to mean it.
import type { SellerResponse } from '@gaadi/domain/schemas/trust';

export const SELLER_RESPONSE_MIN_ANSWERED = 3;
const RECENT_CONVERSATIONS = 100;

/**
 * `left join lateral (…) response on true` giving "responseAnswered" and "responseMedianMinutes" as
 * the last 100 conversations count them, for the statement that reads a listing's page (listing-store's
 * listingPageQuery, decision 048).
 */
export const sellerResponseJoin = (sellerIdSql: string) => `left join lateral (
    select count(first_reply)::int as "responseAnswered",
      percentile_cont(0.5) within group (order by extract(epoch from first_reply - created_at) / 60)::float8 as "responseMedianMinutes"
    from (
      select c.created_at,
        (select min(m.created_at) from messages m where m.conversation_id = c.id and m.sender = 'seller') as first_reply
      from conversations c where c.seller_id = ${sellerIdSql}
      order by c.last_message_at desc limit ${RECENT_CONVERSATIONS}
    ) recent
    where first_reply is not null
  ) response on true`;

/** What sellerResponseJoin adds to a row. */
export interface JoinedSellerResponse {
  responseAnswered: number | null;
  responseMedianMinutes: number | null;
}

/** The seller's response time once they have answered enough to mean it, else null. */
export function sellerResponseOfJoined(j: JoinedSellerResponse): SellerResponse | null {
  if (!j.responseAnswered || j.responseAnswered < SELLER_RESPONSE_MIN_ANSWERED || j.responseMedianMinutes === null) return null;
  return { median_minutes: Math.round(j.responseMedianMinutes), answered: j.responseAnswered };
}
