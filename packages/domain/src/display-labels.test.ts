import { describe, expect, it } from 'vitest';
import { accidentLabel, conditionLabel, fuelLabel, listingStatusLabel, ownerLabel, transmissionLabel, urgencyLabel, wordsOf } from './display-labels.ts';

describe('display labels of stored listing values', () => {
  it('names fuel, gearbox and condition as people write them', () => {
    expect(fuelLabel('diesel')).toBe('Diesel');
    expect(fuelLabel('cng')).toBe('CNG');
    expect(transmissionLabel('automatic')).toBe('Automatic');
    expect(conditionLabel('good')).toBe('Good');
    expect(accidentLabel('none')).toBe('None');
  });
  it('reads owner counts and urgency in words', () => {
    expect(ownerLabel('1st')).toBe('1st owner');
    expect(ownerLabel('4th+')).toBe('4th+ owner');
    expect(urgencyLabel('normal')).toBe('Normal');
    expect(urgencyLabel('very_urgent')).toBe('Very urgent');
  });
  it('calls a pending listing Under Review and a missing status Unknown', () => {
    expect(listingStatusLabel('pending')).toBe('Under Review');
    expect(listingStatusLabel('APPROVED')).toBe('Approved');
    expect(listingStatusLabel(null)).toBe('Unknown');
  });
  it('turns an unknown value into words instead of showing it raw', () => {
    expect(fuelLabel('hydrogen_cell')).toBe('Hydrogen cell');
    expect(wordsOf('')).toBe('');
  });
});
