// What the inbox and a thread read (issue 21): a page of a person's conversations as seller and as
// buyer, their unread count, a page of a thread's messages. Public: the threads module assembles
// the answers with offers and visits.
import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import type { ConversationRow, MessageRow, Side } from './conversation-records.ts';

export type InboxRow = ConversationRow & { role: Side; lastMessage: MessageRow | null };

const mineAs = (userId: string, side: Side, archived: boolean): SQL =>
  side === 'seller'
    ? and(eq(conversations.sellerId, userId), archived ? sql`${conversations.sellerArchivedAt} is not null` : isNull(conversations.sellerArchivedAt))!
    : and(
        eq(conversations.buyerUserId, userId),
        sql`${conversations.sellerId} <> ${userId}`,
        archived ? sql`${conversations.buyerArchivedAt} is not null` : isNull(conversations.buyerArchivedAt),
      )!;

/**
 * A page of the person's conversations as seller and as buyer, newest activity first. Each side
 * walks its (person, last_message_at) index backwards for at most offset + limit rows, so an inbox
 * of thousands costs a page, not a sort (EXPLAIN in inbox.test.ts).
 */
export async function inboxPage(db: DbOrTx, userId: string, opts: { archived: boolean; limit: number; offset: number }) {
  const take = opts.offset + opts.limit;
  const side = (s: Side) =>
    db
      .select({ id: conversations.id, lastMessageAt: conversations.lastMessageAt, role: sql<Side>`${s}`.as('role') })
      .from(conversations)
      .where(mineAs(userId, s, opts.archived))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(take);
  const [asSeller, asBuyer, [counts]] = await Promise.all([
    side('seller'),
    side('buyer'),
    db
      .select({
        seller: sql<number>`count(*) filter (where ${mineAs(userId, 'seller', opts.archived)})::int`,
        buyer: sql<number>`count(*) filter (where ${mineAs(userId, 'buyer', opts.archived)})::int`,
      })
      .from(conversations)
      .where(or(eq(conversations.sellerId, userId), eq(conversations.buyerUserId, userId))),
  ]);
  const page = [...asSeller, ...asBuyer]
    .sort((a, b) => b.lastMessageAt.getTime() - a.lastMessageAt.getTime() || (a.id < b.id ? 1 : -1))
    .slice(opts.offset, take);
  const rows = await withLastMessages(db, page);
  return { rows, total: (counts?.seller ?? 0) + (counts?.buyer ?? 0) };
}

/** The conversations of a page with their last messages, in the page's order (two queries). */
async function withLastMessages(db: DbOrTx, page: Array<{ id: string; role: Side }>): Promise<InboxRow[]> {
  if (!page.length) return [];
  const ids = page.map((p) => p.id);
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const [rows, last] = await Promise.all([
    db.select().from(conversations).where(sql`${conversations.id} in (${list})`),
    db.execute<{ id: string }>(sql`
      select m.id from unnest(array[${list}]) as c(id)
      cross join lateral (select id from messages where conversation_id = c.id order by seq desc limit 1) m`),
  ]);
  const lastIds = last.rows.map((r) => r.id);
  const lastRows = lastIds.length
    ? await db.select().from(messages).where(sql`${messages.id} in (${sql.join(lastIds.map((id) => sql`${id}::uuid`), sql`, `)})`)
    : [];
  const byConversation = new Map(lastRows.map((m) => [m.conversationId, m]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return page.flatMap((p) => {
    const row = byId.get(p.id);
    return row ? [{ ...row, role: p.role, lastMessage: byConversation.get(p.id) ?? null }] : [];
  });
}

/** Conversations with messages the person has not read, as seller and as buyer (the badge), archived ones included. */
export async function unreadTotal(db: DbOrTx, userId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select (select count(*) from conversations where seller_id = ${userId} and seller_unread > 0)::int
         + (select count(*) from conversations where buyer_user_id = ${userId} and buyer_unread > 0 and seller_id <> ${userId})::int as n`);
  return rows[0]?.n ?? 0;
}

/** The newest `limit` messages before `before` (a seq), oldest first, and whether older ones exist. */
export async function messagesPage(db: DbOrTx, conversationId: string, opts: { before?: number; limit: number }) {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), opts.before ? lt(messages.seq, opts.before) : undefined))
    .orderBy(desc(messages.seq))
    .limit(opts.limit + 1);
  return { messages: rows.slice(0, opts.limit).reverse(), hasOlder: rows.length > opts.limit };
}

