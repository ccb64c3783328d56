import { describe, expect, it } from 'vitest';
import { gstinCheckChar, isValidGstin, normalizeGstin } from './gstin.ts';

describe('isValidGstin', () => {
  it('accepts a real GSTIN', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  it('rejects a wrong check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z0')).toBe(false);
  });

  it('rejects the wrong shape', () => {
    for (const bad of ['', '27AAPFU0939F1Z', '27AAPFU0939F1ZVV', '27aapfu0939f1zv', 'A7AAPFU0939F1ZV', '27AAPFU0939F0ZV', '27AAPFU0939F1YV', '27AAPF10939F1ZV']) {
      expect(isValidGstin(bad), bad).toBe(false);
    }
  });

  it('computes the check character the GSTN way', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it('normalizes what a person typed', () => {
    expect(normalizeGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(isValidGstin(normalizeGstin('27 AAPFU 0939F1ZV'))).toBe(true);
  });
});
