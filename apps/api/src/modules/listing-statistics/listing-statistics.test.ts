// GET /cars/seller/{id}/statistics/ (issue 22): the last 30 days of one listing for its seller,
// its price against the public cars like it, and the advice those figures give.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingStatisticsSchema } from '@gaadi/domain/schemas/listing-statistics';
import { createAdmin, createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedInquiry } from '../../test/inquiry-factory.ts';
import { indiaDay } from '../listing-store/view-counter.ts';
import { lastDays, median } from './listing-statistics.ts';

const DAY = 86_400_000;

describe('GET /cars/seller/{id}/statistics/', () => {
  const t = useTestApp();
  let seller: Awaited<ReturnType<typeof createUser>>;
  let listing: { id: string; sellerId: string };
  const url = (id: string) => `/api/v1/cars/seller/${id}/statistics/`;

  beforeAll(async () => {
    seller = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    listing = await createListing(t.ctx, { sellerId: seller.user.id, model: 'Creta', brand: 'Hyundai', year: 2020, price: 1_140_000, images: 3, values: { approvedAt: new Date(Date.now() - 12 * DAY - 3_600_000) } });
    // Public Cretas within two years: 900k, 1.0M, 1.1M (median 1.0M); one too old and one pending are not comparable.
    for (const [year, price] of [[2019, 900_000], [2021, 1_000_000], [2022, 1_100_000]] as const) await createListing(t.ctx, { sellerId: other.user.id, model: 'Creta', brand: 'Hyundai', year, price });
    await createListing(t.ctx, { sellerId: other.user.id, model: 'Creta', brand: 'Hyundai', year: 2015, price: 300_000 });
    await createListing(t.ctx, { sellerId: other.user.id, model: 'Creta', brand: 'Hyundai', year: 2020, price: 2_000_000, status: 'pending' });

    const today = indiaDay();
    const fiveDaysAgo = indiaDay(new Date(Date.now() - 5 * DAY));
    const longAgo = indiaDay(new Date(Date.now() - 40 * DAY));
    await t.ctx.db.execute(sql`insert into listing_daily_stats (listing_id, day, views, appearances) values
      (${listing.id}, ${today}::date, 7, 300), (${listing.id}, ${fiveDaysAgo}::date, 3, 120), (${listing.id}, ${longAgo}::date, 99, 999)`);
    await seedInquiry(t.ctx, listing);
    await seedInquiry(t.ctx, listing, { createdAt: new Date(Date.now() - 5 * DAY) });
    const buyer = await createUser(t.ctx);
    const fav = await t.app.inject({ method: 'POST', url: `/api/v1/cars/${listing.id}/favorite/`, headers: buyer.auth });
    expect([200, 201], fav.body).toContain(fav.statusCode);
  });

  it('gives its seller 30 days of views, appearances, inquiries and shortlists, today the last', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(listing.id), headers: seller.auth });
    expect(res.statusCode, res.body).toBe(200);
    const data = listingStatisticsSchema.parse(res.json().data);
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toEqual({ day: indiaDay(), views: 7, appearances: 300, inquiries: 1, shortlists: 1 });
    expect(data.days.find((d) => d.day === indiaDay(new Date(Date.now() - 5 * DAY)))).toMatchObject({ views: 3, appearances: 120, inquiries: 1 });
    expect(data.totals).toEqual({ views: 10, appearances: 420, inquiries: 2, shortlists: 1 }); // the day 40 days ago is outside
    expect(data.days_on_market).toBe(12);
  });

  it('places the price against the public cars of the model within two years, and advises', async () => {
    const data = (await t.app.inject({ method: 'GET', url: url(listing.id), headers: seller.auth })).json().data;
    expect(data.price).toMatchObject({ price: 1_140_000, comparable_prices: [900_000, 1_000_000, 1_100_000], typical: 1_000_000, difference_percent: 14 });
    expect(data.images_count).toBe(3);
    expect(data.advice.map((a: { kind: string }) => a.kind)).toEqual(['price_above', 'photos']);
    expect(data.advice[0].text).toContain('Priced 14% above similar cars');
  });

  it('is nobody else’s: another seller and a bad id get 404, no bearer 401, an admin token 403', async () => {
    const stranger = await createUser(t.ctx);
    const admin = await createAdmin(t.ctx);
    expect((await t.app.inject({ method: 'GET', url: url(listing.id), headers: stranger.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url('00000000-0000-4000-8000-000000000000'), headers: seller.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(listing.id) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: url(listing.id), headers: admin.auth })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'GET', url: url('not-an-id'), headers: seller.auth });
    expect(bad.statusCode).toBe(404);
  });
});

describe('statistics helpers', () => {
  it('lists the last days in India time, oldest first', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(lastDays(3, new Date('2026-03-10T20:00:00Z'))).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
  });

  it('takes the median of three or more prices', () => {
    expect(median([1, 2])).toBeNull();
    expect(median([1, 2, 9])).toBe(2);
    expect(median([1, 2, 4, 9])).toBe(3);
  });
});
