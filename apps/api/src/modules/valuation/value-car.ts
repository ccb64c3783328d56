// GET /valuation/ (issue 22, decision 031): what a car that is not listed is worth by the published
// fair-price method, from the per-model sums (decision 017). Three reads, each indexed: the brand's
// models by name, the sum rows of those models around the year, and a few comparable listings.
// Too few comparables in the method's own set (same model, ±2 years) widens to more years of the
// model, then to the brand's other models, and the answer says so.
import { FUEL_LABELS, TRANSMISSION_LABELS, type FuelType, type Transmission } from '@gaadi/domain/public-constants';
import { FAIR_PRICE_MIN_COMPARABLES, FAIR_PRICE_RANGE, FAIR_PRICE_YEAR_WINDOW } from '@gaadi/domain/fair-price-method';
import { formatKm, formatPrice } from '@gaadi/domain/format';
import type { Valuation, ValuationQuery } from '@gaadi/domain/schemas/valuation';
import type { AppContext } from '../../platform/context.ts';
import { modelsOfBrandNamed } from '../catalogue/brand-models.ts';
import { statsOfYears, valueFromStats, type CarValue, type ValuedCar } from '../fair-price/value-car.ts';
import { comparableListings } from '../listing-store/comparable-reads.ts';
import { languageOf, translator, type Translate } from '../../platform/i18n/translate.ts';

/** Years either side for the second try, and each scope's range around the figure (less sure, wider). */
export const WIDER_YEAR_WINDOW = 4;
export const SCOPE_SPREAD = { model: FAIR_PRICE_RANGE.high, model_more_years: 0.06, brand: 0.1 } as const;
const EXAMPLES = 4;

