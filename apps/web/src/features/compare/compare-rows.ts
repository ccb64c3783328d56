// The comparison table's content (issue 13): every specification of up to three cars aligned in
// rows, whether a row differs, the union of their features, and which cars are the cheapest and
// have driven the least. Pure, tested beside.
import { accidentLabel, conditionLabel, fuelLabel, transmissionLabel } from '@gaadi/domain/display-labels';
import { formatKm, formatPrice, ownerText } from '@gaadi/domain/format';
import { BODY_TYPE_LABELS, type BodyType } from '@gaadi/domain/public-constants';
import type { PublicCar } from '@/lib/api/cars';
import { emiFromText } from '@/lib/emi-from';

export interface CompareRow {
  label: string;
  values: string[];
  /** At least two cars with different values (a missing value counts as one). */
  differs: boolean;
}

const number = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const NONE = '—';

const SPECS: Array<[string, (car: PublicCar) => string]> = [
  ['Price', (c) => (number(c.price) ? formatPrice(c.price) : '')],
  ['EMI from', (c) => emiFromText(c.price).replace(/^EMI from /, '')],
  ['Year', (c) => (c.year ? String(c.year) : '')],
  ['Kilometers Driven', (c) => (number(c.km_driven) !== null ? formatKm(c.km_driven) : '')],
  ['Fuel Type', (c) => fuelLabel(c.fuel_type)],
  ['Transmission', (c) => transmissionLabel(c.transmission)],
  ['Owners', (c) => ownerText(c.owner_number)],
  ['Body Type', (c) => BODY_TYPE_LABELS[c.body_type as BodyType] ?? ''],
  ['Variant', (c) => c.variant ?? ''],
  ['Exterior Condition', (c) => conditionLabel(c.exterior_condition)],
  ['Interior Condition', (c) => conditionLabel(c.interior_condition)],
  ['Engine Condition', (c) => conditionLabel(c.engine_condition)],
  ['Accident History', (c) => accidentLabel(c.accident_history)],
  ['City', (c) => c.location?.city || c.city || ''],
];

const row = (label: string, values: string[]): CompareRow => ({ label, values, differs: values.length > 1 && new Set(values).size > 1 });

export function specRows(cars: PublicCar[]): CompareRow[] {
  return SPECS.map(([label, read]) => row(label, cars.map((c) => read(c) || NONE)));
}

/**
 * A feature a seller did not tick is not known to be missing (issue 25): the seller never said
 * "No", so the table says only that it is not listed.
 */
export const NOT_LISTED = 'Not listed';

/** One row per feature any of the cars has, in first-seen order: "Yes" or "Not listed" per car. */
export function featureRows(cars: PublicCar[]): CompareRow[] {
  const names = [...new Set(cars.flatMap((c) => c.features ?? []))];
  return names.map((name) => row(name, cars.map((c) => (c.features?.includes(name) ? 'Yes' : NOT_LISTED))));
}

/** Ids of the cheapest cars and of those with the fewest kilometres (ties mark each); none for one car. */
export function compareMarks(cars: PublicCar[]): { cheapest: Set<string>; lowestKm: Set<string> } {
  const lowest = (read: (c: PublicCar) => number | null) => {
    if (cars.length < 2) return new Set<string>();
    const known = cars.filter((c) => read(c) !== null);
    const min = Math.min(...known.map((c) => read(c)!));
    return new Set(known.filter((c) => read(c) === min).map((c) => c.id));
  };
  return { cheapest: lowest((c) => (number(c.price) && c.price! > 0 ? c.price! : null)), lowestKm: lowest((c) => number(c.km_driven)) };
}

/** The ids of a /compare address: at most three, no repeats, no empties. */
export function parseCompareIds(value: string | null, max = 3): string[] {
  return [...new Set((value ?? '').split(',').map((s) => s.trim()).filter(Boolean))].slice(0, max);
}
