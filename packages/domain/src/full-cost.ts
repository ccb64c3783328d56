// Full cost upfront (issue 15): what a buyer pays on top of the asking price, as an indicative
// estimate. Pure and zod-free (the listing page imports it). Every figure below is a published
// rate or a named assumption; docs/decisions/018 lists the sources.
//
// 1. RTO ownership transfer (Motor Vehicles Act 1988 s.50; Central Motor Vehicles Rules 1989
//    rule 81 as amended by G.S.R. 1183(E), 29 Dec 2016): transfer of ownership of a light motor
//    vehicle ₹300 and a smart-card registration certificate ₹200, the same in every state. States
//    add service and postal charges that differ by RTO and change often; we assume ₹250.
// 2. Re-registration in another state (s.47): the car's lifetime road tax was paid in the state
//    where it is registered; registering it in another state means paying that state's road tax
//    again (the old state refunds part of it on application, not counted here). We use each
//    state's approximate rate for a private petrol car of a mid price band, on the asking price,
//    pro rata for the remaining years of a 15-year registration. Only when `registerIn` differs.
// 3. First-year insurance: Insured Declared Value (IDV) by the age depreciation slabs of the
//    India Motor Tariff (GR 8, kept by IRDAI as the IDV basis after de-tariffing): up to 6 months
//    5%, up to 1 year 15%, up to 2 years 20%, up to 3 years 30%, up to 4 years 40%, up to 5 years
//    50%; older cars' IDV is agreed with the insurer, for which we keep 50%. The tariff depreciates
//    the showroom price, which a listing does not carry: we apply the slab to the asking price,
//    which gives the lower end of what insurers quote. Own damage at an assumed 2% of IDV (market
//    rates after de-tariffing, no No Claim Bonus); third party at the IRDAI premium for private
//    cars by engine size (in force since 1 June 2019): up to 1,000 cc ₹2,094, up to 1,500 cc
//    ₹3,416, above ₹7,897; electric cars (by motor power, 30-65 kW assumed) ₹2,904. Engine size is
//    not on a listing: 1,000-1,500 cc is assumed unless given. GST 18% on the premium.

export const TRANSFER_FEES = {
  /** CMVR rule 81: transfer of ownership, light motor vehicle (non-transport). */
  transfer: 300,
  /** CMVR rule 81: registration certificate issued as a smart card. */
  smartCard: 200,
  /** Assumed: state service, postal and form charges. */
  stateService: 250,
} as const;

export const REGISTRATION_YEARS = 15;

/**
 * Approximate one-time road tax of a private petrol car in a mid price band (₹5-10 lakh), % of value,
 * per state or union territory. Paid again only when a car is re-registered in another state.
 */
export const STATE_ROAD_TAX_PERCENT: Record<string, number> = {
  'Andhra Pradesh': 12,
  Assam: 5,
  Bihar: 9,
  Chandigarh: 6,
  Chhattisgarh: 6,
  Delhi: 7,
  Goa: 9,
  Gujarat: 6,
  Haryana: 8,
  'Himachal Pradesh': 3,
  Jharkhand: 6,
  Karnataka: 14,
  Kerala: 11,
  'Madhya Pradesh': 8,
  Maharashtra: 11,
  Odisha: 6,
  Punjab: 9,
  Rajasthan: 10,
  'Tamil Nadu': 10,
  Telangana: 13,
  'Uttar Pradesh': 8,
  Uttarakhand: 8,
  'West Bengal': 10,
};

/** India Motor Tariff GR 8: depreciation for IDV by age in months (upper bound inclusive). */
export const IDV_DEPRECIATION_SLABS: ReadonlyArray<{ upToMonths: number; percent: number; label: string }> = [
  { upToMonths: 6, percent: 5, label: 'up to 6 months' },
  { upToMonths: 12, percent: 15, label: '6 months to 1 year' },
  { upToMonths: 24, percent: 20, label: '1 to 2 years' },
  { upToMonths: 36, percent: 30, label: '2 to 3 years' },
  { upToMonths: 48, percent: 40, label: '3 to 4 years' },
  { upToMonths: 60, percent: 50, label: '4 to 5 years' },
];
/** Older than 5 years: IDV is agreed with the insurer; assumed to stay at the 5-year slab. */
export const IDV_DEPRECIATION_OLDER = 50;

