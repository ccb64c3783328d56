// Invents one believable used-car listing from the catalogue: a model on sale in that year, a fuel
// and variant it was sold with, kilometres and owners that fit its age, and a price from its
// ex-showroom band, depreciation, condition and history. Pure and seeded: same seed, same data.
import type { Condition, FuelType, OwnerNumber, Transmission, Urgency } from '@gaadi/domain/constants';
import { defaultTitle } from '@gaadi/domain/listing-text';
import { BRANDS, LATEST_MODEL_YEAR, type BodyType, type BrandData, type FuelCode, type ModelData } from './catalogue-data.ts';
import { CITIES, type CityData } from './cities-data.ts';
import { pickFeatures } from './listing-features.ts';
import { describeListing } from './listing-description.ts';
import { int, pick, weighted, type Rng } from './random.ts';

const BRAND_WEIGHT: Record<string, number> = {
  'Maruti Suzuki': 24, Hyundai: 15, Tata: 10, Mahindra: 10, Toyota: 7, Honda: 7, Kia: 5, Renault: 3, Skoda: 3,
  Volkswagen: 3, MG: 3, Ford: 3, Nissan: 2, Chevrolet: 2, Jeep: 1.5,
};

export const COLOURS = [
  { name: 'Pearl White', hex: '#f1f1ee', weight: 8 }, { name: 'Silver', hex: '#b9bec4', weight: 5 },
  { name: 'Grey', hex: '#666c73', weight: 4 }, { name: 'Black', hex: '#23262a', weight: 3 },
  { name: 'Red', hex: '#b3202a', weight: 3 }, { name: 'Blue', hex: '#1f4e9c', weight: 3 },
  { name: 'Brown', hex: '#6b4a32', weight: 1 }, { name: 'Orange', hex: '#d7661e', weight: 1 },
  { name: 'Maroon', hex: '#6d1a24', weight: 1 }, { name: 'Green', hex: '#2f6b4b', weight: 1 },
] as const;

const FUELS: Record<FuelCode, FuelType> = { p: 'petrol', d: 'diesel', c: 'cng', e: 'electric' };
const FUEL_WEIGHT: Record<FuelCode, number> = { p: 5, d: 3, c: 2, e: 3 };

export interface ListingDraft {
  brand: string;
  model: string;
  variant: string;
  title: string;
  body: BodyType;
  colour: (typeof COLOURS)[number];
  city: CityData;
  area: string;
  year: number;
  price: number;
  originalPrice: number | null;
  kmDriven: number;
  fuelType: FuelType;
  transmission: Transmission;
  ownerNumber: OwnerNumber;
  urgency: Urgency;
  accidentHistory: 'none' | 'minor' | 'major';
  exteriorCondition: Condition;
  interiorCondition: Condition;
  engineCondition: Condition;
  features: string[];
  description: string;
}

export interface DraftOptions {
  fuel?: FuelType;
  city?: CityData;
  minYear?: number;
  maxYear?: number;
  minPrice?: number;
  maxPrice?: number;
  /** This brand and model only (demo comparables for the fair-price rating, issue 15). */
  model?: { brand: string; model: string };
}

function fuelsFor(brand: BrandData, model: ModelData, year: number): FuelCode[] {
  return model.fuels.filter((f) => f !== 'd' || !brand.dieselUntil || year <= brand.dieselUntil);
}

function condition(rng: Rng, age: number): Condition {
  const table: [Condition, number][] =
    age <= 3 ? [['excellent', 6], ['good', 4]] : age <= 8 ? [['excellent', 2], ['good', 6], ['fair', 2]] : [['excellent', 1], ['good', 5], ['fair', 3], ['poor', 1]];
  return weighted(rng, table, (t) => t[1])[0];
}

function owners(rng: Rng, age: number): OwnerNumber {
  const table: [OwnerNumber, number][] =
    age <= 2 ? [['1st', 9], ['2nd', 1]] : age <= 6 ? [['1st', 14], ['2nd', 5], ['3rd', 1]] : [['1st', 9], ['2nd', 7], ['3rd', 3], ['4th+', 1]];
  return weighted(rng, table, (t) => t[1])[0];
}

const CONDITION_FACTOR: Record<Condition, number> = { excellent: 1.04, good: 1, fair: 0.93, poor: 0.85 };
const OWNER_FACTOR: Record<OwnerNumber, number> = { '1st': 1, '2nd': 0.95, '3rd': 0.9, '4th+': 0.85 };
const roundPrice = (p: number) => (p < 1_000_000 ? Math.round(p / 5_000) * 5_000 : Math.round(p / 10_000) * 10_000);

/** One listing; retries (bounded) until the price falls inside the requested band. */
export function draftListing(rng: Rng, opts: DraftOptions = {}): ListingDraft {
  let last: ListingDraft | null = null;
  for (let attempt = 0; attempt < 2_000; attempt++) {
    const draft = tryDraft(rng, opts);
    if (!draft) continue;
    if (draft.price >= (opts.minPrice ?? 10_000) && draft.price <= (opts.maxPrice ?? 10_000_000)) return draft;
    last = draft;
  }
  if (!last) throw new Error(`No catalogue model fits ${JSON.stringify(opts)}`);
  return last;
}

