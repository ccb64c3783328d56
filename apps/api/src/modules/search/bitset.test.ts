import { describe, expect, it } from 'vitest';
import { and, bitsOf, count, countBoth, emptyBits, has, members, or } from './bitset.ts';

describe('sets of slots as bits', () => {
  it('holds, combines, counts and lists slots across word edges', () => {
    const a = bitsOf(100, [0, 31, 32, 63, 64, 99]);
    const b = bitsOf(100, [31, 32, 33, 99]);
    expect([0, 31, 32, 63, 64, 99].every((s) => has(a, s))).toBe(true);
    expect(has(a, 1)).toBe(false);
    expect(count(a)).toBe(6);
    expect(countBoth(a, b)).toBe(3);
    expect([...members(or(a.slice(), b))]).toEqual([0, 31, 32, 33, 63, 64, 99]);
    expect([...members(and(a.slice(), b))]).toEqual([31, 32, 99]);
    expect(count(emptyBits(1_000_000))).toBe(0);
  });

  it('counts the highest bit of a word (the sign bit of 32-bit arithmetic)', () => {
    const bits = bitsOf(64, [31, 63]);
    expect(count(bits)).toBe(2);
    expect([...members(bits)]).toEqual([31, 63]);
  });
});
