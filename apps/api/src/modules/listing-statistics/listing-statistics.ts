// GET /cars/seller/{id}/statistics/ (issue 22): one listing's last 30 days, price against the
// public cars like it, and advice. Its seller and admins only; anyone else is told it does not
// exist. Reads only: the views and appearances come from the daily statistics written in batches
// (decision 028), so counting them cost GET /cars/ nothing here.
import { listingAdvice } from '@gaadi/domain/listing-advice';
import { STATISTICS_DAYS, type ListingStatistics } from '@gaadi/domain/schemas/listing-statistics';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { priceRatings } from '../fair-price/rate-listings.ts';
import { shortlistsPerDay } from '../favorites/shortlisters.ts';
import { inquiriesPerDay } from '../inquiries/inquiry-records.ts';
import { dailyStatsOf } from '../listing-store/daily-stats.ts';
import { findListing } from '../listing-store/listing-rows.ts';
import { indiaDay, listingCountersOf } from '../listing-store/view-counter.ts';
import { imagesOfListings } from '../media/listing-images.ts';
import { comparablePrices } from '../search/comparable-prices.ts';

const DAY_MS = 86_400_000;
/** Fewer comparable prices than this give no middle to compare with. */
const MIN_COMPARABLES = 3;

/** The last `n` days in India time, oldest first, ending with today's. */
export function lastDays(n: number, now = new Date()): string[] {
  return Array.from({ length: n }, (_, i) => indiaDay(new Date(now.getTime() - (n - 1 - i) * DAY_MS)));
}

export function median(sorted: number[]): number | null {
  if (sorted.length < MIN_COMPARABLES) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

export async function listingStatistics(ctx: AppContext, actor: Actor, id: string, now = new Date()): Promise<ListingStatistics> {
  const row = isUuid(id) ? await findListing(ctx.db, id) : null;
  requireAccess(actor, 'listing.readAsSeller', row);
  const days = lastDays(STATISTICS_DAYS, now);
  const from = days[0]!;
  const [stats, inquiries, shortlists, prices, ratings, images] = await Promise.all([
    dailyStatsOf(ctx.db, row.id, from),
    inquiriesPerDay(ctx.db, row.id, from),
    shortlistsPerDay(ctx.db, row.id, from),
    comparablePrices(ctx.pool, row),
    priceRatings(ctx.pool, [row]),
    imagesOfListings(ctx.db, [row.id]),
  ]);
  const byDay = new Map(stats.map((s) => [s.day, s]));
  const series = days.map((day) => ({
    day,
    views: byDay.get(day)?.views ?? 0,
    appearances: byDay.get(day)?.appearances ?? 0,
    inquiries: inquiries.get(day) ?? 0,
    shortlists: shortlists.get(day) ?? 0,
  }));
  // Views and appearances this process counted since its last write belong to today (decision 028).
  const today = series[series.length - 1]!;
  const pending = listingCountersOf(ctx).pending(row.id);
  today.views += pending;
  const totals = series.reduce((t, d) => ({ views: t.views + d.views, appearances: t.appearances + d.appearances, inquiries: t.inquiries + d.inquiries, shortlists: t.shortlists + d.shortlists }), {
    views: 0,
    appearances: 0,
    inquiries: 0,
    shortlists: 0,
  });
  const typical = median(prices);
  const price = {
    price: row.price,
    comparable_prices: prices,
    typical,
    difference_percent: typical ? Math.round(((row.price - typical) / typical) * 100) : null,
    rating: ratings.get(row.id) ?? null,
  };
  const figures = { status: row.status, totals, images_count: images.get(row.id)?.length ?? 0, price };
  return {
    listing_id: row.id,
    title: row.title,
    status: row.status,
    days: series,
    totals,
    views_count: row.viewsCount + pending,
    days_on_market: row.approvedAt ? Math.max(0, Math.floor((now.getTime() - row.approvedAt.getTime()) / DAY_MS)) : null,
    price,
    images_count: figures.images_count,
    advice: listingAdvice(figures),
  };
}
