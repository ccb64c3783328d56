import { describe, expect, it } from 'vitest';
import { carAgeMonths, fullCostEstimate, idvDepreciationPercent, thirdPartyPremium } from './full-cost.ts';

const now = new Date('2026-11-23T12:00:00Z');

describe('full cost on top of the price', () => {
  it('a 3-year-old ₹6,00,000 petrol car in Maharashtra: ₹750 transfer and ₹12,527 first-year insurance', () => {
    const est = fullCostEstimate({ price: 600_000, year: 2023, state: 'Maharashtra', fuelType: 'petrol', now });
    expect(est.transfer).toEqual({ fee: 300, smartCard: 200, stateService: 250, total: 750 });
    expect(est.reRegistration).toBeNull();
    // Made July 2023 → 40 months → the 3-4 year slab (40%): IDV ₹3,60,000; own damage 2% = ₹7,200;
    // third party 1,000-1,500 cc ₹3,416; GST 18% of ₹10,616 = ₹1,911.
    expect(est.insurance).toEqual({ ageMonths: 40, depreciationPercent: 40, idv: 360_000, ownDamage: 7_200, thirdParty: 3_416, gst: 1_911, total: 12_527 });
    expect(est.total).toBe(13_277);
    expect(est.onRoad).toBe(613_277);
  });

  it('adds the new state road tax pro rata when the buyer registers the car in another state', () => {
    const est = fullCostEstimate({ price: 600_000, year: 2023, state: 'Maharashtra', fuelType: 'petrol', registerIn: 'Karnataka', now });
    // Karnataka 14% of ₹6,00,000 = ₹84,000 for 15 years; 3 full years used → 12 of 15 = ₹67,200.
    expect(est.reRegistration).toEqual({ state: 'Karnataka', percent: 14, remainingYears: 12, total: 67_200 });
    expect(est.total).toBe(750 + 67_200 + 12_527);
  });

  it('adds no road tax when the buyer stays in the same state or the state is unknown', () => {
    expect(fullCostEstimate({ price: 600_000, year: 2023, state: 'Delhi', registerIn: 'Delhi', now }).reRegistration).toBeNull();
    expect(fullCostEstimate({ price: 600_000, year: 2023, state: 'Delhi', registerIn: 'Atlantis', now }).reRegistration).toBeNull();
  });

  it('prices a new electric SUV with the EV third-party premium and the first slab', () => {
    const est = fullCostEstimate({ price: 1_500_000, year: 2026, state: 'Karnataka', fuelType: 'electric', now });
    // July 2026 → 4 months → 5%: IDV ₹14,25,000; OD ₹28,500; TP ₹2,904; GST ₹5,653.
    expect(est.insurance).toMatchObject({ ageMonths: 4, depreciationPercent: 5, idv: 1_425_000, ownDamage: 28_500, thirdParty: 2_904, gst: 5_653, total: 37_057 });
  });
});

describe('IRDAI depreciation slabs for IDV', () => {
  it('steps 5, 15, 20, 30, 40, 50% and keeps 50% beyond five years', () => {
    expect([0, 6, 7, 12, 13, 24, 25, 36, 37, 48, 49, 60, 61, 180].map(idvDepreciationPercent)).toEqual([5, 5, 15, 15, 20, 20, 30, 30, 40, 40, 50, 50, 50, 50]);
  });
  it('counts age from 1 July of the year of manufacture, never below zero', () => {
    expect(carAgeMonths(2023, now)).toBe(40);
    expect(carAgeMonths(2027, now)).toBe(0);
  });
});

describe('third-party premium by engine size', () => {
  it('₹2,094 up to 1,000 cc, ₹3,416 up to 1,500 cc, ₹7,897 above; ₹2,904 for electric', () => {
    expect(thirdPartyPremium('petrol', 998)).toBe(2_094);
    expect(thirdPartyPremium('diesel', 1_497)).toBe(3_416);
    expect(thirdPartyPremium('diesel', 2_184)).toBe(7_897);
    expect(thirdPartyPremium('petrol')).toBe(3_416);
    expect(thirdPartyPremium('electric', 0)).toBe(2_904);
  });
});
