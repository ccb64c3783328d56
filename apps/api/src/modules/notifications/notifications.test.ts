import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedInquiry, seedNotification } from '../../test/inquiry-factory.ts';
import { unreadCountQuery } from './queries.ts';

describe('notifications (contract 6.10–6.12)', () => {
  const t = useTestApp();
  const list = (auth: Record<string, string>, query = '') => t.app.inject({ url: `/api/v1/inquiries/notifications/${query}`, headers: auth });
  const markRead = (id: string, auth: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/inquiries/notifications/${id}/read/`, headers: { ...auth, 'content-type': 'application/json' }, payload: '{}' });
  const markAll = (auth: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/inquiries/notifications/mark-all-read/', headers: { ...auth, 'content-type': 'application/json' }, payload: '' });
  const row = async (id: string) => (await t.ctx.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
  const at = (day: number) => new Date(Date.UTC(2025, 7, day, 10));

  it('lists the user notifications newest first in the shape of 2.7, with the listing and inquiry they mention', async () => {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, brand: 'Tata', model: 'Nexon', year: 2020, price: 550_000 });
    const inquiry = await seedInquiry(t.ctx, listing);
    const older = await seedNotification(t.ctx, { userId: seller.user.id, createdAt: at(1) });
    const newer = await seedNotification(t.ctx, {
      userId: seller.user.id,
      type: 'inquiry_received',
      title: 'New inquiry',
      message: 'Meera asked about your 2020 Tata Nexon',
      priority: 'high',
      data: { car_id: listing.id },
      listingId: listing.id,
      inquiryId: inquiry.id,
      createdAt: at(2),
    });
    const res = await list(seller.auth);
    expect(res.statusCode).toBe(200);
    const { notifications: items, unreadCount } = res.json().data;
    expect(items.map((n: { id: string }) => n.id)).toEqual([newer.id, older.id]);
    expect(items[0]).toEqual({
      id: newer.id,
      type: 'inquiry_received',
      title: 'New inquiry',
      message: 'Meera asked about your 2020 Tata Nexon',
      priority: 'high',
      is_read: false,
      created_at: '2025-08-02T10:00:00.000Z',
      read_at: null,
      data: { car_id: listing.id },
      car_info: { id: listing.id, title: listing.title, year: 2020, brand: 'Tata', model: 'Nexon', car_model: 'Nexon', price: 550_000, status: 'approved' },
      inquiry_info: { id: inquiry.id, buyer_name: 'Meera', status: 'new', message: 'Is the price negotiable?' },
      // Seeded straight into the table: the inquiry has no conversation.
      conversation_id: null,
    });
    expect(items[1]).toMatchObject({ type: 'system', data: {}, car_info: null, inquiry_info: null });
    expect(unreadCount).toBe(2);
  });

  it('never shows another user notifications or those for the admin team', async () => {
    const me = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    await seedNotification(t.ctx, { userId: other.user.id });
    await seedNotification(t.ctx, { userId: null, forAdmins: true, title: 'Listing to review' });
    await seedNotification(t.ctx, { userId: me.user.id, forAdmins: true, title: 'Odd admin row' });
    const data = (await list(me.auth)).json().data;
    expect(data).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('filters by unread, type, priority and dates, and honours limit and page', async () => {
    const me = await createUser(t.ctx);
    const a = await seedNotification(t.ctx, { userId: me.user.id, type: 'car_approved', createdAt: at(1) });
    const b = await seedNotification(t.ctx, { userId: me.user.id, type: 'inquiry_received', priority: 'urgent', createdAt: at(2) });
    const c = await seedNotification(t.ctx, { userId: me.user.id, type: 'inquiry_received', isRead: true, readAt: at(4), createdAt: at(3) });
    const ids = async (q: string) => (await list(me.auth, q)).json().data.notifications.map((n: { id: string }) => n.id);
    expect(await ids('?unread=true')).toEqual([b.id, a.id]);
    expect(await ids('?unread=false')).toEqual([c.id]);
    expect(await ids('?type=inquiry_received')).toEqual([c.id, b.id]);
    expect(await ids('?priority=urgent')).toEqual([b.id]);
    expect(await ids('?dateFrom=2025-08-02&dateTo=2025-08-02')).toEqual([b.id]);
    expect(await ids('?limit=1&page=2')).toEqual([b.id]);
    expect(await ids('?limit=1000')).toEqual([c.id, b.id, a.id]);
  });

  it('counts all unread in unreadCount whatever the filters (the badge asks unread=true&limit=1)', async () => {
    const me = await createUser(t.ctx);
    for (let i = 0; i < 4; i++) await seedNotification(t.ctx, { userId: me.user.id, createdAt: at(1 + i) });
    await seedNotification(t.ctx, { userId: me.user.id, isRead: true });
    const badge = (await list(me.auth, '?unread=true&limit=1')).json().data;
    expect(badge.notifications).toHaveLength(1);
    expect(badge.unreadCount).toBe(4);
    expect((await list(me.auth, '?type=car_sold')).json().data.unreadCount).toBe(4);
  });

  it('answers 400 for unknown filter values', async () => {
    const me = await createUser(t.ctx);
    for (const q of ['?unread=yes', '?type=party', '?priority=critical', '?dateTo=tomorrow', '?page=0']) {
      const res = await list(me.auth, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('counts unread through the partial index notifications_user_unread_idx', async () => {
    const me = await createUser(t.ctx);
    const { sql, params } = unreadCountQuery(t.ctx.db, me.user.id).toSQL();
    const client = await t.ctx.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const plan = (await client.query(`explain ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toContain('notifications_user_unread_idx');
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('marks one notification read with read_at, and keeps the first read_at', async () => {
    const me = await createUser(t.ctx);
    const n = await seedNotification(t.ctx, { userId: me.user.id });
    const res = await markRead(n.id, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Notification marked as read' });
    const first = await row(n.id);
    expect(first.isRead).toBe(true);
    expect(first.readAt).toBeInstanceOf(Date);
    expect((await markRead(n.id, me.auth)).statusCode).toBe(200);
    expect((await row(n.id)).readAt).toEqual(first.readAt);
    expect((await list(me.auth)).json().data.notifications[0]).toMatchObject({ is_read: true, read_at: first.readAt!.toISOString() });
  });

  it('answers 404 for another user notification, an admin one, or a bad id, and changes nothing', async () => {
    const me = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const theirs = await seedNotification(t.ctx, { userId: other.user.id });
    const admins = await seedNotification(t.ctx, { userId: null, forAdmins: true });
    for (const id of [theirs.id, admins.id, '00000000-0000-4000-8000-000000000000', 'nope', 'n'.repeat(150)]) {
      const res = await markRead(id, me.auth);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Notification not found' });
    }
    expect((await row(theirs.id)).isRead).toBe(false);
  });

  it('marks all of the user unread notifications read and reports how many', async () => {
    const me = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    for (let i = 0; i < 3; i++) await seedNotification(t.ctx, { userId: me.user.id });
    await seedNotification(t.ctx, { userId: me.user.id, isRead: true, readAt: at(1) });
    const theirs = await seedNotification(t.ctx, { userId: other.user.id });
    const res = await markAll(me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'All notifications marked as read', data: { markedCount: 3 } });
    expect((await list(me.auth)).json().data.unreadCount).toBe(0);
    expect((await row(theirs.id)).isRead).toBe(false);
    expect((await markAll(me.auth)).json().data.markedCount).toBe(0);
  });

  it('serves the literal notification paths ahead of /inquiries/{id}/', async () => {
    const me = await createUser(t.ctx);
    const list = await t.app.inject({ url: '/api/v1/inquiries/notifications', headers: me.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveProperty('unreadCount');
    const all = await markAll(me.auth);
    expect(all.json().data).toEqual({ markedCount: 0 });
  });
});