function tryDraft(rng: Rng, opts: DraftOptions): ListingDraft | null {
  const minYear = opts.minYear ?? 2012;
  const maxYear = opts.maxYear ?? LATEST_MODEL_YEAR;
  const wanted = opts.model;
  const brand = wanted ? BRANDS.find((b) => b.name === wanted.brand) : weighted(rng, BRANDS, (b) => BRAND_WEIGHT[b.name] ?? 0.8);
  const model = wanted ? brand?.models.find((m) => m.name === wanted.model) : brand && pick(rng, brand.models);
  if (!brand || !model) return null;
  const from = Math.max(model.years[0], minYear), to = Math.min(model.years[1], maxYear);
  if (from > to) return null;
  const year = int(rng, from, to);
  const fuels = fuelsFor(brand, model, year).filter((f) => !opts.fuel || FUELS[f] === opts.fuel);
  if (!fuels.length) return null;
  const fuel = weighted(rng, fuels, (f) => FUEL_WEIGHT[f]);
  const marked = model.variants.filter((v) => v.fuel === fuel);
  const variants = marked.length ? marked : model.variants.filter((v) => !v.fuel);
  const vIndex = Math.floor(rng() * variants.length);
  const variant = variants[vIndex]!.name;
  // Fuel-specific variants (CNG, diesel) sit in the lower-middle of a model's price band.
  const spread = variants.length > 1 ? vIndex / (variants.length - 1) : 0.5;
  const position = marked.length ? 0.05 + spread * 0.45 : spread;
  const newPrice = (model.lakh[0] + (model.lakh[1] - model.lakh[0]) * position) * 100_000;
  const transmission: Transmission =
    fuel === 'e' || model.gearbox === 'a' ? 'automatic' : model.gearbox === 'm' ? 'manual' : rng() < (newPrice > 1_500_000 ? 0.45 : 0.28) ? 'automatic' : 'manual';

  const age = LATEST_MODEL_YEAR - year;
  const perYear = fuel === 'e' ? int(rng, 6_000, 11_000) : fuel === 'd' ? int(rng, 11_000, 18_000) : int(rng, 7_000, 13_000);
  const kmDriven = Math.max(300, Math.round((perYear * (age + 0.2 + rng() * 0.8)) / 50) * 50);
  const ownerNumber = owners(rng, age);
  const exteriorCondition = condition(rng, age), interiorCondition = condition(rng, age), engineCondition = condition(rng, age);
  const accidentHistory = weighted(rng, [['none', 85], ['minor', 12], ['major', 3]] as const, (t) => t[1])[0];

  const kept = age === 0 ? 0.9 : 0.88 * (brand.luxury ? 0.885 : 0.93) ** age * 0.98 ** age;
  const kmFactor = Math.min(1.05, Math.max(0.9, 1 - 0.04 * (kmDriven / (age + 1) / 12_000 - 1)));
  const extra = (transmission === 'automatic' && model.gearbox === 'ma' ? 1.08 : 1) * (fuel === 'd' ? 1.08 : fuel === 'c' ? 1.05 : 1);
  const history = accidentHistory === 'none' ? 1 : accidentHistory === 'minor' ? 0.95 : 0.85;
  const cond = (CONDITION_FACTOR[exteriorCondition] + CONDITION_FACTOR[engineCondition]) / 2;
  const price = Math.max(10_000, roundPrice(newPrice * extra * kept * kmFactor * OWNER_FACTOR[ownerNumber] * cond * history * (0.94 + rng() * 0.12)));
  const originalPrice = rng() < 0.25 ? roundPrice(price * (1.04 + rng() * 0.08)) : null;

  const city = opts.city ?? weighted(rng, CITIES, (c) => c.weight);
  const area = city.areas.length && rng() < 0.85 ? pick(rng, city.areas) : '';
  const colour = weighted(rng, COLOURS, (c) => c.weight);
  const fuelType = FUELS[fuel];
  const urgency = weighted(rng, [['normal', 70], ['urgent', 22], ['very_urgent', 8]] as const, (t) => t[1])[0];
  const features = pickFeatures(rng, { newPrice, position, year, fuelType, transmission, body: model.body, variant, model: model.name });
  const base = { brand: brand.name, model: model.name, variant, year, fuelType, transmission, kmDriven, ownerNumber, accidentHistory };
  return {
    ...base,
    title: defaultTitle({ year, brand: brand.name, model: model.name, variant }),
    body: model.body,
    colour,
    city,
    area,
    price,
    originalPrice,
    urgency,
    exteriorCondition,
    interiorCondition,
    engineCondition,
    features,
    description: describeListing(rng, { ...base, colour: colour.name, city: city.name, area, engineCondition }),
  };
}