const round1000 = (n: number) => Math.round(n / 1000) * 1000;
const round100 = (n: number) => Math.round(n / 100) * 100;
const signed = (n: number) => (n > 0 ? `+${formatPrice(n)}` : n < 0 ? `−${formatPrice(-n)}` : formatPrice(0));
const pct = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toFixed(1)}%`;
/** "1 listed car", "12 listed cars", in the answer's language (issue 25: hindi.ts). */
const listedCars = (t: Translate, n: number) => (n === 1 ? t('1 listed car') : t('{count} listed cars', { count: n }));
/** "70% petrol" or "all petrol". */
function mix(t: Translate, share: Record<string, number>, label: (k: string) => string) {
  const [top, s] = Object.entries(share).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return s >= 0.995 ? t('all {what}', { what: label(top) }) : t('{percent}% {what}', { percent: Math.round(s * 100), what: label(top) });
}
const fuelLabel = (f: string) => FUEL_LABELS[f as FuelType] ?? f;
/** In the middle of a sentence: "petrol", "CNG". */
const fuelWord = (f: string) => (f === 'cng' ? 'CNG' : fuelLabel(f).toLowerCase());
const gearLabel = (g: string) => (TRANSMISSION_LABELS[g as Transmission] ?? g).toLowerCase();
/** The owner as the site says it: "1st owner" (a text of its own per owner number, as on the web). */
const ownerLabel = (owner: string) => `${owner} owner`;

function factorsOf(t: Translate, car: ValuedCar, v: CarValue): Valuation['factors'] {
  const c = v.compared;
  const line = (factor: Valuation['factors'][number]['factor'], amount: number | null, words: string) => {
    if (amount === null) return { factor, amount: 0, percent: 0, text: words };
    const rounded = round100(amount);
    const percent = Math.round((amount / v.average) * 1000) / 10;
    return { factor, amount: rounded, percent, text: `${words}: ${signed(rounded)} (${pct(percent)})` };
  };
  const owners = Math.round(c.owners * 10) / 10;
  return [
    line('km', v.moves.km, t('{km} against about {average} on the compared cars', { km: formatKm(car.kmDriven), average: formatKm(round1000(c.km)) })),
    line('age', v.moves.age, t('A {year} car against compared cars from {average} on average', { year: car.year, average: c.year.toFixed(1) })),
    car.ownerNumber
      ? line('owners', v.moves.owners, t('{owner} against {average} owners on average', { owner: t(ownerLabel(car.ownerNumber)), average: owners }))
      : line('owners', null, t('Owners not given, so not adjusted')),
    car.fuelType
      ? line('fuel', v.moves.fuel, t('{what} against compared cars that are {mix}', { what: t(fuelLabel(car.fuelType)), mix: mix(t, c.fuelShare, (f) => t(fuelWord(f))) }))
      : line('fuel', null, t('Fuel not given, so not adjusted')),
    car.transmission
      ? line('transmission', v.moves.transmission, t('{what} against compared cars that are {mix}', { what: t(TRANSMISSION_LABELS[car.transmission as Transmission] ?? car.transmission), mix: mix(t, c.transmissionShare, (g) => t(gearLabel(g))) }))
      : line('transmission', null, t('Gearbox not given, so not adjusted')),
  ];
}

export async function valueCar(ctx: AppContext, q: ValuationQuery): Promise<Valuation> {
  const t = translator(languageOf(q.lang));
  const car: ValuedCar = { year: q.year, kmDriven: q.km_driven, ownerNumber: q.owners ?? null, fuelType: q.fuel_type ?? null, transmission: q.transmission ?? null };
  const models = await modelsOfBrandNamed(ctx.db, q.brand);
  const model = models.find((m) => m.model.toLowerCase() === q.model.trim().toLowerCase());
  const brandName = models[0]?.brand ?? q.brand.trim();
  const modelName = model?.model ?? q.model.trim();
  const base: Omit<Valuation, 'low' | 'typical' | 'high' | 'comparables' | 'scope' | 'widened' | 'basis' | 'comparables_average' | 'factors' | 'examples'> = {
    indicative: true,
    car: { brand: brandName, model: modelName, year: q.year, km_driven: q.km_driven, fuel_type: car.fuelType, transmission: car.transmission, owners: car.ownerNumber, city: q.city ?? null },
  };

  // One read for every try: the brand's models over the widest years any try uses.
  const wide = Math.max(WIDER_YEAR_WINDOW, FAIR_PRICE_YEAR_WINDOW);
  const rows = models.length ? await statsOfYears(ctx.db, [...new Set(models.map((m) => m.model_id))], q.year - wide, q.year + wide) : [];
  const within = (years: number, modelIds: string[] | null) =>
    rows.filter((r) => Math.abs(r.year - q.year) <= years && (!modelIds || modelIds.includes(r.model_id)));

  const ownModel = model ? [model.model_id] : [];
  const tries = [
    { scope: 'model' as const, years: FAIR_PRICE_YEAR_WINDOW, modelIds: ownModel },
    { scope: 'model_more_years' as const, years: WIDER_YEAR_WINDOW, modelIds: ownModel },
    { scope: 'brand' as const, years: FAIR_PRICE_YEAR_WINDOW, modelIds: null },
  ];
  const first = model ? valueFromStats(car, within(FAIR_PRICE_YEAR_WINDOW, ownModel))?.comparables ?? 0 : 0;
  const name = `${brandName} ${modelName}`;
  /** Why the method's own set was not enough: how many of the model there are around the year. */
  const fewerText = (n: number) =>
    n ? t('Only {cars} of the {name} within {window} years of {year}', { cars: listedCars(t, n), name, window: FAIR_PRICE_YEAR_WINDOW, year: q.year }) : t('No listed {name} yet', { name });
  for (const attempt of tries) {
    if (attempt.modelIds && !attempt.modelIds.length) continue;
    const v = valueFromStats(car, within(attempt.years, attempt.modelIds));
    if (!v || v.comparables < FAIR_PRICE_MIN_COMPARABLES || v.expected <= 0) continue;
    const spread = SCOPE_SPREAD[attempt.scope];
    const span = { cars: listedCars(t, v.comparables), name, brand: brandName, years: attempt.years, from: q.year - attempt.years, to: q.year + attempt.years, fewer: fewerText(first) };
    const basis =
      attempt.scope === 'model'
        ? t('Based on {cars}: {name} from {from} to {to}.', span)
        : attempt.scope === 'model_more_years'
          ? t('{fewer}, so we widened to {years} years either side: based on {cars} ({name}, {from} to {to}). Less precise.', span)
          : t('{fewer}, so we compared other {brand} models from {from} to {to}: based on {cars}. A rough guide only.', span);
    const modelIds = attempt.modelIds ?? [...new Set(models.map((m) => m.model_id))];
    const examples = await comparableListings(ctx.db, { modelIds, from: q.year - attempt.years, to: q.year + attempt.years, city: q.city ?? null, near: v.expected, limit: EXAMPLES });
    return {
      ...base,
      low: round1000(v.expected * (1 - spread)),
      typical: round1000(v.expected),
      high: round1000(v.expected * (1 + spread)),
      comparables: v.comparables,
      scope: attempt.scope,
      widened: attempt.scope !== 'model',
      basis,
      comparables_average: round1000(v.average),
      factors: factorsOf(t, car, v),
      examples: examples.map((e) => ({
        id: e.id,
        title: e.title,
        year: e.year,
        km_driven: e.km_driven,
        price: e.price,
        fuel_type: e.fuel_type,
        transmission: e.transmission,
        owner_number: e.owner_number,
        city: e.city_name,
        url: `/listing/${e.id}`,
      })),
    };
  }
  return {
    ...base,
    low: null,
    typical: null,
    high: null,
    comparables: first,
    scope: 'none',
    widened: true,
    basis: t('{fewer}, and too few {brand} cars of those years to compare with: we cannot give a fair estimate yet (we need at least {min}).', {
      fewer: fewerText(first),
      brand: brandName,
      min: FAIR_PRICE_MIN_COMPARABLES,
    }),
    comparables_average: null,
    factors: [],
    examples: [],
  };
}
