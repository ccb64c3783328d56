// GET /api/v1/landing/… (issue 12): what a landing page for a city, a brand in a city, or a brand
// shows: the live count, the first cars, neighbouring pages and a summary computed from the data.
import { z } from 'zod';
import { carSchema } from './car.ts';
import { ok } from './envelope.ts';

export const slugParam = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(100);
export const cityLandingParams = z.object({ city: z.string().max(200) });
export const cityBrandLandingParams = z.object({ city: z.string().max(200), brand: z.string().max(200) });
export const brandLandingParams = z.object({ brand: z.string().max(200) });

const named = z.object({ name: z.string(), slug: z.string() });
const linkCount = named.extend({ count: z.number().int(), path: z.string() });

export const landingSchema = z.object({
  kind: z.enum(['city', 'city-brand', 'brand']),
  city: named.extend({ state: z.string() }).nullable(),
  brand: named.nullable(),
  /** Approved listings on this page's filter. */
  total: z.number().int(),
  /** The newest approved listings, at most 12. */
  cars: z.array(carSchema),
  price_range: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** The most listed models, most first (at most 5). */
  top_models: z.array(z.object({ brand: z.string(), model: z.string(), count: z.number().int() })),
  /** Other brands with approved listings in this city (city pages). */
  brands: z.array(linkCount),
  /** Cities with approved listings of this brand (brand pages). */
  cities: z.array(linkCount),
  /**
   * A page with no cars (issue 25): the city pages that have cars, the same state's first, then
   * the most cars (at most 6); empty on a page with cars.
   */
  nearby: z.array(linkCount),
  /** The /buy address with the same filter. */
  browse_path: z.string(),
});
export type Landing = z.infer<typeof landingSchema>;

export const landingResponse = ok(landingSchema);
