import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createListing, createUser } from '../test/factories.ts';
import { useTestApp } from '../test/helper.ts';
import { seedInquiry } from '../test/inquiry-factory.ts';

// Migration 0009 on a database that had inquiries and answers before it (issue 21): each inquiry
// becomes a conversation with its id, the inquiry its first message and each answer a seller's
// message after it; a sold car's conversation is closed.
describe('migration 0009 on existing inquiries', () => {
  const t = useTestApp();
  it('turns every inquiry into a conversation with its messages', async () => {
    const seller = await createUser(t.ctx, { name: 'Ravi' });
    const buyer = await createUser(t.ctx);
    const car = await createListing(t.ctx, { sellerId: seller.user.id });
    const sold = await createListing(t.ctx, { sellerId: seller.user.id, status: 'sold' });
    const asked = await seedInquiry(t.ctx, car, { buyerUserId: buyer.user.id, message: 'Is it available?' });
    const answered = await seedInquiry(t.ctx, sold, { message: 'Last price?', status: 'responded', respondedAt: new Date() });
    const db = t.ctx.pool;
    await db.query(`insert into inquiry_responses (inquiry_id, message) values ($1, 'Final price 4.5 lakh')`, [answered.id]);
    // As a database migrated before 0009: no conversations yet.
    await db.query('delete from conversations');
    const sql = readFileSync(new URL('./migrations/0009_conversations_offers_visits.sql', import.meta.url), 'utf8');
    const steps = sql.split('--> statement-breakpoint').filter((s) => /^\s*(--[^\n]*\n\s*)*INSERT INTO "(conversations|messages)"/.test(s));
    expect(steps.length).toBe(3);
    for (const s of steps) await db.query(s);

    const { rows: conversations } = await db.query('select id, buyer_user_id, status, closed_reason, seller_unread, buyer_unread from conversations order by created_at');
    expect(conversations).toEqual([
      { id: asked.id, buyer_user_id: buyer.user.id, status: 'open', closed_reason: null, seller_unread: 1, buyer_unread: 0 },
      { id: answered.id, buyer_user_id: null, status: 'closed', closed_reason: 'sold', seller_unread: 0, buyer_unread: 1 },
    ]);
    const { rows: messages } = await db.query('select conversation_id, sender, kind, body from messages order by seq');
    expect(messages).toEqual([
      { conversation_id: asked.id, sender: 'buyer', kind: 'inquiry', body: 'Is it available?' },
      { conversation_id: answered.id, sender: 'buyer', kind: 'inquiry', body: 'Last price?' },
      { conversation_id: answered.id, sender: 'seller', kind: 'response', body: 'Final price 4.5 lakh' },
    ]);
  });
});
