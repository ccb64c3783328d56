// Which catalogue features an invented car has: by its segment (new price, variant position), its
// model year, and a few physical facts (automatic, electric, four-wheel drive).
import type { FuelType, Transmission } from '@gaadi/domain/constants';
import type { BodyType } from './catalogue-data.ts';
import { FEATURES } from './features-data.ts';
import type { Rng } from './random.ts';

export interface FeatureFacts {
  /** Ex-showroom price of the variant, rupees. */
  newPrice: number;
  /** 0 = base variant ... 1 = top variant. */
  position: number;
  year: number;
  fuelType: FuelType;
  transmission: Transmission;
  body: BodyType;
  variant: string;
  model: string;
}

const FOUR_BY_FOUR = /4x4|AWD|quattro|4MATIC|xDrive|Rubicon|Trailhawk/i;
const FOUR_BY_FOUR_MODELS = new Set(['Thar', 'Thar Roxx', 'Gurkha', 'Jimny', 'Wrangler', 'Defender', 'Endeavour', 'Discovery']);
const TURBO = /turbo|TSI|GT|T-Jet|TDI|AMG|JCW/i;

function carTier(f: FeatureFacts): number {
  const byPrice = f.newPrice < 600_000 ? 0 : f.newPrice < 1_000_000 ? 1 : f.newPrice < 2_000_000 ? 2 : 3;
  const bump = f.position >= 0.75 ? 1 : f.position < 0.2 ? -1 : 0;
  return Math.max(0, Math.min(3, byPrice + bump));
}

function applies(name: string, f: FeatureFacts): boolean {
  switch (name) {
    case '4x4 / AWD':
      return FOUR_BY_FOUR.test(f.variant) || FOUR_BY_FOUR_MODELS.has(f.model);
    case 'Paddle Shifters':
      return f.transmission === 'automatic' && f.fuelType !== 'electric';
    case 'Turbocharged Engine':
      return f.fuelType === 'diesel' || TURBO.test(f.variant);
    case 'Idle Start-Stop':
      return f.fuelType !== 'electric';
    case 'Roof Rails':
      return f.body === 'suv' || f.body === 'muv' || f.body === 'pickup';
    case 'Rear Wiper & Defogger':
      return f.body !== 'sedan';
    default:
      return true;
  }
}

/** Feature names in catalogue order; sellers tick a handful, not the whole brochure. */
export function pickFeatures(rng: Rng, f: FeatureFacts): string[] {
  const tier = carTier(f);
  const chosen = FEATURES.filter((feature) => {
    if (feature.tier > tier || (feature.since && f.year < feature.since) || !applies(feature.name, f)) return false;
    // ABS and two airbags became mandatory in 2019; before that base cars often lacked them.
    if ((feature.name === 'ABS' || feature.name === 'Airbags') && f.year >= 2019) return true;
    const chance = feature.name === '4x4 / AWD' ? 0.9 : feature.tier === 0 ? 0.75 : feature.tier < tier ? 0.45 : 0.35;
    return rng() < chance;
  });
  const cap = 6 + Math.floor(rng() * 12);
  while (chosen.length > cap) chosen.splice(2 + Math.floor(rng() * (chosen.length - 2)), 1);
  return chosen.map((feature) => feature.name);
}