export const OWN_DAMAGE_RATE_PERCENT = 2;
export const GST_PERCENT = 18;

/** IRDAI third-party premium for private cars, 1 June 2019. */
export const THIRD_PARTY_PREMIUM = [
  { upToCc: 1000, premium: 2094, label: 'up to 1,000 cc' },
  { upToCc: 1500, premium: 3416, label: '1,000 to 1,500 cc' },
  { upToCc: Infinity, premium: 7897, label: 'above 1,500 cc' },
] as const;
/** Electric private cars, 30-65 kW. */
export const THIRD_PARTY_PREMIUM_ELECTRIC = 2904;
export const ASSUMED_ENGINE_CC = 1200;

export interface FullCostInput {
  price: number;
  /** Year of manufacture; the car is taken as made on 1 July of it. */
  year: number;
  /** State where the car is listed (and, we assume, registered). */
  state: string;
  fuelType?: string;
  engineCc?: number;
  /** State the buyer registers it in; re-registration road tax when different from `state`. */
  registerIn?: string;
  now?: Date;
}

export interface FullCostEstimate {
  transfer: { fee: number; smartCard: number; stateService: number; total: number };
  /** Null when the car stays in its state (or the new state's rate is unknown). */
  reRegistration: { state: string; percent: number; remainingYears: number; total: number } | null;
  insurance: { ageMonths: number; depreciationPercent: number; idv: number; ownDamage: number; thirdParty: number; gst: number; total: number };
  /** Everything on top of the price. */
  total: number;
  /** What the buyer pays with the price. */
  onRoad: number;
}

/** Whole months from 1 July of the year of manufacture to `now` (never negative). */
export function carAgeMonths(year: number, now: Date): number {
  const months = (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() - 6);
  return Math.max(0, months);
}

export function idvDepreciationPercent(ageMonths: number): number {
  return IDV_DEPRECIATION_SLABS.find((s) => ageMonths <= s.upToMonths)?.percent ?? IDV_DEPRECIATION_OLDER;
}

export function thirdPartyPremium(fuelType: string | undefined, engineCc = ASSUMED_ENGINE_CC): number {
  if (fuelType === 'electric') return THIRD_PARTY_PREMIUM_ELECTRIC;
  return THIRD_PARTY_PREMIUM.find((s) => engineCc <= s.upToCc)!.premium;
}

export function fullCostEstimate({ price, year, state, fuelType, engineCc, registerIn, now = new Date() }: FullCostInput): FullCostEstimate {
  const value = Math.max(0, Math.round(price));
  const transfer = { fee: TRANSFER_FEES.transfer, smartCard: TRANSFER_FEES.smartCard, stateService: TRANSFER_FEES.stateService, total: 0 };
  transfer.total = transfer.fee + transfer.smartCard + transfer.stateService;

  const ageMonths = carAgeMonths(year, now);
  let reRegistration: FullCostEstimate['reRegistration'] = null;
  const percent = registerIn ? STATE_ROAD_TAX_PERCENT[registerIn] : undefined;
  if (registerIn && registerIn !== state && percent !== undefined) {
    const remainingYears = Math.max(0, REGISTRATION_YEARS - Math.floor(ageMonths / 12));
    reRegistration = { state: registerIn, percent, remainingYears, total: Math.round((value * percent * remainingYears) / 100 / REGISTRATION_YEARS) };
  }

  const depreciationPercent = idvDepreciationPercent(ageMonths);
  const idv = Math.round((value * (100 - depreciationPercent)) / 100);
  const ownDamage = Math.round((idv * OWN_DAMAGE_RATE_PERCENT) / 100);
  const thirdParty = thirdPartyPremium(fuelType, engineCc);
  const gst = Math.round(((ownDamage + thirdParty) * GST_PERCENT) / 100);
  const insurance = { ageMonths, depreciationPercent, idv, ownDamage, thirdParty, gst, total: ownDamage + thirdParty + gst };

  const total = transfer.total + (reRegistration?.total ?? 0) + insurance.total;
  return { transfer, reRegistration, insurance, total, onRoad: value + total };
}
