// Views and appearances counted in memory, written in batches (decision 028): a viewer counts once a
// day per listing across processes, a clean shutdown writes what is left, a failed write is kept
// for the next one, and the day's statistics add up.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../platform/database.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { indiaDay, ListingCounters, listingCountersOf } from './view-counter.ts';

describe('the day in India', () => {
  it('turns at midnight in India (18:30 UTC), and says what the time zone database says for any instant', () => {
    expect(indiaDay(new Date('2026-11-24T18:29:59.999Z'))).toBe('2026-11-24');
    expect(indiaDay(new Date('2026-11-24T18:30:00.000Z'))).toBe('2026-11-25');
    expect(indiaDay(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2028, 0, 1); at += 7_919_000) expect(indiaDay(new Date(at))).toBe(zone.format(at));
  });
});

describe('listing counters', () => {
  const t = useTestApp();
  const stored = async (id: string) =>
    (await t.ctx.db.execute<{ views_count: number; views: number | null; appearances: number | null }>(sql`
      select l.views_count, s.views, s.appearances from listings l
      left join listing_daily_stats s on s.listing_id = l.id and s.day = ${indiaDay()}::date where l.id = ${id}`)).rows[0]!;
  const listing = async () => (await createListing(t.ctx, { sellerId: (await createUser(t.ctx)).user.id })).id;

  it('writes no view until it flushes, then one per viewer, also when two processes saw the same one', async () => {
    const id = await listing();
    const a = new ListingCounters(t.ctx, { warn: () => {} });
    const b = new ListingCounters(t.ctx, { warn: () => {} });
    expect(a.view(id, 'ip:10.0.0.1')).toBe(true);
    expect(a.view(id, 'ip:10.0.0.1')).toBe(false);
    expect(a.view(id, 'u:buyer-1')).toBe(true);
    expect(b.view(id, 'ip:10.0.0.1')).toBe(true); // the other process has not seen them
    expect(a.pending(id)).toBe(2);
    expect((await stored(id)).views_count).toBe(0);
    await Promise.all([a.flush(), b.flush()]);
    expect(await stored(id)).toMatchObject({ views_count: 2, views: 2 });
    expect(a.pending(id)).toBe(0);
    const { rows } = await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from listing_viewers where listing_id = ${id}`);
    expect(rows[0]!.n).toBe(2);
  });

  it('counts a viewer again on another day in India', async () => {
    const id = await listing();
    const c = new ListingCounters(t.ctx, { warn: () => {} });
    expect(c.view(id, 'ip:10.0.0.9', new Date('2026-11-25T18:00:00Z'))).toBe(true); // 23:30 in India
    expect(c.view(id, 'ip:10.0.0.9', new Date('2026-11-25T18:29:00Z'))).toBe(false);
    expect(c.view(id, 'ip:10.0.0.9', new Date('2026-11-25T18:31:00Z'))).toBe(true); // 00:01 the next day
  });

  it('adds search appearances to the day’s statistics', async () => {
    const [x, y] = [await listing(), await listing()];
    const c = new ListingCounters(t.ctx, { warn: () => {} });
    c.appeared([x, y]);
    c.appeared([x]);
    await c.flush();
    c.appeared([x]);
    await c.flush();
    expect((await stored(x)).appearances).toBe(3);
    expect((await stored(y)).appearances).toBe(1);
    expect((await stored(y)).views_count).toBe(0);
  });

  it('keeps what it could not write for the next flush', async () => {
    const id = await listing();
    const failing = { ...t.ctx, events: { transaction: async () => Promise.reject(new Error('database away')) } } as unknown as typeof t.ctx;
    const warnings: string[] = [];
    const c = new ListingCounters(failing, { warn: (_o, m) => void warnings.push(m) });
    c.view(id, 'ip:10.1.0.1');
    await c.flush();
    expect(warnings).toHaveLength(1);
    expect(c.pending(id)).toBe(1);
    Object.assign(c, { ctx: t.ctx }); // the database is back
    await c.flush();
    expect((await stored(id)).views_count).toBe(1);
  });

  it('writes what is left when the app closes', async () => {
    const id = await listing();
    const other = await buildApp({ config: t.config, database: openDatabase(t.url, { max: 4 }), logger: false });
    await other.ready();
    const res = await other.inject({ url: `/api/v1/cars/${id}/`, remoteAddress: '10.2.0.1' });
    expect(res.json().data.views_count).toBe(1); // the answer includes the view it counted
    await other.inject({ url: `/api/v1/cars/?search=swift`, remoteAddress: '10.2.0.1' });
    expect((await stored(id)).views_count).toBe(0);
    await other.close();
    await other.ctx.pool.end();
    expect((await stored(id)).views_count).toBe(1);
    expect(listingCountersOf(t.ctx)).not.toBe(listingCountersOf(other.ctx));
  });
});
