// PUT /cars/{id}/ accepts the listing as the dashboard received it, overlaid with the older form's
// fields (contract 6.2): whitelist, aliases, coercion and vocabulary mapping live here, pure.
import { ACCIDENT_HISTORY, CONDITIONS, URGENCIES } from '@gaadi/domain/constants';
import type { ErrorDetails } from '@gaadi/domain/schemas/envelope';
import { isValidPrice, isValidVideoUrl, isValidYear, KM_MAX, LISTING_MESSAGES, numberish, ORIGINAL_PRICE_MAX } from '@gaadi/domain/schemas/seller';
import type { ListingPatch } from './apply-listing-patch.ts';
import type { ListingRow } from '../listing-store/listing-rows.ts';

type Outcome = { value: unknown } | { skip: true } | { error: string };
type Normalize = (raw: unknown) => Outcome;

const skip = { skip: true } as const;
const lower = (raw: unknown) => (typeof raw === 'string' ? raw.trim().toLowerCase() : typeof raw === 'number' ? String(raw) : null);

const FUEL: Record<string, string> = { petrol: 'petrol', gasoline: 'petrol', gas: 'petrol', diesel: 'diesel', cng: 'cng', electric: 'electric', ev: 'electric' };
const GEARBOX: Record<string, string> = { manual: 'manual', mt: 'manual', automatic: 'automatic', auto: 'automatic', at: 'automatic', cvt: 'automatic', amt: 'automatic', dct: 'automatic', dsg: 'automatic' };
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const OWNER_BY_COUNT = ['1st', '2nd', '3rd'];

/** "First Owner" → 1st, "2" → 2nd, "Fourth or more" / "5th owner" → 4th+; null when it is not an owner count. */
export function ownerNumber(raw: unknown): string | null {
  const s = lower(raw)?.replace(/\s*owners?$/, '').replace(/\s*(or more|and above|\+)$/, '').trim();
  if (!s) return null;
  let n = ORDINALS.indexOf(s) + 1;
  if (!n) {
    const m = s.match(/^(\d+)(st|nd|rd|th)?$/);
    n = m ? Number(m[1]) : 0;
  }
  if (n < 1) return null;
  return OWNER_BY_COUNT[n - 1] ?? '4th+';
}

const fromMap = (map: Record<string, string>): Normalize => (raw) => {
  const v = map[lower(raw) ?? ''];
  return v ? { value: v } : skip; // unmappable ("Hybrid") leaves the field unchanged
};
const vocab = (values: readonly string[]): Normalize => (raw) => {
  const v = lower(raw)?.replace(/\s+/g, '_');
  return v && values.includes(v) ? { value: v } : skip;
};
const name = (label: string): Normalize => (raw) => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return skip;
  const v = String(raw).trim().replace(/\s+/g, ' ');
  if (!v) return skip;
  return v.length > 100 ? { error: LISTING_MESSAGES.tooLong(label, 100) } : { value: v };
};
const text = (label: string, max: number, check?: (v: string) => string | null): Normalize => (raw) => {
  if (raw === null) return { value: '' };
  if (typeof raw !== 'string') return skip;
  const v = raw.trim();
  if (v.length > max) return { error: LISTING_MESSAGES.tooLong(label, max) };
  return check?.(v) ? { error: check(v)! } : { value: v };
};
/** Numbers or numeric strings; `problem` names what is wrong with an out-of-range one. */
const integer = (label: string, problem: (n: number) => string | null): Normalize => (raw) => {
  const n = numberish(raw);
  if (n === undefined) return skip;
  if (typeof n !== 'number') return { error: LISTING_MESSAGES.mustBeNumber(label) };
  if (!Number.isInteger(n)) return { error: LISTING_MESSAGES.wholeNumber(label) };
  const error = problem(n);
  return error ? { error } : { value: n };
};
const check = (valid: (n: number) => boolean, message: string) => (n: number) => (valid(n) ? null : message);
const kmProblem = (n: number) => (n < 0 ? LISTING_MESSAGES.kmNegative : n > KM_MAX ? LISTING_MESSAGES.kmTooHigh : null);
const originalPrice: Normalize = (raw) => {
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return { value: null };
  return integer('Original price', check((n) => n >= 0 && n <= ORIGINAL_PRICE_MAX, 'Original price must be a positive amount'))(raw);
};
const features: Normalize = (raw) => {
  if (!Array.isArray(raw)) return skip;
  const list = [...new Set(raw.filter((f): f is string => typeof f === 'string').map((f) => f.trim()).filter(Boolean))];
  return list.length > 100 || list.some((f) => f.length > 100) ? { error: LISTING_MESSAGES.features } : { value: list };
};

