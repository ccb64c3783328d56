// The fair-price rating of listings (issue 15, decision 017) from per-(model, year, fuel,
// transmission) sums: each comparable's adjusted price is linear in its price, price × km and
// price × owners, so the mean adjusted price of all comparables needs only those sums. A page of
// cards costs one indexed read of at most a few dozen rows, whatever the number of listings.
import {
  FAIR_PRICE_ADJUSTMENTS as A,
  FAIR_PRICE_MIN_COMPARABLES,
  FAIR_PRICE_RANGE,
  FAIR_PRICE_YEAR_WINDOW,
  fairPriceFactors,
  priceLabel,
} from '@gaadi/domain/fair-price-method';
import type { PriceRating } from '@gaadi/domain/schemas/trust';
import type { KeptStats } from './kept-stats.ts';
import { statsOfModels, type Queryable, type StatsRow } from './queries.ts';

/** What a rating needs of a listing (a listings row has all of it). */
export interface RateableListing {
  id: string;
  modelId: string;
  year: number;
  price: number;
  kmDriven: number;
  ownerNumber: string;
  fuelType: string;
  transmission: string;
  status: string;
}

const roundTo1000 = (n: number) => Math.round(n / 1000) * 1000;

/** The expected price of `car` and its number of comparables (the car itself left out). */
export function expectedPrice(car: RateableListing, rows: StatsRow[]): { expected: number; comparables: number } | null {
  const { ownersOf, fuelOf, transmissionOf } = fairPriceFactors;
  let n = 0;
  let total = 0;
  for (const r of rows) {
    if (r.model_id !== car.modelId || Math.abs(r.year - car.year) > FAIR_PRICE_YEAR_WINDOW) continue;
    const factor =
      1 +
      (A.per10000Km * car.kmDriven) / 10_000 +
      A.perExtraOwner * ownersOf(car.ownerNumber) +
      A.perYearNewer * (car.year - r.year) +
      fuelOf(car.fuelType) -
      fuelOf(r.fuel_type) +
      transmissionOf(car.transmission) -
      transmissionOf(r.transmission);
    total += r.sum_price * factor - (A.per10000Km / 10_000) * r.sum_price_km - A.perExtraOwner * r.sum_price_owners;
    n += r.n;
  }
  // An approved listing is in the sums; its own adjusted price is its price.
  if (car.status === 'approved') {
    n -= 1;
    total -= car.price;
  }
  if (n < FAIR_PRICE_MIN_COMPARABLES) return null;
  return { expected: total / n, comparables: n };
}

export function ratingOf(car: RateableListing, rows: StatsRow[]): PriceRating | null {
  const e = expectedPrice(car, rows);
  if (!e || e.expected <= 0) return null;
  return {
    label: priceLabel(car.price, e.expected),
    expected_low: roundTo1000(e.expected * (1 + FAIR_PRICE_RANGE.low)),
    expected_high: roundTo1000(e.expected * (1 + FAIR_PRICE_RANGE.high)),
    comparables: e.comparables,
  };
}

async function statsFor(db: Queryable, cars: RateableListing[], kept?: KeptStats): Promise<StatsRow[]> {
  // Drizzle's handle may be a transaction, which must read its own writes: only a pool reads kept sums.
  if (kept && !('execute' in db)) return kept.rowsOf(db, cars.map((c) => c.modelId));
  const byModel = new Map<string, { modelId: string; from: number; to: number }>();
  for (const c of cars) {
    const r = byModel.get(c.modelId);
    const from = c.year - FAIR_PRICE_YEAR_WINDOW;
    const to = c.year + FAIR_PRICE_YEAR_WINDOW;
    byModel.set(c.modelId, r ? { modelId: c.modelId, from: Math.min(r.from, from), to: Math.max(r.to, to) } : { modelId: c.modelId, from, to });
  }
  return statsOfModels(db, [...byModel.values()]);
}

/**
 * Ratings of a page of listings by id (null: fewer than the minimum comparables). Public pages pass
 * the app's kept sums (kept-stats.ts); a seller's or an admin's view reads them afresh.
 */
export async function priceRatings(db: Queryable, cars: RateableListing[], kept?: KeptStats): Promise<Map<string, PriceRating | null>> {
  if (!cars.length) return new Map();
  const rows = byModel(await statsFor(db, cars, kept));
  return new Map(cars.map((c) => [c.id, ratingOf(c, rows.get(c.modelId) ?? [])]));
}

/** Rows by model: each car is rated from its own model's rows, not every model's on the page. */
function byModel(rows: StatsRow[]): Map<string, StatsRow[]> {
  const out = new Map<string, StatsRow[]>();
  for (const r of rows) {
    const list = out.get(r.model_id);
    if (list) list.push(r);
    else out.set(r.model_id, [r]);
  }
  return out;
}

/** Expected prices by id, for the admins' price flag (null: too few comparables). */
export async function expectedPrices(db: Queryable, cars: RateableListing[]) {
  if (!cars.length) return new Map<string, ReturnType<typeof expectedPrice>>();
  const rows = byModel(await statsFor(db, cars));
  return new Map(cars.map((c) => [c.id, expectedPrice(c, rows.get(c.modelId) ?? [])]));
}
