// An inbox of 10,000 conversations (issue 21): its first page walks the (person, last activity)
// indexes for a page's worth of rows and reads each conversation's last message by index, so it
// costs a page whatever the inbox's size. EXPLAIN holds the plan; the timing is recorded in
// docs/performance.md (bench:messages).
import { beforeAll, describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const CONVERSATIONS = 10_000;

describe('inbox at 10,000 conversations', () => {
  const t = useTestApp();
  let seller: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    seller = await createUser(t.ctx, { name: 'Dealer' });
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    const db = t.ctx.pool;
    await db.query(
      `insert into conversations (listing_id, seller_id, buyer_name, car_title, last_message_at, seller_unread, created_at)
       select $1, $2, 'Buyer ' || i, 'A car', now() - i * interval '1 minute', (i % 7 = 0)::int, now() - i * interval '1 minute'
       from generate_series(1, $3) i`,
      [listing.id, seller.user.id, CONVERSATIONS],
    );
    await db.query(
      `insert into messages (conversation_id, sender, kind, body, created_at)
       select c.id, s.sender, 'text', 'Message ' || s.n, c.created_at + s.n * interval '1 second'
       from conversations c cross join (values (1, 'buyer'), (2, 'seller'), (3, 'buyer')) s(n, sender)`,
    );
    await db.query('analyze conversations; analyze messages');
  }, 120_000);

  it('answers the first page in the right order with the last messages', async () => {
    const res = await t.app.inject({ url: '/api/v1/conversations/?limit=20', headers: seller.auth });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.pagination.total).toBe(CONVERSATIONS);
    expect(data.conversations.map((c: { other_party: { name: string } }) => c.other_party.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Buyer ${i + 1}`));
    expect(data.conversations[0].last_message).toMatchObject({ body: 'Message 3', sender: 'them' });
    expect(data.unread_total).toBe(Math.floor(CONVERSATIONS / 7));
  });

  it('reads the page through the indexes, not the whole inbox', async () => {
    const db = t.ctx.pool;
    const plan = async (sql: string, params: unknown[]) =>
      ((await db.query(`explain (analyze, format json) ${sql}`, params)).rows[0]['QUERY PLAN'][0] as { Plan: object; 'Execution Time': number });
    const page = await plan(
      `select id, last_message_at from conversations where seller_id = $1 and seller_archived_at is null order by last_message_at desc, id desc limit 20`,
      [seller.user.id],
    );
    const text = JSON.stringify(page.Plan);
    expect(text).toContain('conversations_seller_activity_idx');
    expect(text).not.toMatch(/"Node Type":"Sort"/);
    expect(text).not.toContain('"Node Type":"Seq Scan"');
    const last = await plan(
      `select m.id from unnest((select array_agg(id) from (select id from conversations where seller_id = $1 order by last_message_at desc limit 20) p)) as c(id)
       cross join lateral (select id from messages where conversation_id = c.id order by seq desc limit 1) m`,
      [seller.user.id],
    );
    expect(JSON.stringify(last.Plan)).toContain('messages_conversation_seq_idx');
    const unread = await plan(`select count(*) from conversations where seller_id = $1 and seller_unread > 0`, [seller.user.id]);
    expect(JSON.stringify(unread.Plan)).toContain('conversations_seller_unread_idx');
    for (const p of [page, last, unread]) expect(p['Execution Time']).toBeLessThan(20);
  });
});
