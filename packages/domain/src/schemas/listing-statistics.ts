// GET /cars/seller/{id}/statistics/ (issue 22): how one listing is doing, for its seller (and
// admins): the last 30 days in India time, its price against the public cars like it, and advice
// drawn from those figures.
import { z } from 'zod';
import { ok } from './envelope.ts';
import { priceRatingSchema } from './trust.ts';

/** Days of the daily series, today (India time) the last. */
export const STATISTICS_DAYS = 30;
/** Photos a listing should have; the advice names how many it has. */
export const ADVISED_PHOTOS = 8;

const count = z.number().int().min(0);

export const statisticsDaySchema = z.object({
  /** YYYY-MM-DD, India time. */
  day: z.string(),
  views: count,
  /** Times the listing was on a page of search results. */
  appearances: count,
  inquiries: count,
  /** Shortlists added that day and still kept. */
  shortlists: count,
});
export type StatisticsDay = z.infer<typeof statisticsDaySchema>;

export const ADVICE_KINDS = ['not_public', 'price_above', 'price_below', 'price_in_line', 'photos', 'no_inquiries', 'few_clicks'] as const;

export const listingStatisticsSchema = z.object({
  listing_id: z.string(),
  title: z.string(),
  status: z.string(),
  days: z.array(statisticsDaySchema),
  totals: statisticsDaySchema.omit({ day: true }),
  /** All-time views, as the listing shows them. */
  views_count: count,
  /** Whole days since approval; null while never approved. */
  days_on_market: count.nullable(),
  price: z.object({
    price: count,
    /** Public cars of the same model within two years, ascending (at most 200). */
    comparable_prices: z.array(count),
    /** Median of comparable_prices; null with fewer than 3. */
    typical: count.nullable(),
    /** (price − typical) ÷ typical in whole percent; null with fewer than 3. */
    difference_percent: z.number().int().nullable(),
    /** What buyers see on the listing page (decision 017); null when the method has too few cars. */
    rating: priceRatingSchema.nullable(),
  }),
  images_count: count,
  advice: z.array(z.object({ kind: z.enum(ADVICE_KINDS), text: z.string() })),
});
export type ListingStatistics = z.infer<typeof listingStatisticsSchema>;

export const listingStatisticsResponse = ok(listingStatisticsSchema);
