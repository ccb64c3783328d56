// The public pages as visitors ask for them (issue 23): first views of listing pages (each listing
// once, in random order), long-tail /buy pages (the mixed traffic's unique searches as addresses),
// landing pages (each city, brand and brand-in-city page once) and a repeated view of one of 40
// unchanged listing pages. Seeded: two runs send the same sequence.
import { slugify } from '@gaadi/domain/slug';
import type pg from 'pg';
import { createRng, type Rng } from '../apps/api/src/seed/random.ts';
import { createMixedTraffic, type Vocabulary } from './traffic.ts';

export interface PageTraffic {
  /** A listing page nobody asked for yet; null when every public listing was asked for. */
  listing(): string | null;
  /** A /buy address with a search nobody made yet. */
  buy(): string;
  /** A landing page nobody asked for yet; null when every one was asked for. */
  landing(): string | null;
  /** One of 40 listing pages, the first ones more often (roughly Zipf). */
  repeated(): string;
  /** Listing, /buy and landing pages mixed 5 : 3 : 2, each first-seen (repeated ones when a kind runs out). */
  mixed(): string;
  readonly landingPages: number;
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Public listing ids, at most `limit`, spread over the table. */
export async function readListingIds(pool: pg.Pool, limit = 300_000): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(`select id from listings where status = 'approved' limit $1`, [limit]);
  return rows.map((r) => r.id);
}

export function createPageTraffic(opts: { vocabulary: Vocabulary; listingIds: string[]; seed?: number }): PageTraffic {
  const rng = createRng((opts.seed ?? 23) * 7919);
  const ids = shuffle(rng, [...opts.listingIds]);
  const repeatedIds = ids.splice(0, Math.min(40, Math.floor(ids.length / 10)));
  const { brands, cities } = opts.vocabulary;
  const landings = shuffle(rng, [
    ...cities.map((c) => `/used-cars/${slugify(c.name)}`),
    ...brands.map((b) => `/used-cars/brand/${slugify(b.name)}`),
    ...cities.flatMap((c) => brands.map((b) => `/used-cars/${slugify(c.name)}/${slugify(b.name)}`)),
  ]);
  const landingPages = landings.length;
  // The browse page's own address: no limit (always 12), as the web app writes it.
  const searches = createMixedTraffic({ vocabulary: opts.vocabulary, seed: (opts.seed ?? 23) + 1, headShare: 0, prefix: '/buy?' });
  const traffic: PageTraffic = {
    landingPages,
    listing: () => {
      const id = ids.pop();
      return id ? `/listing/${id}` : null;
    },
    buy: () => searches.next().replace(/&limit=12\b/, ''),
    landing: () => landings.pop() ?? null,
    repeated: () => `/listing/${repeatedIds[Math.floor(repeatedIds.length * rng() ** 2)]!}`,
    mixed: () => {
      const r = rng();
      return (r < 0.5 ? traffic.listing() : r < 0.8 ? traffic.buy() : traffic.landing()) ?? traffic.repeated();
    },
  };
  return traffic;
}
