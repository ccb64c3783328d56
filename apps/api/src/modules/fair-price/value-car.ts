// "What's my car worth" from the fair-price sums (issue 22, decision 031). A car that is not listed
// is rated exactly as a listing is (rate-listings.ts, decision 017): each comparable's price
// adjusted to it, then averaged, all from the per-(model, year, fuel, transmission) sums. The mean
// adjusted price splits into the comparables' average price plus one term per adjustment, which is
// what "what moved the figure" reports.
import { FAIR_PRICE_ADJUSTMENTS as A, fairPriceFactors } from '@gaadi/domain/fair-price-method';
import { statsOfModels, type Queryable, type StatsRow } from './queries.ts';

/** The car being valued; fuel, gearbox and owners unknown leave that adjustment out. */
export interface ValuedCar {
  year: number;
  kmDriven: number;
  ownerNumber: string | null;
  fuelType: string | null;
  transmission: string | null;
}

export interface CarValue {
  comparables: number;
  /** The comparables' average listed price. */
  average: number;
  /** The mean adjusted price (the method's expected price). */
  expected: number;
  /** Each adjustment's share of `expected - average`, in rupees. */
  moves: { km: number; owners: number; age: number; fuel: number; transmission: number };
  /** The comparables' price-weighted averages, to say what the car was compared with. */
  compared: { km: number; owners: number; year: number; fuelShare: Record<string, number>; transmissionShare: Record<string, number> };
}

/** The sum rows of these models between two years (one indexed statement). */
export function statsOfYears(db: Queryable, modelIds: string[], from: number, to: number): Promise<StatsRow[]> {
  return statsOfModels(
    db,
    modelIds.map((modelId) => ({ modelId, from, to })),
  );
}

/** The car's value from sum rows already narrowed to its comparables; null when there are none. */
export function valueFromStats(car: ValuedCar, rows: StatsRow[]): CarValue | null {
  const { ownersOf, fuelOf, transmissionOf } = fairPriceFactors;
  let n = 0;
  let sum = 0;
  let sumKm = 0;
  let sumOwners = 0;
  let sumYear = 0;
  const moves = { km: 0, owners: 0, age: 0, fuel: 0, transmission: 0 };
  const fuelPrice: Record<string, number> = {};
  const gearPrice: Record<string, number> = {};
  for (const r of rows) {
    const p = Number(r.sum_price);
    const pKm = Number(r.sum_price_km);
    const pOwners = Number(r.sum_price_owners);
    n += Number(r.n);
    sum += p;
    sumKm += pKm;
    sumOwners += pOwners;
    sumYear += r.year * p;
    fuelPrice[r.fuel_type] = (fuelPrice[r.fuel_type] ?? 0) + p;
    gearPrice[r.transmission] = (gearPrice[r.transmission] ?? 0) + p;
    moves.km += (A.per10000Km / 10_000) * (car.kmDriven * p - pKm);
    if (car.ownerNumber) moves.owners += A.perExtraOwner * (ownersOf(car.ownerNumber) * p - pOwners);
    moves.age += A.perYearNewer * (car.year - r.year) * p;
    if (car.fuelType) moves.fuel += (fuelOf(car.fuelType) - fuelOf(r.fuel_type)) * p;
    if (car.transmission) moves.transmission += (transmissionOf(car.transmission) - transmissionOf(r.transmission)) * p;
  }
  if (n <= 0 || sum <= 0) return null;
  for (const k of Object.keys(moves) as (keyof typeof moves)[]) moves[k] /= n;
  const average = sum / n;
  const expected = average + moves.km + moves.owners + moves.age + moves.fuel + moves.transmission;
  const share = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v / sum]));
  return {
    comparables: n,
    average,
    expected,
    moves,
    compared: { km: sumKm / sum, owners: sumOwners / sum, year: sumYear / sum, fuelShare: share(fuelPrice), transmissionShare: share(gearPrice) },
  };
}
