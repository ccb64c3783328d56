// What moderation's quality flags read of listings (issue 15).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/database.ts';

/**
 * Distinct seller accounts per listing phone number. A skip scan over listings_seller_phone_idx
 * (seller_phone, seller_id): one index probe per distinct seller, however many listings a dealer
 * has under one number (count(distinct) read them all: 20 ms a page at 200 listings a phone).
 */
export async function sellersPerPhone(db: DbOrTx, phones: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(phones.filter((p) => p.trim() !== ''))];
  if (!wanted.length) return new Map();
  const list = `{${wanted.map((p) => `"${p.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  const result = await db.execute<{ phone: string; sellers: number }>(sql`
    with recursive s(phone, seller) as (
      select p, (select seller_id from listings where seller_phone = p order by seller_id limit 1) from unnest(${list}::text[]) p
      union all
      select s.phone, (select seller_id from listings where seller_phone = s.phone and seller_id > s.seller order by seller_id limit 1)
      from s where s.seller is not null
    )
    select phone, count(seller)::int as sellers from s group by phone`);
  return new Map(result.rows.map((r) => [r.phone, r.sellers]));
}

/** The owning seller of each listing. */
export async function sellerOfListings(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const result = await db.execute<{ id: string; seller_id: string }>(sql`
    select id::text, seller_id::text from listings where id = any(${`{${[...new Set(ids)].join(',')}}`}::uuid[])`);
  return new Map(result.rows.map((r) => [r.id, r.seller_id]));
}