interface FieldRule {
  keys: string[];
  normalize: Normalize;
  current: (l: ListingRow) => unknown;
  /** Case-insensitive comparison with the stored value (names). */
  caseless?: boolean;
}

const RULES: Partial<Record<keyof ListingPatch, FieldRule>> = {
  brand: { keys: ['brand_name', 'make', 'brand'], normalize: name('Brand'), current: (l) => l.brandName, caseless: true },
  model: { keys: ['model_name', 'model', 'car_model'], normalize: name('Model'), current: (l) => l.modelName, caseless: true },
  variant: { keys: ['variant_name', 'variant'], normalize: name('Variant'), current: (l) => l.variantName, caseless: true },
  year: { keys: ['year'], normalize: integer('Year', check(isValidYear, LISTING_MESSAGES.yearRange)), current: (l) => l.year },
  price: { keys: ['price'], normalize: integer('Price', check(isValidPrice, LISTING_MESSAGES.priceRange)), current: (l) => l.price },
  kmDriven: {
    keys: ['kilometers', 'km_driven'],
    normalize: integer('Kilometers driven', kmProblem),
    current: (l) => l.kmDriven,
  },
  fuelType: { keys: ['fuelType', 'fuel_type'], normalize: fromMap(FUEL), current: (l) => l.fuelType },
  transmission: { keys: ['transmission'], normalize: fromMap(GEARBOX), current: (l) => l.transmission },
  ownerNumber: { keys: ['ownership', 'owner_number'], normalize: (raw) => ((v) => (v ? { value: v } : skip))(ownerNumber(raw)), current: (l) => l.ownerNumber },
  city: { keys: ['city_name', 'city', 'location.city'], normalize: name('City'), current: (l) => l.cityName, caseless: true },
  state: { keys: ['state_name', 'location.state'], normalize: name('State'), current: (l) => l.stateName },
  area: { keys: ['area', 'location.area'], normalize: name('Area'), current: (l) => l.area },
  title: { keys: ['title'], normalize: text('Title', 200), current: (l) => l.title },
  description: { keys: ['description'], normalize: text('Description', 5000), current: (l) => l.description },
  address: { keys: ['address'], normalize: text('Address', 500), current: (l) => l.address },
  videoUrl: {
    keys: ['video_url'],
    normalize: text('Video URL', 500, (v) => (isValidVideoUrl(v) ? null : LISTING_MESSAGES.videoUrl)),
    current: (l) => l.videoUrl,
  },
  urgency: { keys: ['urgency'], normalize: vocab(URGENCIES), current: (l) => l.urgency },
  accidentHistory: { keys: ['accident_history'], normalize: vocab(ACCIDENT_HISTORY), current: (l) => l.accidentHistory },
  exteriorCondition: { keys: ['exterior_condition'], normalize: vocab(CONDITIONS), current: (l) => l.exteriorCondition },
  interiorCondition: { keys: ['interior_condition'], normalize: vocab(CONDITIONS), current: (l) => l.interiorCondition },
  engineCondition: { keys: ['engine_condition'], normalize: vocab(CONDITIONS), current: (l) => l.engineCondition },
  features: { keys: ['features'], normalize: features, current: (l) => l.features },
  originalPrice: { keys: ['original_price'], normalize: originalPrice, current: (l) => l.originalPrice },
};

function read(body: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' && !Array.isArray(o) ? (o as Record<string, unknown>)[k] : undefined), body);
}

const equal = (a: unknown, b: unknown, caseless?: boolean) =>
  caseless && typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : JSON.stringify(a) === JSON.stringify(b);

/**
 * Maps an edit body onto a patch. Per field: absent and (with several keys) empty values are
 * skipped; a value that differs from the stored one beats an echo of it; else the first key wins.
 */
export function mapOwnerEdit(body: Record<string, unknown>, current: ListingRow): { patch: ListingPatch; errors: ErrorDetails } {
  const patch: ListingPatch = {};
  const errors: ErrorDetails = {};
  for (const [field, rule] of Object.entries(RULES) as Array<[keyof ListingPatch, FieldRule]>) {
    const values: unknown[] = [];
    for (const key of rule.keys) {
      const raw = read(body, key);
      if (raw === undefined || (rule.keys.length > 1 && (raw === null || (typeof raw === 'string' && raw.trim() === '')))) continue;
      const out = rule.normalize(raw);
      if ('error' in out) (errors[rule.keys[0]!] ??= []).push(out.error);
      else if ('value' in out) values.push(out.value);
    }
    if (!values.length || errors[rule.keys[0]!]) continue;
    const stored = rule.current(current);
    const chosen = values.find((v) => !equal(v, stored, rule.caseless)) ?? values[0];
    if (!equal(chosen, stored, rule.caseless)) (patch as Record<string, unknown>)[field] = chosen;
  }
  return { patch, errors };
}
