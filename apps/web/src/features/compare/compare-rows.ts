// The comparison table's content (issue 13): every specification of up to three cars aligned in
// rows, whether a row differs, the union of their features, and which cars are the cheapest and
// have driven the least. Pure, tested beside. Labels and values are in the page's language (t():
// English as it was, Hindi on /hi/compare, decision 040); feature names are the catalogue's own.
import { accidentLabel, conditionLabel, fuelLabel, transmissionLabel } from '@gaadi/domain/display-labels';
import { formatKm, formatPrice, ownerText } from '@gaadi/domain/format';
import { BODY_TYPE_LABELS, type BodyType } from '@gaadi/domain/public-constants';
import type { PublicCar } from '@/lib/api/cars';
import { emiFrom } from '@/lib/emi-from';
import { msg, t } from '@/lib/i18n/i18n';

export interface CompareRow {
  label: string;
  values: string[];
  /** At least two cars with different values (a missing value counts as one). */
  differs: boolean;
}

const number = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const NONE = '—';

/** "₹12,345/month": the cards' "EMI from" figure (the row's label says "from"). */
const emiText = (price: unknown) => {
  const emi = emiFrom(price);
  return emi === null ? '' : t('{price}/month', { price: formatPrice(emi) });
};
/** A value's label through the catalogue ('' stays ''). */
const shown = (label: string) => (label ? t(label) : '');

const SPECS: Array<[string, (car: PublicCar) => string]> = [
  [msg('Price'), (c) => (number(c.price) ? formatPrice(c.price) : '')],
  [msg('EMI from'), (c) => emiText(c.price)],
  [msg('Year'), (c) => (c.year ? String(c.year) : '')],
  [msg('Kilometers Driven'), (c) => (number(c.km_driven) !== null ? formatKm(c.km_driven) : '')],
  [msg('Fuel Type'), (c) => shown(fuelLabel(c.fuel_type))],
  [msg('Transmission'), (c) => shown(transmissionLabel(c.transmission))],
  [msg('Owners'), (c) => shown(ownerText(c.owner_number))],
  [msg('Body Type'), (c) => shown(BODY_TYPE_LABELS[c.body_type as BodyType] ?? '')],
  [msg('Variant'), (c) => c.variant ?? ''],
  [msg('Exterior Condition'), (c) => shown(conditionLabel(c.exterior_condition))],
  [msg('Interior Condition'), (c) => shown(conditionLabel(c.interior_condition))],
  [msg('Engine Condition'), (c) => shown(conditionLabel(c.engine_condition))],
  [msg('Accident History'), (c) => shown(accidentLabel(c.accident_history))],
  [msg('City'), (c) => c.location?.city || c.city || ''],
];

const row = (label: string, values: string[]): CompareRow => ({ label, values, differs: values.length > 1 && new Set(values).size > 1 });

export function specRows(cars: PublicCar[]): CompareRow[] {
  return SPECS.map(([label, read]) => row(t(label), cars.map((c) => read(c) || NONE)));
}

/**
 * A feature a seller did not tick is not known to be missing (issue 25): the seller never said
 * "No", so the table says only that it is not listed.
 */
export const NOT_LISTED = msg('Not listed');

/** One row per feature any of the cars has, in first-seen order: "Yes" or "Not listed" per car, in the page's language. */
export function featureRows(cars: PublicCar[]): CompareRow[] {
  const names = [...new Set(cars.flatMap((c) => c.features ?? []))];
  return names.map((name) => row(name, cars.map((c) => t(c.features?.includes(name) ? msg('Yes') : NOT_LISTED))));
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
