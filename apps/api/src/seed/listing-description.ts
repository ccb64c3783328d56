// Seller-style descriptions for invented listings, assembled from phrases Indian sellers use.
import { formatNumber } from '@gaadi/domain/format';
import type { Rng } from './random.ts';

export interface DescriptionFacts {
  brand: string;
  model: string;
  variant: string;
  year: number;
  fuelType: string;
  transmission: string;
  kmDriven: number;
  ownerNumber: string;
  accidentHistory: 'none' | 'minor' | 'major';
  engineCondition: string;
  colour: string;
  city: string;
  area: string;
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const OTHER_CITIES = ['Bengaluru', 'Pune', 'Hyderabad', 'Dubai', 'Chennai', 'Gurugram', 'the US', 'Mumbai'];

/** At most about 450 characters, so it fits the 500-character counter of the Sell form. */
export function describeListing(rng: Rng, f: DescriptionFacts): string {
  const owner = f.ownerNumber === '4th+' ? '4th or later' : f.ownerNumber;
  const parts: string[] = [
    pick(rng, [
      `${f.colour} ${f.model} ${f.variant}, ${owner} owner, ${formatNumber(f.kmDriven)} km on the odometer.`,
      `Well-maintained ${f.year} ${f.brand} ${f.model} ${f.variant} in ${f.colour.toLowerCase()}, ${owner} owner.`,
      `Selling my ${f.year} ${f.model} ${f.variant} (${f.fuelType}, ${f.transmission}). Driven ${formatNumber(f.kmDriven)} km.`,
    ]),
    pick(rng, [
      `All services done at the authorised ${f.brand} service centre; service records available.`,
      'Serviced on time, last service done two months ago.',
      'Regularly serviced, all bills and the service book available.',
    ]),
  ];
  if (f.fuelType === 'cng') parts.push('Factory-fitted CNG, endorsed on the RC.');
  if (f.fuelType === 'electric') parts.push(`Battery health ${90 + Math.floor(rng() * 9)}%, portable charger included.`);
  if (f.accidentHistory === 'none') parts.push(pick(rng, ['Non-accidental, no flood damage.', 'Accident-free, original paint on most panels.']));
  else if (f.accidentHistory === 'minor') parts.push('Minor scratch on the rear bumper, repaired through insurance.');
  else parts.push('Front end repaired after an accident; all parts replaced at the workshop, bills available.');
  parts.push(
    pick(rng, [
      `Comprehensive insurance valid till ${pick(rng, MONTHS)} ${2026 + Math.floor(rng() * 2)}.`,
      'Zero-depreciation insurance, transferable.',
      `Tyres ${60 + Math.floor(rng() * 35)}% and a new battery.`,
    ]),
  );
  parts.push(
    pick(rng, [
      `Selling as I am relocating to ${pick(rng, OTHER_CITIES.filter((c) => c !== f.city))}.`,
      'Upgrading to a bigger car for the family.',
      'Second car, hardly used now.',
      'Price slightly negotiable for genuine buyers.',
    ]),
  );
  parts.push(f.area ? `Test drive available in ${f.area}, ${f.city}.` : `Test drive available in ${f.city}.`);
  let text = '';
  for (const p of parts) if ((text + ' ' + p).trim().length <= 450) text = (text + ' ' + p).trim();
  return text;
}
