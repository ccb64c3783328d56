// "What's my car worth" (issue 22, decision 031): GET /api/v1/valuation/ query and answer. The
// figure is the published fair-price method (decision 017) applied to a car that is not listed.
import { z } from 'zod';
import { FUEL_TYPES, OWNER_NUMBERS, TRANSMISSIONS, YEAR_MIN } from '../constants.ts';
import { KM_MAX, LISTING_MESSAGES, nextYear } from '../listing-rules.ts';
import { blankToUndefined, ok } from './envelope.ts';
import { numberish } from './seller.ts';
import { LANGUAGES } from './users.ts';

const lowerEnum = (v: unknown) => (typeof v === 'string' ? blankToUndefined(v.trim().toLowerCase()) : (v ?? undefined));
const name = (label: string, required: string) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: required }).trim().min(1, required).max(100, LISTING_MESSAGES.tooLong(label, 100)),
  );
const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(lowerEnum, z.enum(values, { message: LISTING_MESSAGES.oneOf(label, values) }).optional());

/** Brand, model, year and km are needed; fuel, gearbox and owners refine the figure when given. */
export const valuationQuery = z.object({
  brand: name('Brand', LISTING_MESSAGES.brand),
  model: name('Model', LISTING_MESSAGES.model),
  year: z.preprocess(
    numberish,
    z
      .number({ error: (iss) => (iss.input === undefined ? LISTING_MESSAGES.year : LISTING_MESSAGES.mustBeNumber('Year')) })
      .int(LISTING_MESSAGES.wholeNumber('Year'))
      .refine((y) => y >= YEAR_MIN && y <= nextYear(), LISTING_MESSAGES.yearRange),
  ),
  km_driven: z.preprocess(
    numberish,
    z
      .number({ error: (iss) => (iss.input === undefined ? LISTING_MESSAGES.km : LISTING_MESSAGES.mustBeNumber('Kilometers driven')) })
      .int(LISTING_MESSAGES.wholeNumber('Kilometers driven'))
      .min(0, LISTING_MESSAGES.kmNegative)
      .max(KM_MAX, LISTING_MESSAGES.kmTooHigh),
  ),
  fuel_type: choice('Fuel type', FUEL_TYPES),
  transmission: choice('Transmission', TRANSMISSIONS),
  owners: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim().toLowerCase()) : (v ?? undefined)),
    z.enum(OWNER_NUMBERS, { message: LISTING_MESSAGES.oneOf('Owners', OWNER_NUMBERS) }).optional(),
  ),
  city: z.preprocess(blankToUndefined, z.string().trim().max(100, LISTING_MESSAGES.tooLong('City', 100)).optional()),
  /** The language of the answer's sentences (issue 25): the Hindi page asks for Hindi; English by default. */
  lang: z.preprocess(blankToUndefined, z.enum(LANGUAGES, { message: LISTING_MESSAGES.oneOf('lang', LANGUAGES) }).optional()),
});
export type ValuationQuery = z.infer<typeof valuationQuery>;

export const VALUATION_FACTORS = ['km', 'owners', 'age', 'fuel', 'transmission'] as const;
/** How far the comparables reach: the method's own set, more years of the model, or the brand. */
export const VALUATION_SCOPES = ['model', 'model_more_years', 'brand', 'none'] as const;

export const valuationSchema = z.object({
  /** Always true: an estimate from listed prices, not an offer. */
  indicative: z.literal(true),
  car: z.object({
    brand: z.string(),
    model: z.string(),
    year: z.number().int(),
    km_driven: z.number().int(),
    fuel_type: z.string().nullable(),
    transmission: z.string().nullable(),
    owners: z.string().nullable(),
    city: z.string().nullable(),
  }),
  /** Null with `scope` none: too few comparable cars even widened. */
  low: z.number().int().nullable(),
  typical: z.number().int().nullable(),
  high: z.number().int().nullable(),
  comparables: z.number().int(),
  scope: z.enum(VALUATION_SCOPES),
  /** True when the method's own set (same model, ±2 years) had too few cars and a broader one was used. */
  widened: z.boolean(),
  /** One sentence on what the figure is based on, including any widening. */
  basis: z.string(),
  /** The average price of the comparables as listed, before adjusting them to this car. */
  comparables_average: z.number().int().nullable(),
  /** What moved the figure from that average, in rupees and as a share of it, with words. */
  factors: z.array(
    z.object({
      factor: z.enum(VALUATION_FACTORS),
      amount: z.number().int(),
      percent: z.number(),
      text: z.string(),
    }),
  ),
  /** A few comparable cars to look at (approved listings; this city's first). */
  examples: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      year: z.number().int(),
      km_driven: z.number().int(),
      price: z.number().int(),
      fuel_type: z.string(),
      transmission: z.string(),
      owner_number: z.string(),
      city: z.string(),
      url: z.string(),
    }),
  ),
});
export type Valuation = z.infer<typeof valuationSchema>;
export const valuationResponse = ok(valuationSchema);
